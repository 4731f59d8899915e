// @fabrique/ui in a new Next.js App Router app: installed by name from the private registry, `next build` then
// `next start`, a server page with every component that needs nothing from the client (compound parts through their
// namespace) and a client page with the interactive ones, rendered in Chromium.
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareScreenshot } from '@fabrique/test-kit/screenshot';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  axeViolations,
  connectBrowser,
  expectInstalledFromRegistry,
  expectInteractive,
  installApp,
  production,
  run,
  startAppServer,
  uiVersion,
  versionOf,
  watchPage,
} from './fresh-apps.ts';

const workspaceDir = fileURLToPath(new URL('..', import.meta.url));
// One baseline for both frameworks: the same components, the same pixels.
const baseline = join(workspaceDir, 'test/showcase.png');
// Next's own telemetry off: no request leaves the machine.
const env = { NEXT_TELEMETRY_DISABLED: '1' };

describe('a fresh Next.js App Router app using the packed @fabrique/ui', () => {
  const app = join(inject('workDir'), 'next');
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startAppServer>>;

  beforeAll(async () => {
    cpSync(join(workspaceDir, 'next'), app, { recursive: true });
    cpSync(join(workspaceDir, 'shared'), join(app, 'shared'), { recursive: true });
    const { dependencies } = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    await installApp(app, {
      dependencies: {
        ...dependencies,
        '@fabrique/ui': uiVersion,
        react: versionOf('react'),
        'react-dom': versionOf('react-dom'),
      },
      devDependencies: Object.fromEntries(
        ['typescript', '@types/react', '@types/react-dom', '@types/node'].map((name) => [name, versionOf(name)]),
      ),
    });
    const next = join(app, 'node_modules/.bin/next');
    // The production build type-checks the app too (strict), and prerenders the server page.
    await run(next, ['build'], { cwd: app, env: { ...production, ...env } });
    server = await startAppServer(next, (port) => ['start', '--port', String(port), '--hostname', '127.0.0.1'], {
      cwd: app,
      env,
    });
    browser = await connectBrowser();
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('installed @fabrique/ui by name from the registry', async () => {
    await expectInstalledFromRegistry(app);
  });

  it(
    'renders the server page as its baseline, fonts loaded, axe clean, nothing said in the console',
    { timeout: 180_000 },
    async () => {
      const page = await browser.newPage({
        viewport: { width: 800, height: 1000 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      const problems = watchPage(page, server.origin);
      await page.goto(server.origin);
      // Hydrated: the accordion's summary has become Radix's button.
      await page.getByRole('button', { name: 'And Server Components?' }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      expect(await axeViolations(page)).toEqual([]);
      const shot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      await page.close();
      expect(problems).toEqual([]);
      const diff = join(workspaceDir, 'test-results/next-app.diff.png');
      // A first run writes the baseline and fails: look at it, then run again (UPDATE_BASELINES=1 rewrites it on purpose).
      expect(compareScreenshot(shot, { baseline, diff }), 'share of pixels off test/showcase.png').toBeLessThan(0.001);
    },
  );

  it('hydrates the compound components of the server page: they answer', { timeout: 180_000 }, async () => {
    const page = await browser.newPage();
    const problems = watchPage(page, server.origin);
    await page.goto(server.origin);
    await expectInteractive(page, {
      question: 'And Server Components?',
      tab: 'Import',
      carousel: 'Testimonials',
      nextSlide: 'Second slide',
    });
    await page.close();
    expect(problems).toEqual([]);
  });

  it(
    'runs the client page: compound parts by name, a toast, typed fields, axe clean',
    { timeout: 180_000 },
    async () => {
      const page = await browser.newPage();
      const problems = watchPage(page, server.origin);
      await page.goto(`${server.origin}/interactive`);
      await expectInteractive(page, {
        question: 'Named parts?',
        tab: 'Two',
        carousel: 'Photos',
        nextSlide: 'Second photo',
      });
      await page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saved' }).count()).toBe(1);
      await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
      await expect.poll(() => page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Ada');
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
      expect(problems).toEqual([]);
    },
  );

  it('navigates client-side through next/link, the LinkProvider of the layout', { timeout: 180_000 }, async () => {
    const page = await browser.newPage();
    const problems = watchPage(page, server.origin);
    await page.goto(server.origin);
    await page.getByRole('button', { name: 'And Server Components?' }).waitFor();
    // A marker on window survives a client-side navigation and dies with a document load.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'the interactive page', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Interactive' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.close();
    expect(problems).toEqual([]);
  });
});
