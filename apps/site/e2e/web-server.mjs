// The e2e's site server, started and stopped by Playwright (playwright.config.ts, `webServer`): the site built as of
// SOURCE_DATE_EPOCH through turbo (a cache hit when nothing changed; a build of its own when this run's backend is not
// on the usual port, see the config), the same site built as of E2E_TODAY_EPOCH for
// the tests of what a fresh deploy shows, each served by Cloudflare Pages' own runtime (`wrangler pages dev`, workerd,
// offline) on the ports the config chose. Playwright waits for the line saying both are served.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localAnonKey } from '@fabrique/forms/local-backend';
import { buildSiteAt } from '../scripts/site-build.mjs';
import { siteBuildDir, startPagesServer } from '../scripts/site-server.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const env = (name) => {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: start the end-to-end tests with \`npx playwright test\` in apps/site`);
  return value;
};
const sitePort = Number(env('E2E_SITE_PORT'));
const todayPort = Number(env('E2E_TODAY_SITE_PORT'));
const todayEpoch = Number(env('E2E_TODAY_EPOCH'));
const todayDir = env('E2E_TODAY_BUILD_DIR');
const outboxDir = env('E2E_OUTBOX_DIR');
const backendUrl = env('E2E_BACKEND_URL');
const siteDir = env('E2E_SITE_BUILD_DIR');
// Forms posted without JavaScript go through the site's Pages Function to this run's backend, which shares the secret.
const formRelay = { backendUrl, anonKey: localAnonKey, secret: env('E2E_FORM_RELAY_SECRET') };
// Built for this run's backend address (baked in at build time) in a folder of its own, instead of turbo's build/.
const ownBuildDir = siteDir === siteBuildDir ? undefined : dirname(siteDir);

function turboBuild() {
  const child = spawn('npx', ['turbo', 'run', 'build', '--filter=@fabrique/site', '--output-logs=errors-only'], {
    cwd: root,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

// A fresh outbox: the tests count the e-mails they cause (the backend writes its first one after this server is up).
await rm(outboxDir, { recursive: true, force: true });
await rm(env('E2E_SITE_LOG'), { force: true });

// Side by side: the dated build writes outside build/, which turbo's build empties and caches.
const [mainCode, todayCode] = await Promise.all([
  ownBuildDir
    ? buildSiteAt({ epoch: Number(env('SOURCE_DATE_EPOCH')), directory: ownBuildDir, backendUrl })
    : turboBuild(),
  buildSiteAt({ epoch: todayEpoch, directory: todayDir, backendUrl }),
]);
if (mainCode !== 0) throw new Error(`The site build (SOURCE_DATE_EPOCH=${process.env.SOURCE_DATE_EPOCH}) failed`);
if (todayCode !== 0)
  throw new Error(
    `The build dated today failed: rerun it with SOURCE_DATE_EPOCH=${todayEpoch} SITE_BUILD_DIR=${todayDir} npm run build -w @fabrique/site`,
  );

// Side by side too (workerd takes seconds to start); Playwright waits for the line below (the config's `wait`).
const [todayServer, server] = await Promise.all([
  startPagesServer({ port: todayPort, root: `${todayDir}/client`, formRelay }),
  startPagesServer({ port: sitePort, root: siteDir, formRelay, logFile: env('E2E_SITE_LOG') }),
]);
console.log(`Site served on http://127.0.0.1:${sitePort}, the build dated today on http://127.0.0.1:${todayPort}`);

async function stop() {
  await Promise.all([server.stop(), todayServer.stop()]);
  await rm(todayDir, { recursive: true, force: true });
  if (ownBuildDir) await rm(ownBuildDir, { recursive: true, force: true });
  await rm(outboxDir, { recursive: true, force: true });
  await rm(env('E2E_SITE_LOG'), { force: true });
  await rm(env('E2E_BACKEND_LOG'), { force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
