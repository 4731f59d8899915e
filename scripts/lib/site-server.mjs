import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHeadersFile } from '../../apps/site/scripts/security-headers.mjs';
import { startStaticServer } from './static-server.mjs';

export const siteBuildDir = join(dirname(fileURLToPath(import.meta.url)), '../../apps/site/build/client');

/**
 * Serves the prerendered site as a static host would: the build's `_headers` rules on every answer,
 * and the 404 page with a 404 status for unknown paths.
 */
export function startSiteServer({ port = 4173, host = '127.0.0.1', root = siteBuildDir } = {}) {
  const headersPath = join(root, '_headers');
  const headersFor = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : () => ({});
  return startStaticServer({ root, port, host, headersFor, notFound: '/404.html' });
}
