import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalBackend } from '../../../scripts/lib/local-backend.mjs';
import { startSiteServer } from '../../../scripts/lib/site-server.mjs';

/** The built site calls the functions there (baked in at build time), so the test backend must take this port. */
const backendPort = 54321;

function portIsFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * Serves the built site once for every end-to-end test file, beside the embedded backend (functions under Deno,
 * PGlite in memory, rate limit lifted) writing its e-mails to a fresh outbox folder.
 */
export default async function setup(project: TestProject) {
  const server = await startSiteServer({ port: 0 });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The site server has no port');
  const siteUrl = `http://127.0.0.1:${address.port}`;

  if (!(await portIsFree(backendPort))) {
    server.close();
    throw new Error(
      `Port ${backendPort} is taken (is \`npm start\` running?). The end-to-end tests start their own backend there: stop the other one first.`,
    );
  }
  const outboxDir = await mkdtemp(join(tmpdir(), 'fabrique-e2e-outbox-'));
  const backend = await startLocalBackend({
    port: backendPort,
    dbDir: 'memory',
    outboxDir,
    siteUrl,
    origins: [siteUrl],
    noRateLimit: true,
    quiet: true,
  });

  project.provide('siteUrl', siteUrl);
  project.provide('backendUrl', backend.url);
  project.provide('outboxDir', outboxDir);
  return async () => {
    await backend.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(outboxDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    backendUrl: string;
    outboxDir: string;
  }
}
