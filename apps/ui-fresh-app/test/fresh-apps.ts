// What every fresh app's test shares: the installed package's facts, the install from the private registry, the shared
// browser, a server started and stopped on a free port, and the page checks (axe, console, network).
import { execFile, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@fabrique/test-kit/ports';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

const require = createRequire(import.meta.url);
export const uiDir = dirname(require.resolve('@fabrique/ui/package.json'));
export const uiVersion = (JSON.parse(readFileSync(join(uiDir, 'package.json'), 'utf8')) as { version: string }).version;
/** The versions the monorepo uses, so that the install is served from the local npm cache. */
export const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
export const run = promisify(execFile);
/** A production build and server: vitest's own NODE_ENV (test) would give React's development build. */
export const production = { ...process.env, NODE_ENV: 'production' };

/**
 * The machine's npm configuration (registry, CA, proxy), which npm passes to scripts as `npm_config_*`, without the
 * monorepo's own install-script policy (its `.npmrc`): a stranger's app approves its own packages' scripts.
 */
export function strangersNpmEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_config_(strict_)?allow_scripts$/i.test(name)),
  );
}

/**
 * Writes the app's manifest and `.npmrc` (the scope from the private registry, everything else from the usual one) and
 * runs `npm install` with this process's environment; asynchronous, since the registry answers from the main process.
 */
export async function installApp(
  app: string,
  manifest: { dependencies: Record<string, string>; devDependencies?: Record<string, string> },
) {
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'fresh-app', private: true, type: 'module', ...manifest }),
  );
  writeFileSync(join(app, '.npmrc'), `@fabrique:registry=${inject('registryUrl')}\n`);
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: app,
    env: strangersNpmEnv(),
  });
}

/** The app's lock holds the very tarball the registry serves, installed as a package: no source, no workspace link. */
export async function expectInstalledFromRegistry(app: string) {
  const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version: string; integrity: string; link?: boolean }>;
  };
  const locked = lock.packages['node_modules/@fabrique/ui']!;
  const published = (await (await fetch(`${inject('registryUrl')}@fabrique%2Fui`)).json()) as {
    versions: Record<string, { dist: { integrity: string } }>;
  };
  expect(locked.link).toBeUndefined();
  expect(locked.version).toBe(uiVersion);
  expect(locked.integrity).toBe(published.versions[uiVersion]!.dist.integrity);
}

export const connectBrowser = (): Promise<Browser> => chromium.connect(inject('browserEndpoint'));

/**
 * Starts an app's server on a free loopback port and resolves once it answers; `stop()` ends it. Its output is kept for
 * the error message when it exits before answering.
 */
export async function startAppServer(
  command: string,
  args: (port: number) => string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(command, args(port), { cwd: options.cwd, env: { ...production, ...options.env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${command} exited (${code}) before answering:\n${output}`))),
  );
  const answering = (async () => {
    for (;;) {
      try {
        if ((await fetch(origin)).ok) return;
      } catch {
        // Not listening yet: ask again once the event loop has turned.
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  await Promise.race([answering, exited]);
  return {
    origin,
    stop: async () => {
      if (child.exitCode !== null) return;
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await ended;
    },
  };
}

/**
 * What a page says while it lives: console errors and warnings (React's hydration mismatches among them), uncaught
 * errors, failed responses, and every request that leaves the app's origin (no font or script from elsewhere).
 */
export function watchPage(page: Page, origin: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:'))
      problems.push(`request: ${request.url()}`);
  });
  return problems;
}

/** axe-core's violations on the page, by rule id. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const { violations } = await (
      window as unknown as { axe: { run: () => Promise<{ violations: { id: string }[] }> } }
    ).axe.run();
    return violations.map((violation) => violation.id);
  });
}

/**
 * The interactive compound components answer, hydrated: Radix's accordion button and tab, embla's carousel. Before
 * hydration the accordion is a <details> and the tabs are radios, so these roles exist only once React runs.
 */
export async function expectInteractive(
  page: Page,
  names: { question: string; tab: string; carousel: string; nextSlide: string },
) {
  const question = page.getByRole('button', { name: names.question });
  await question.click();
  await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
  const tab = page.getByRole('tab', { name: names.tab });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  const carousel = page.getByRole('group', { name: names.carousel });
  const second = carousel.getByRole('group', { name: '2 of 2' }).filter({ hasText: names.nextSlide });
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect.poll(() => second.getAttribute('data-state')).toBe('active');
}
