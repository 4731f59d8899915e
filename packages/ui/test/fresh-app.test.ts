// The proof that @fabrique/ui works outside this repository: its packed tarball installed into a throwaway Vite +
// React app (no vanilla-extract, no workspace link), built, rendered in Chromium (screenshot and axe) and in Node.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { extname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { chromium, type Browser } from 'playwright-core';
import pngjs from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageDir, packUi } from './packed.ts';

const require = createRequire(import.meta.url);
const { PNG } = pngjs;
const baseline = join(packageDir, 'test/fresh-app.png');
const updateBaseline = process.env.UPDATE_BASELINES === '1';
let packed: ReturnType<typeof packUi>;
let app: string;
let server: Server;
let browser: Browser;
let origin: string;

/** The versions the monorepo uses, so that the install is served from the local npm cache. */
const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

beforeAll(async () => {
  packed = packUi();
  app = join(packed.dir, 'app');
  cpSync(join(packageDir, 'test/fresh-app'), app, { recursive: true });
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'fresh-app',
      private: true,
      type: 'module',
      dependencies: {
        '@fabrique/ui': `file:${packed.tarball}`,
        react: versionOf('react'),
        'react-dom': versionOf('react-dom'),
      },
      devDependencies: { vite: versionOf('vite') },
    }),
  );
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: app,
    stdio: 'inherit',
  });
  const vite = join(app, 'node_modules/.bin/vite');
  execFileSync(vite, ['build'], { cwd: app, stdio: 'inherit' });
  // The same page for Node: Vite compiles the app's JSX only; @fabrique/ui stays external, loaded by Node itself.
  execFileSync(vite, ['build', '--ssr', 'src/App.jsx', '--outDir', 'dist-ssr'], { cwd: app, stdio: 'inherit' });

  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
  };
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(app, 'dist', path === '/' ? 'index.html' : path);
    if (!file.startsWith(join(app, 'dist')) || !existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-dev-shm-usage'],
  });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (packed) rmSync(packed.dir, { recursive: true, force: true });
}, 60_000);

describe('a fresh Vite + React app using the packed @fabrique/ui', () => {
  it('installed the tarball, not a link to the workspace', () => {
    const installed = join(app, 'node_modules/@fabrique/ui');
    expect(existsSync(join(installed, 'dist/index.js'))).toBe(true);
    expect(existsSync(join(installed, 'src'))).toBe(false);
    expect(existsSync(join(app, 'node_modules/@vanilla-extract/vite-plugin'))).toBe(false);
  });

  it('renders the page as its baseline, fonts loaded, axe clean', { timeout: 120_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 800, height: 1000 }, deviceScaleFactor: 1 });
    await page.goto(origin);
    await page.getByRole('heading', { level: 1, name: 'Une application neuve' }).waitFor();
    // The self-hosted faces of fonts.css, never a system font: the screenshot is the same on every machine.
    await page.evaluate(() => document.fonts.ready);
    expect(
      await page.evaluate(() => document.fonts.check('16px Inter') && document.fonts.check('700 16px Montserrat')),
    ).toBe(true);
    const accent = await page
      .getByRole('button', { name: 'Commencer' })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(accent).toBe('rgb(29, 78, 216)'); // the app's own --fab-color-accent

    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    const violations = await page.evaluate(async () => {
      const { violations } = await (
        window as unknown as { axe: { run: () => Promise<{ violations: { id: string }[] }> } }
      ).axe.run();
      return violations.map((violation) => violation.id);
    });
    expect(violations).toEqual([]);

    const shot = PNG.sync.read(await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }));
    await page.close();
    if (updateBaseline || !existsSync(baseline)) {
      writeFileSync(baseline, PNG.sync.write(shot));
      expect(updateBaseline, 'no baseline yet: written, run again with UPDATE_BASELINES=1 to accept it').toBe(true);
      return;
    }
    const expected = PNG.sync.read(readFileSync(baseline));
    expect([shot.width, shot.height]).toEqual([expected.width, expected.height]);
    const diff = new PNG({ width: shot.width, height: shot.height });
    const changed = pixelmatch(shot.data, expected.data, diff.data, shot.width, shot.height, { threshold: 0.1 });
    if (changed > 0) {
      mkdirSync(join(packageDir, 'test-results'), { recursive: true });
      writeFileSync(join(packageDir, 'test-results/fresh-app.diff.png'), PNG.sync.write(diff));
    }
    expect(changed / (shot.width * shot.height)).toBeLessThan(0.001);
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
    expect(html).toContain('Une application neuve');
    // The tabs and the accordion render as native radios and <details> until hydration: usable before any script.
    expect(html).toContain('role="radiogroup"');
    expect(html).toContain('<details');
    expect(html).toContain('Adresse e-mail');
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
