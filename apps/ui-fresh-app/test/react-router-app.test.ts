// @fabrique/ui in a new React Router 7 app in framework mode: installed by name from the private registry, both pages
// prerendered by `react-router build` and hydrated, rendered in Chromium.
import { cpSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareScreenshot } from '@fabrique/test-kit/screenshot';
import { startStaticServer } from '@fabrique/test-kit/static-server';
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
  uiVersion,
  versionOf,
  watchPage,
} from './fresh-apps.ts';

const workspaceDir = fileURLToPath(new URL('..', import.meta.url));
// One baseline for both frameworks: the same components, the same pixels.
const baseline = join(workspaceDir, 'test/showcase.png');
// The versions of the monorepo's own site, served from the local npm cache.
const names = {
  dependencies: ['react-router', '@react-router/node', 'isbot', 'react', 'react-dom'],
  devDependencies: ['@react-router/dev', 'vite', 'typescript', '@types/react', '@types/react-dom', '@types/node'],
};
const pinned = (list: string[]) => Object.fromEntries(list.map((name) => [name, versionOf(name)]));

describe('a fresh React Router framework app using the packed @fabrique/ui', () => {
  const app = join(inject('workDir'), 'react-router');
  let browser: Browser;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    cpSync(join(workspaceDir, 'react-router'), app, { recursive: true });
    cpSync(join(workspaceDir, 'shared'), join(app, 'shared'), { recursive: true });
    await installApp(app, {
      dependencies: { ...pinned(names.dependencies), '@fabrique/ui': uiVersion },
      devDependencies: pinned(names.devDependencies),
    });
    await run(join(app, 'node_modules/.bin/react-router'), ['build'], { cwd: app, env: production });
    server = await startStaticServer({ root: join(app, 'build/client'), port: 0 });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await connectBrowser();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('installed @fabrique/ui by name from the registry', async () => {
    await expectInstalledFromRegistry(app);
  });

  it('type-checks in strict mode', { timeout: 180_000 }, async () => {
    await run(join(app, 'node_modules/.bin/react-router'), ['typegen'], { cwd: app });
    const result = await run(join(app, 'node_modules/.bin/tsc'), ['-p', '.'], { cwd: app }).catch(
      (error: { stdout: string }) => ({ stdout: error.stdout }),
    );
    expect(result.stdout).toBe('');
  });

  it(
    'prerenders the home page as its baseline, fonts loaded, axe clean, nothing said in the console',
    { timeout: 180_000 },
    async () => {
      const page = await browser.newPage({
        viewport: { width: 800, height: 1000 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      const problems = watchPage(page, origin);
      await page.goto(origin);
      // Hydrated: the accordion's summary has become Radix's button.
      await page.getByRole('button', { name: 'And Server Components?' }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      expect(await axeViolations(page)).toEqual([]);
      const shot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      await page.close();
      expect(problems).toEqual([]);
      const diff = join(workspaceDir, 'test-results/react-router-app.diff.png');
      // A first run writes the baseline and fails: look at it, then run again (UPDATE_BASELINES=1 rewrites it on purpose).
      expect(compareScreenshot(shot, { baseline, diff }), 'share of pixels off test/showcase.png').toBeLessThan(0.001);
    },
  );

  it('hydrates the compound components of the home page: they answer', { timeout: 180_000 }, async () => {
    const page = await browser.newPage();
    const problems = watchPage(page, origin);
    await page.goto(origin);
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
    'runs the interactive page: compound parts by name, a toast, typed fields, axe clean',
    { timeout: 180_000 },
    async () => {
      const page = await browser.newPage();
      const problems = watchPage(page, origin);
      await page.goto(`${origin}/interactive`);
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

  it(
    "navigates client-side through React Router's Link, the LinkProvider of the root",
    { timeout: 180_000 },
    async () => {
      const page = await browser.newPage();
      const problems = watchPage(page, origin);
      await page.goto(origin);
      await page.getByRole('button', { name: 'And Server Components?' }).waitFor();
      // A marker on window survives a client-side navigation and dies with a document load.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole('link', { name: 'the interactive page', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Interactive' }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await page.close();
      expect(problems).toEqual([]);
    },
  );
});
