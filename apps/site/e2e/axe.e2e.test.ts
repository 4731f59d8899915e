// axe-core at desktop width on every page but the course and article pages beyond one per category, and on the
// busiest pages at phone width.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { articles, courses } from '@fabrique/content';
import { articlePath, coursePath } from '@fabrique/content/paths';
import { expect, test, type Page } from '@playwright/test';
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

/** The first of each category: its colours, on the template every page of the kind shares. */
const firstByCategory = <T extends { category: string }>(items: readonly T[]) =>
  items.filter((item, index) => items.findIndex((other) => other.category === item.category) === index);
// Course and article pages: one per category, in that category's colours. The twenty course pages and the articles,
// audited one by one, cost about 70 worker-seconds of the step for the same template; routes.e2e renders each one.
const standIns = new Set([
  ...firstByCategory(courses).map((course) => coursePath(course.id)),
  ...firstByCategory(articles).map((article) => articlePath(article.id)),
]);
const auditedPaths = pagePaths.filter((path) => standIns.has(path) || !/^\/(formations|actualites)\/[^/]+$/.test(path));

test.describe('axe at 1280 px', () => {
  for (const path of auditedPaths) test(`${path} has no violation`, () => check(path, 1280));
});

test.describe('axe at 390 px', () => {
  for (const path of ['/', '/formations', '/formations/creer-developper-produire-format-360', '/nos-offres'])
    test(`${path} has no violation`, () => check(path, 390));
});

// Prerendered, tabs are radios and the programme <details>: checked as the visitor leaves them, before any script.
test.describe('axe before hydration, a native control used', () => {
  const cases = [
    { path: '/', act: (page: Page) => page.getByRole('radio', { name: 'Intemporelles' }).click() },
    { path: '/csia', act: (page: Page) => page.getByRole('radio', { name: 'Métiers du son' }).click() },
    {
      path: '/formations/creer-developper-produire-format-360',
      act: (page: Page) => page.locator('summary').nth(1).click(),
    },
  ];

  for (const { path, act } of cases)
    test(`${path} has no violation`, async () => {
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
