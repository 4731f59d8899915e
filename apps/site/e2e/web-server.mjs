import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalBackend } from '../../../scripts/lib/local-backend.mjs';
import { buildSiteAt, e2eBuildEpoch } from '../../../scripts/lib/site-build.mjs';
import { siteBuildDir, startSiteServer } from '../../../scripts/lib/site-server.mjs';
import { parisToday } from '@fabrique/content/dates';

/** The built site calls the functions there (baked in at build time), so the test backend must take this port. */
const backendPort = 54321;

function portIsFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The day a build's pages were rendered for, as its home page says (`data-build-day`). */
async function buildDay(clientDir: string) {
  return /<html[^>]* data-build-day="([^"]+)"/.exec(await readFile(join(clientDir, 'index.html'), 'utf8'))?.[1];
}

async function serve(root?: string) {
  const server = await startSiteServer({ port: 0, root });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The site server has no port');
  return { server, url: `http://127.0.0.1:${address.port}` };
}

/**
 * Serves the built site once for every end-to-end test file, beside the embedded backend (functions under Deno,
 * PGlite in memory, rate limit lifted) writing its e-mails to a fresh outbox folder. The main build is dated
 * `e2eBuildEpoch` (December 2025); a second build, dated now, is made here for the tests of what a fresh deploy shows.
 */
export default async function setup(project: TestProject) {
  const day = await buildDay(siteBuildDir);
  if (day !== parisToday(e2eBuildEpoch * 1000)) {
    throw new Error(
      `The site build is dated ${day ?? '(unknown)'}, the end-to-end tests expect ${parisToday(e2eBuildEpoch * 1000)}: build it with ` +
        `SOURCE_DATE_EPOCH=${e2eBuildEpoch} npx turbo run build --filter=@fabrique/site (node scripts/test-e2e.mjs does).`,
    );
  }
  if (!(await portIsFree(backendPort))) {
    throw new Error(
      `Port ${backendPort} is taken (is \`npm start\` running?). The end-to-end tests start their own backend there: stop the other one first.`,
    );
  }
  // Whole seconds, like SOURCE_DATE_EPOCH; the tests judge against this instant, not a clock read later.
  const todayEpoch = Math.floor(Date.now() / 1000);
  // Inside the site's build folder: the server bundle resolves its packages from the project's node_modules.
  const todayDir = join(siteBuildDir, '../dated-today');
  const todayBuild = buildSiteAt({ epoch: todayEpoch, directory: todayDir });

  const { server, url: siteUrl } = await serve();
  const outboxDir = await mkdtemp(join(tmpdir(), 'fabrique-e2e-outbox-'));
  const backend = await startLocalBackend({
    port: backendPort,
    dbDir: 'memory',
    outboxDir,
    siteUrl,
    origins: [siteUrl],
    noRateLimit: true,
    quiet: true,
  }).catch(async (error: unknown) => {
    // Nothing left running behind a failed setup: the dated build finishes, the server closes.
    await todayBuild;
    server.close();
    throw error;
  });

  if ((await todayBuild) !== 0) {
    await backend.stop();
    server.close();
    throw new Error(
      `The build dated today failed: rerun it with SOURCE_DATE_EPOCH=${todayEpoch} SITE_BUILD_DIR=${todayDir} npm run build -w @fabrique/site`,
    );
  }
  const { server: todayServer, url: todaySiteUrl } = await serve(join(todayDir, 'client'));

  project.provide('siteUrl', siteUrl);
  project.provide('buildEpoch', e2eBuildEpoch);
  project.provide('todaySiteUrl', todaySiteUrl);
  project.provide('todayEpoch', todayEpoch);
  project.provide('backendUrl', backend.url);
  project.provide('outboxDir', outboxDir);
  return async () => {
    await backend.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await new Promise<void>((resolve) => todayServer.close(() => resolve()));
    await rm(outboxDir, { recursive: true, force: true });
    await rm(todayDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    /** SOURCE_DATE_EPOCH of the main build (seconds): pages open with the browser clock fixed at it. */
    buildEpoch: number;
    /** The same site built as of `todayEpoch` (the real date when the tests started). */
    todaySiteUrl: string;
    todayEpoch: number;
    backendUrl: string;
    outboxDir: string;
  }
}
