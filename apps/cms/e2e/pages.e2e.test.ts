// The editor as the organisation hosts it: its production build (GitHub mode) and its API as a Pages Function, both
// served by Cloudflare's own runtime (`wrangler pages dev`, workerd), on loopback, offline. With its settings it signs
// in through GitHub; without them it fails closed; and no source file is ever served.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromiumLaunchOptions } from '@fabrique/test-kit';
import { startPagesDev, type PagesDev } from '@fabrique/test-kit/pages-dev';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const cms = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(cms, '../..');
/** A package's command-line entry, run on this test's own Node. */
const bin = (name: string, path: string) =>
  join(dirname(createRequire(import.meta.url).resolve(`${name}/package.json`)), path);
const vite = bin('vite', 'bin/vite.js');
const settings = {
  KEYSTATIC_GITHUB_REPO: 'la-fabrique/site',
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv23liRehearsal',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'a-client-secret-for-the-rehearsal',
  KEYSTATIC_SECRET: 'a-secret-of-at-least-thirty-two-characters',
};

/** `wrangler pages dev` of the built editor, from apps/cms (its functions/ folder), with `bindings` as its environment. */
const servePages = (dir: string, bindings: Record<string, string>) => startPagesDev({ dir, cwd: cms, bindings });

let build: string;
let configured: PagesDev;
let unconfigured: PagesDev;

beforeAll(async () => {
  build = mkdtempSync(join(tmpdir(), 'fabrique-editor-build-'));
  // The build the publishing workflow deploys: GitHub mode, the repository named at build time.
  await promisify(execFile)(
    process.execPath,
    [vite, 'build', '--configLoader', 'runner', '--logLevel', 'warn', '--outDir', build],
    {
      cwd: cms,
      env: { ...process.env, VITE_KEYSTATIC_GITHUB_REPO: settings.KEYSTATIC_GITHUB_REPO },
    },
  );
  [configured, unconfigured] = await Promise.all([servePages(build, settings), servePages(build, {})]);
});

afterAll(async () => {
  await Promise.all([configured?.stop(), unconfigured?.stop()]);
  if (build) rmSync(build, { recursive: true, force: true });
});

const get = (base: PagesDev, path: string, init?: RequestInit) =>
  fetch(`${base.url}${path}`, { redirect: 'manual', ...init });

describe('the editor on Cloudflare Pages (workerd)', () => {
  test('the admin loads under its strict policy and offers GitHub sign-in, calling nothing but itself', async () => {
    for (const path of ['/keystatic', '/keystatic/collection/courses']) {
      const response = await get(configured, path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
    }
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage();
      const foreign: string[] = [];
      const violations: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(configured.url)) foreign.push(request.url());
      });
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await page.goto(`${configured.url}/keystatic`);
      // GitHub mode's first screen: the sign-in link, which goes to the API's login route.
      const signIn = page.locator('a[href^="/api/keystatic/github/login"]');
      await signIn.waitFor();
      expect(await signIn.textContent()).toBe('Se connecter avec GitHub');
      expect(foreign).toEqual([]);
      expect(violations).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('signing in redirects to GitHub’s authorisation page with the project’s client id', async () => {
    const response = await get(configured, '/api/keystatic/github/login');
    expect([302, 307]).toContain(response.status);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe(settings.KEYSTATIC_GITHUB_CLIENT_ID);
    expect(location.searchParams.get('redirect_uri')).toBe(`${configured.url}/api/keystatic/github/oauth/callback`);
  });

  test('without its settings every API route answers 503 in French, and nothing is written', async () => {
    for (const [path, init] of [
      ['/api/keystatic/github/login', undefined],
      ['/api/keystatic/tree', undefined],
      ['/api/keystatic/update', { method: 'POST', body: '{}' }],
    ] as const) {
      const response = await get(unconfigured, path, init);
      expect(response.status, path).toBe(503);
      const text = await response.text();
      expect(text).toContain('L’éditeur n’est pas encore configuré');
      expect(text).toContain('KEYSTATIC_GITHUB_REPO');
    }
    // Local mode's routes do not exist in GitHub mode: a save can never reach a disk.
    expect((await get(configured, '/api/keystatic/update', { method: 'POST', body: '{}' })).status).toBe(404);
  });

  test('no source, dependency or Vite file is ever served', async () => {
    for (const path of [
      `/@fs${repo}/package.json`,
      `/@fs${repo}/supabase/config.toml`,
      '/@vite/client',
      '/src/main.tsx',
      '/src/keystatic.config.ts',
      '/functions/api/keystatic/[[path]].ts',
      '/package.json',
      '/vite.config.ts',
      '/node_modules/react/package.json',
      '/.env',
    ]) {
      const response = await get(configured, path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Page introuvable');
    }
  });
});
