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
import { stateCookie } from '../src/github-sign-in.ts';
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

const callback = '/api/keystatic/github/oauth/callback';

/** A response's cookies by name: value and attributes (sorted, `Expires` left out: a date). */
function setCookies(response: Response) {
  const cookies = new Map<string, { value: string; attributes: string[] }>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(/;\s*/);
    const at = pair.indexOf('=');
    cookies.set(pair.slice(0, at), {
      value: pair.slice(at + 1),
      attributes: attributes.filter((attribute) => !/^expires=/i.test(attribute)).sort(),
    });
  }
  return cookies;
}

/** An HTML page in French with `heading`, and no trace of a stack or of Keystatic's English. */
async function expectFrenchPage(response: Response, heading: string) {
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  const text = await response.text();
  expect(text).toContain('<html lang="fr">');
  expect(text).toContain(`<h1>${heading}</h1>`);
  expect(text).not.toMatch(/ at |Error|Authorization failed|Bad Request|stack/);
  return text;
}

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

  test('signing in redirects to GitHub’s authorisation page with a fresh state, kept in a Secure HttpOnly cookie', async () => {
    const states = new Set<string>();
    for (const from of ['', '?from=branch/main/collection/courses']) {
      const response = await get(configured, `/api/keystatic/github/login${from}`);
      expect([302, 307]).toContain(response.status);
      const location = new URL(response.headers.get('location')!);
      expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
      expect(location.searchParams.get('client_id')).toBe(settings.KEYSTATIC_GITHUB_CLIENT_ID);
      expect(location.searchParams.get('redirect_uri')).toBe(`${configured.url}${callback}`);
      const state = location.searchParams.get('state')!;
      expect(state).toMatch(/^[0-9a-f]{64}$/);
      states.add(state);
      const cookies = setCookies(response);
      expect(cookies.get(stateCookie)).toEqual({
        value: state,
        attributes: ['HttpOnly', 'Max-Age=600', `Path=${callback}`, 'SameSite=Lax', 'Secure'],
      });
      // Keystatic's own cookie remembering the branch to go back to follows our state, and is Secure too.
      if (from) expect(cookies.get(`ks-${state}`)?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'Secure']));
      else expect(cookies.size).toBe(1);
    }
    expect(states.size).toBe(2);
  });

  test('Keystatic’s own cookies are Secure too, whatever NODE_ENV the build had', async () => {
    const response = await get(configured, '/api/keystatic/github/logout');
    expect(response.status).toBe(307);
    const cookies = setCookies(response);
    expect([...cookies.keys()].sort()).toEqual(['keystatic-gh-access-token', 'keystatic-gh-refresh-token']);
    for (const [name, { attributes }] of cookies) expect(attributes, name).toContain('Secure');
  });

  test('a callback without the state this browser was given is refused with a French page, its cookie cleared', async () => {
    const login = await get(configured, '/api/keystatic/github/login');
    const state = new URL(login.headers.get('location')!).searchParams.get('state')!;
    const cookie = `${stateCookie}=${state}`;
    const other = 'f'.repeat(64);
    for (const [query, headers] of [
      ['?code=a-code', { cookie }],
      [`?code=a-code&state=${other}`, { cookie }],
      [`?code=a-code&state=${state}`, {}],
      [`?code=a-code&state=${state}`, { cookie: `${stateCookie}=${other}` }],
      // Keystatic's own states: the one it never bound to a browser, and the GitHub App installation's.
      ['?code=a-code&state=close', { cookie }],
      ['?code=a-code&state=close', { cookie: `${stateCookie}=close` }],
      // Bogus callbacks: no code, GitHub's error, nothing at all.
      ['', {}],
      ['?error=access_denied&error_description=The+user+has+denied+your+application+access.', {}],
    ] as const) {
      const response = await get(configured, `${callback}${query}`, { headers });
      expect(response.status, query).toBe(403);
      await expectFrenchPage(response, 'Connexion refusée');
      expect(setCookies(response).get(stateCookie)?.attributes, query).toEqual(
        expect.arrayContaining(['Max-Age=0', 'Secure', 'HttpOnly']),
      );
      expect(setCookies(response).has('keystatic-gh-access-token'), query).toBe(false);
    }
  });

  test('a callback with its state goes on to GitHub’s token exchange, and fails there in French', async () => {
    const login = await get(configured, '/api/keystatic/github/login?from=branch/main');
    const state = new URL(login.headers.get('location')!).searchParams.get('state')!;
    const cookie = [...setCookies(login)].map(([name, { value }]) => `${name}=${value}`).join('; ');
    const response = await get(configured, `${callback}?code=a-code-github-never-issued&state=${state}`, {
      headers: { cookie },
    });
    // Offline, GitHub cannot be reached (502); online, it refuses the code (401). Never the state's refusal.
    expect([401, 502]).toContain(response.status);
    await expectFrenchPage(response, 'La connexion avec GitHub n’a pas abouti');
    const cookies = setCookies(response);
    expect(cookies.get(stateCookie)?.attributes).toEqual(expect.arrayContaining(['Max-Age=0', 'Secure']));
    expect(cookies.get(`ks-${state}`)?.attributes).toEqual(expect.arrayContaining(['Max-Age=0', 'Secure']));
    expect(cookies.has('keystatic-gh-access-token')).toBe(false);
  });

  test('a malformed sign-in address answers a French page, not a stack trace', async () => {
    const response = await get(configured, '/api/keystatic/github/%E0%A4%A');
    expect(response.status).toBe(502);
    await expectFrenchPage(response, 'La connexion avec GitHub n’a pas abouti');
  });

  test('without its settings the editor and its API answer a French 503 naming what is missing', async () => {
    for (const [path, init] of [
      ['/keystatic', undefined],
      ['/keystatic/collection/courses', undefined],
      ['/api/keystatic/github/login', undefined],
      ['/api/keystatic/tree', undefined],
      ['/api/keystatic/update', { method: 'POST', body: '{}' }],
    ] as const) {
      const response = await get(unconfigured, path, init);
      expect(response.status, path).toBe(503);
      const text = await expectFrenchPage(response, 'L’éditeur n’est pas encore configuré');
      for (const name of Object.keys(settings)) expect(text, path).toContain(`<code>${name}</code>`);
      expect(text, path).not.toContain('Se connecter avec GitHub');
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
