import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.mjs';

export const siteBuildDir = join(dirname(fileURLToPath(import.meta.url)), '../../apps/site/build/client');

/** Serves the prerendered site as a static host would; unknown paths get the SPA fallback with a 404 status. */
export function startSiteServer({ port = 4173, host = '127.0.0.1' } = {}) {
  return startStaticServer({ root: siteBuildDir, port, host, notFound: '/__spa-fallback.html' });
}
