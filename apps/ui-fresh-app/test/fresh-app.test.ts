// The proof that @fabrique/ui works outside this repository: its packed tarball published to a private registry and
// installed by name into a throwaway Vite + React app (no vanilla-extract, no workspace link), built, rendered in
// Chromium (screenshot and axe) and in Node.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync, spawnSync } from 'node:child_process';
import { foreignFonts } from '@fabrique/test-kit/rendered-fonts';
import { compareScreenshot } from '@fabrique/test-kit/screenshot';
import { startStaticServer } from '@fabrique/test-kit/static-server';
import type { Browser, Page } from 'playwright-core';
import semver from 'semver';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  axeViolations,
  connectBrowser,
  expectInstalledFromRegistry,
  installApp,
  uiDir,
  uiVersion,
  versionOf,
} from './fresh-apps.ts';

const require = createRequire(import.meta.url);
const workspaceDir = fileURLToPath(new URL('..', import.meta.url));
const baseline = join(workspaceDir, 'test/fresh-app.png');
const peerRange = (
  JSON.parse(readFileSync(join(uiDir, 'package.json'), 'utf8')) as { peerDependencies: { react: string } }
).peerDependencies.react;
/** A text as React writes it into HTML, where ’ and the like stay as they are and & < > " are escaped. */
const htmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// The lowest React the peer range allows and the newest (the monorepo's own, kept at the latest release): a range wider
// than what the code uses fails here.
const reactVersions = [semver.minVersion(peerRange)!.version, versionOf('react')];

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
});

it('tests the newest React inside the peer range', () => {
  expect(semver.satisfies(versionOf('react'), peerRange)).toBe(true);
});

