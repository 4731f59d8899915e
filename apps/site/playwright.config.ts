import { randomBytes } from 'node:crypto';
import { register } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { localBackendHost, localBackendPort } from '@fabrique/forms/local-backend';
import { assertChromium, chromiumLaunchOptions } from '@fabrique/test-kit';
import { freePort, portIsFree } from '@fabrique/test-kit/ports';
import { e2eBuildEpoch } from './scripts/site-build.mjs';
import { siteBuildDir } from './scripts/site-server.mjs';

/** The local backend's usual port: the site's usual build (turbo's, cached) sends its forms there (app/lib/config.ts). */
const usualBackendPort = localBackendPort;

// Chosen once by the runner; its workers load this file again and inherit the values through the environment.
// When another run holds the usual backend port, this one takes a free port and web-server.mjs builds the site for
// that address in a folder of its own: two runs side by side, the second one a build longer.
process.env.E2E_BACKEND_PORT ??= String((await portIsFree(usualBackendPort)) ? usualBackendPort : await freePort());
const backendPort = Number(process.env.E2E_BACKEND_PORT);
process.env.E2E_SITE_PORT ??= String(await freePort());
process.env.E2E_TODAY_SITE_PORT ??= String(await freePort());
// Whole seconds, like SOURCE_DATE_EPOCH: the tests judge against this instant, not a clock read later.
process.env.E2E_TODAY_EPOCH ??= String(Math.floor(Date.now() / 1000));
// Created by the backend's first e-mail, emptied by e2e/web-server.mjs when it starts and when it stops.
process.env.E2E_OUTBOX_DIR ??= join(tmpdir(), `fabrique-e2e-outbox-${process.env.E2E_SITE_PORT}`);
// Inside the site's folder (the server bundle resolves its packages from the project's node_modules), outside build/.
process.env.E2E_TODAY_BUILD_DIR ??= fileURLToPath(
  new URL(`test-results/build-dated-today-${process.env.E2E_SITE_PORT}`, import.meta.url),
);
process.env.E2E_SITE_BUILD_DIR ??=
  backendPort === usualBackendPort
    ? siteBuildDir
    : fileURLToPath(new URL(`test-results/build-${process.env.E2E_SITE_PORT}/client`, import.meta.url));
process.env.E2E_BUILD_EPOCH = String(e2eBuildEpoch);
// What the host (wrangler, its access log) and the backend write, read by the tests that no typed value is logged.
process.env.E2E_SITE_LOG ??= join(tmpdir(), `fabrique-e2e-site-${process.env.E2E_SITE_PORT}.log`);
process.env.E2E_BACKEND_LOG ??= join(tmpdir(), `fabrique-e2e-backend-${process.env.E2E_SITE_PORT}.log`);
// Shared by the backend and the site's form relay for this run only (never written anywhere).
process.env.E2E_FORM_RELAY_SECRET ??= randomBytes(32).toString('base64url');
process.env.E2E_BACKEND_URL = `http://${localBackendHost}:${backendPort}`;
assertChromium();
// In the runner and in each worker, before any test file: the catalogue's image imports (see the hook).
register('./e2e/asset-loader.mjs', import.meta.url);

const siteUrl = `http://127.0.0.1:${process.env.E2E_SITE_PORT}`;
const root = fileURLToPath(new URL('../..', import.meta.url));

/** End-to-end tests: the built site served by Cloudflare Pages' runtime on 127.0.0.1 beside the local backend, driven in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.test.ts',
  timeout: 30_000,
  // Two, one per core. Four did not shorten a clean-clone run (the tests' phase took 420 s against 427 s on two, each test
  // 70 % longer) and pushed the longest sessions test past its 30 s timeout.
  workers: 2,
  forbidOnly: !!process.env.CI,
  outputDir: 'test-results/artifacts',
  reporter: [
    ['list'],
    ['html', { outputFolder: 'test-results/html', open: 'never' }],
    ['json', { outputFile: 'test-results/e2e.json' }],
  ],
  expect: {
    // The tolerance of the former comparator: 0.1 % of the pixels may differ, each by pixelmatch's colour threshold 0.1.
    toHaveScreenshot: { maxDiffPixelRatio: 0.001, threshold: 0.1 },
  },
  use: {
    baseURL: siteUrl,
    launchOptions: chromiumLaunchOptions,
    // A failed test's trace (actions, DOM snapshots, network and console) with E2E_TRACE=1: recorded for every test, it
    // cost about 15 % of the step (bench/test-times.md), and CI keeps no artefact. Without the screencast, which encodes
    // frames all along every test (the home page's carousels repaint without end) to keep only the failures'.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    // The phone width of the full-page captures; the other tests at 390 px set it themselves, in the desktop project.
    { name: 'phone', use: { viewport: { width: 390, height: 844 } }, testMatch: 'visual.e2e.test.ts' },
  ],
  webServer: [
    {
      // The embedded backend: functions under Deno, PGlite in memory, e-mails to a fresh outbox, rate limit lifted.
      command: [
        'npm run start -w @fabrique/functions --',
        `--port ${backendPort} --db memory --outbox ${process.env.E2E_OUTBOX_DIR}`,
        `--site-url ${siteUrl} --origins ${siteUrl} --no-rate-limit`,
        // Its whole output, kept for the tests (forms-without-js.e2e.test.ts reads it); e2e/web-server.mjs removes it.
        `> ${process.env.E2E_BACKEND_LOG} 2>&1`,
      ].join(' '),
      cwd: root,
      env: { FORM_RELAY_SECRET: process.env.E2E_FORM_RELAY_SECRET },
      url: `${process.env.E2E_BACKEND_URL}/local/rows/contact_messages`,
      reuseExistingServer: false,
      // Deno compiles the functions first: over a minute on a loaded two-core machine.
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      // Both builds served by `wrangler pages dev` (workerd), then this line.
      command: 'node e2e/web-server.mjs',
      env: { SOURCE_DATE_EPOCH: String(e2eBuildEpoch) },
      wait: { stdout: /^Site served on /m },
      reuseExistingServer: false,
      // Two site builds on a cold cache: minutes on a busy machine.
      timeout: 600_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
