import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPagesDev } from '@fabrique/test-kit/pages-dev';
import { startStaticServer } from '@fabrique/test-kit/static-server';
import { parseRedirectsFile } from './redirects.mjs';
import { parseHeadersFile } from './security-headers.mjs';

const siteDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const siteBuildDir = join(siteDir, 'build/client');

/**
 * Serves the prerendered site with Cloudflare Pages' own runtime (`wrangler pages dev`, workerd): its `_headers`,
 * `_redirects`, not-found pages, caching and trailing slashes as production applies them. For `npm start` and the e2e.
 */
export function startPagesServer({ port, host = '127.0.0.1', root = siteBuildDir, formRelay, logFile } = {}) {
  return startPagesDev({ dir: root, cwd: siteDir, port, host, bindings: formRelayBindings(formRelay), logFile });
}

/**
 * The environment of the site's Pages Function that relays forms posted without JavaScript (server/form-post.ts):
 * the functions' base URL, their public key, and the secret the functions trust its forwarded client address with.
 * @param {{ backendUrl: string, anonKey: string, secret: string } | undefined} relay
 */
export function formRelayBindings(relay) {
  if (!relay) return {};
  return { SUPABASE_URL: relay.backendUrl, SUPABASE_ANON_KEY: relay.anonKey, FORM_RELAY_SECRET: relay.secret };
}

/** Cloudflare Pages' not-found rule, as the benches' server imitates it: the nearest 404.html up the address's folders. */
export function nearestNotFound(pathname, exists) {
  let folder = pathname;
  while (folder) {
    folder = folder.slice(0, folder.lastIndexOf('/'));
    if (exists(`${folder}/404.html`)) return `${folder}/404.html`;
  }
  return undefined;
}

/**
 * The benches' server: an in-process imitation of Cloudflare Pages (the build's `_redirects` and `_headers`, the nearest
 * 404.html), which serves every page at its own address with no trailing-slash redirect. The benches measure the pages,
 * compare builds side by side in one process and may inject their own snippets; `startPagesServer` is the host's own.
 */
export function startSiteServer({ port = 4173, host = '127.0.0.1', root = siteBuildDir } = {}) {
  const read = (name, parse, none) =>
    existsSync(join(root, name)) ? parse(readFileSync(join(root, name), 'utf8')) : none;
  const headersFor = read('_headers', parseHeadersFile, () => ({}));
  const redirectFor = read('_redirects', parseRedirectsFile, () => undefined);
  const notFoundFor = (pathname) => nearestNotFound(pathname, (path) => existsSync(join(root, path)));
  return startStaticServer({ root, port, host, headersFor, redirectFor, notFoundFor });
}
