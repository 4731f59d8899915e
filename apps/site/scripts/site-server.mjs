import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '@fabrique/test-kit/static-server';
import { parseRedirectsFile } from './redirects.mjs';
import { parseHeadersFile } from './security-headers.mjs';

export const siteBuildDir = join(dirname(fileURLToPath(import.meta.url)), '../build/client');

/** Cloudflare Pages' not-found rule: the nearest 404.html up the address's folders, the site's own last. */
export function nearestNotFound(pathname, exists) {
  let folder = pathname;
  while (folder) {
    folder = folder.slice(0, folder.lastIndexOf('/'));
    if (exists(`${folder}/404.html`)) return `${folder}/404.html`;
  }
  return undefined;
}

/**
 * Serves the prerendered site as Cloudflare Pages does: the build's `_redirects` rules first (a 200 serves another file
 * at the same address), its `_headers` rules on every answer, and for an unknown path the nearest 404.html with a 404.
 */
export function startSiteServer({ port = 4173, host = '127.0.0.1', root = siteBuildDir } = {}) {
  const read = (name, parse, none) =>
    existsSync(join(root, name)) ? parse(readFileSync(join(root, name), 'utf8')) : none;
  const headersFor = read('_headers', parseHeadersFile, () => ({}));
  const redirectFor = read('_redirects', parseRedirectsFile, () => undefined);
  const notFoundFor = (pathname) => nearestNotFound(pathname, (path) => existsSync(join(root, path)));
  return startStaticServer({ root, port, host, headersFor, redirectFor, notFoundFor });
}
