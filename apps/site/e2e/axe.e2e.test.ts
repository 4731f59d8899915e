// axe-core on every page at desktop width, and on the busiest pages at phone width.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isHydrated, renderDeferredBands, setupBrowser } from './browser.ts';
import { pagePaths } from './site.ts';

const { open, visit } = setupBrowser();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

async function violations(page: Page): Promise<string[]> {
  // Sections that fade in on scroll are shown at once, so that axe checks them (contrast included).
  await page.addStyleTag({
    content: '[data-reveal] { opacity: 1 !important; transform: none !important; transition: none !important; }',
  });
  await renderDeferredBands(page);
  await page.evaluate(axeSource);
  const found = await page.evaluate(
    (runOnly) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
        }
      ).axe
        .run(document, { runOnly })
        .then((result) => result.violations),
    tags,
  );
  return found.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`)
        .join('\n'),
  );
}

async function check(path: string, width: number) {
  // bypassCSP: the site's policy forbids the inline script and style that axe and the reveal override need.
  const { page } = await visit(path, { width, bypassCSP: true });
  expect(await violations(page)).toEqual([]);
}

describe('axe at 1280 px', () => {
  it.for(pagePaths)('%s has no violation', (path) => check(path, 1280));
});

describe('axe at 390 px', () => {
  it.for(['/', '/formations', '/formations/creer-developper-produire-format-360', '/nos-offres'])(
    '%s has no violation',
    (path) => check(path, 390),
  );
});

// Prerendered, tabs are radios and the programme <details>: checked as the visitor leaves them, before any script.
describe('axe before hydration, a native control used', () => {
  const cases = [
    { path: '/', act: (page: Page) => page.getByRole('radio', { name: 'Intemporelles' }).click() },
    { path: '/csia', act: (page: Page) => page.getByRole('radio', { name: 'Métiers du son' }).click() },
    {
      path: '/formations/creer-developper-produire-format-360',
      act: (page: Page) => page.locator('summary').nth(1).click(),
    },
  ];

  it.for(cases)('$path has no violation', async ({ path, act }) => {
    const { page, close } = await open(path, { width: 390, bypassCSP: true, waitUntil: 'load' });
    try {
      // The router's code never arrives: the page stays as prerendered.
      await page.route('**/assets/entry.client-*.js', (route) => route.abort());
      await act(page);
      expect(await violations(page)).toEqual([]);
      await expect(isHydrated(page)).resolves.toBe(false);
    } finally {
      await close();
    }
  });
});