describe.each(reactVersions)('a fresh Vite + React %s app using the packed @fabrique/ui', (reactVersion) => {
  let app: string;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    app = join(inject('workDir'), `vite-${reactVersion}`);
    cpSync(join(workspaceDir, 'app'), app, { recursive: true });
    // Vite's own template stylesheet, as a stranger's app keeps it: in a layer of the app's, ordered before the library's
    // by the `@layer` statement, as ui's README says. Read from create-vite itself, so it stays the current template's.
    const template = readFileSync(require.resolve('create-vite/template-react-ts/src/index.css'), 'utf8');
    writeFileSync(
      join(app, 'src/index.css'),
      `@layer app.base, fab.base, fab.components;\n\n@layer app.base {\n${template}}\n`,
    );
    await installApp(app, {
      dependencies: { '@fabrique/ui': uiVersion, react: reactVersion, 'react-dom': reactVersion },
      devDependencies: Object.fromEntries(
        ['vite', 'typescript', '@types/react', '@types/react-dom'].map((name) => [name, versionOf(name)]),
      ),
    });
    const vite = join(app, 'node_modules/.bin/vite');
    execFileSync(vite, ['build'], { cwd: app, stdio: 'inherit' });
    // The same page for Node: Vite compiles the app's TSX only; @fabrique/ui stays external, loaded by Node itself.
    execFileSync(vite, ['build', '--ssr', 'src/App.tsx', '--outDir', 'dist-ssr'], { cwd: app, stdio: 'inherit' });

    server = await startStaticServer({ root: join(app, 'dist'), port: 0 });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 600_000);

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  /**
   * The French messages that English words differently (' (nouvel onglet)', 'Diapositive précédente', '1 sur 2'…), read
   * from the installed package itself; the ones both languages share ("Notification") cannot tell them apart.
   */
  function frenchOnlyStrings(): string[] {
    const script = `
      import { english, french } from '@fabrique/ui';
      const text = (value) => (typeof value === 'function' ? value(1, 2) : value);
      const strings = Object.keys(french)
        .filter((key) => key !== 'errorPagesLang') // a language code, not a text
        .map((key) => [text(french[key]), text(english[key])])
        .filter(([fr, en]) => typeof fr === 'string' && fr !== en)
        .map(([fr]) => fr.trim());
      process.stdout.write(JSON.stringify(strings));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: app, encoding: 'utf8' });
    const strings = JSON.parse(result.stdout) as string[];
    expect(strings).toContain('Diapositive précédente');
    return strings;
  }

  /** The app in a new page, once rendered; a script error (a missing React export…) fails at once with its message. */
  async function openApp(options?: Parameters<Browser['newPage']>[0]): Promise<Page> {
    const page = await browser.newPage(options);
    const rendered = page.getByRole('heading', { level: 1, name: 'A fresh app' }).waitFor();
    const failed = new Promise<never>((_, reject) => page.once('pageerror', reject));
    await page.goto(origin);
    await Promise.race([rendered, failed]);
    return page;
  }

  it('installed @fabrique/ui by name from the registry, not a link to the workspace', async () => {
    await expectInstalledFromRegistry(app);
    const installed = join(app, 'node_modules/@fabrique/ui');
    expect(existsSync(join(installed, 'dist/index.js'))).toBe(true);
    expect(existsSync(join(installed, 'src'))).toBe(false);
    expect(existsSync(join(app, 'node_modules/@vanilla-extract/vite-plugin'))).toBe(false);
  });

  it('type-checks in strict mode', { timeout: 120_000 }, () => {
    const result = spawnSync(join(app, 'node_modules/.bin/tsc'), ['-p', '.'], { cwd: app, encoding: 'utf8' });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('renders the page as its baseline, fonts loaded, axe clean', { timeout: 120_000 }, async () => {
    const page = await openApp({ viewport: { width: 800, height: 1000 }, deviceScaleFactor: 1 });
    // The self-hosted faces of fonts.css, never a system font: the screenshot is the same on every machine.
    await page.evaluate(() => document.fonts.ready);
    expect(await foreignFonts(page)).toEqual([]);
    const accent = await page
      .getByRole('button', { name: 'Get started' })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(accent).toBe('rgb(29, 78, 216)'); // the app's own --fab-color-accent
    // The template's `h1, h2 { font-weight: 500 }` sits in the app's layer, ordered first: the library's headings win.
    const heading = await page
      .getByRole('heading', { level: 1 })
      .evaluate((element) => [getComputedStyle(element).fontWeight, getComputedStyle(element).fontFamily]);
    expect(heading).toEqual(['700', expect.stringMatching(/^"?Montserrat/)]);

    const violations = await axeViolations(page);
    expect(violations).toEqual([]);

    const shot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    await page.close();
    const diff = join(workspaceDir, 'test-results/fresh-app.diff.png');
    // A first run writes the baseline and fails: look at it, then run again (UPDATE_BASELINES=1 rewrites it on purpose).
    expect(compareScreenshot(shot, { baseline, diff }), 'share of pixels off test/fresh-app.png').toBeLessThan(0.001);
  });

  it('answers a press: the carousel moves on', { timeout: 60_000 }, async () => {
    const page = await openApp();
    const second = page.getByRole('group', { name: '2 of 2' });
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => second.getAttribute('data-state')).toBe('active');
    await expect.poll(() => page.getByText('Slide 2 of 2').count()).toBe(1);
    // Every text and accessible name of the English render, the announcement included: no French built-in left.
    const rendered = await page.content();
    await page.close();
    expect(frenchOnlyStrings().filter((text) => rendered.includes(htmlText(text)))).toEqual([]);
  });

  it('renders the same components with react-dom/server in plain Node', { timeout: 60_000 }, () => {
    const script = `
      import { createElement } from 'react';
      import { renderToString } from 'react-dom/server';
      import { App } from './dist-ssr/App.js';
      process.stdout.write(renderToString(createElement(App)));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: app, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    const html = result.stdout;
    expect(html).toContain('A fresh app');
    expect(frenchOnlyStrings().filter((text) => html.includes(htmlText(text)))).toEqual([]);
    // The tabs and the accordion render as native radios and <details> until hydration: usable before any script.
    expect(html).toContain('role="radiogroup"');
    expect(html).toContain('<details');
    expect(html).toContain('Email address');
    // Each component's own class in the server markup is one the package's stylesheet styles (a variant that adds no
    // rule, such as a card without a tone, has a class and no rule of its own).
    const styles = readFileSync(join(app, 'node_modules/@fabrique/ui/dist/styles.css'), 'utf8');
    const classes = [...new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' ')))];
    const roots = ['Container_container', 'Stack_stack', 'Badge_badge', 'Card_card', 'Button_button', 'TabSet_root'];
    const rootClasses = classes.filter((name) => roots.some((root) => name.startsWith(`${root}__`)));
    expect(rootClasses).toHaveLength(roots.length);
    expect(rootClasses.filter((name) => !styles.includes(`.${name}`))).toEqual([]);
  });
});
