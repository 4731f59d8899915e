// After `react-router build`: defers every prerendered page's hydration to the visitor's first intent, gives the page its
// Content-Security-Policy (hashes of its own inline scripts), writes the `_headers` and `_redirects` files for static
// hosting and the 404 pages static hosts serve for unknown paths (the site's, and its folders').
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localBackendUrl } from '@fabrique/forms/local-backend';
import { deferHydration, hydrationStarter, starterPath } from './deferred-hydration.mjs';
import { redirectsFile } from './redirects.mjs';
import { headersFile, injectPolicy, pagePolicy } from './security-headers.mjs';

const buildDir = process.env.SITE_BUILD_DIR || join(dirname(fileURLToPath(import.meta.url)), '../build');
const clientDir = join(buildDir, 'client');
const functionsOrigin = new URL(process.env.VITE_SUPABASE_URL || localBackendUrl).origin;

function* htmlFiles(directory) {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (name.endsWith('.html')) yield path;
  }
}

const withPolicy = (html) => injectPolicy(html, pagePolicy(html, { functionsOrigin }));

// The prerendered not-found page (its text readable without scripts) is what static hosts serve for unknown paths.
// That copy hydrates at once, as prerendered: the client renders the route of the address instead of its content,
// and a deferred start would leave the two side by side. The meta tag tells the client to expect that mismatch.
const notFound = readFileSync(join(clientDir, '404/index.html'), 'utf8').replace(
  '<head>',
  '<head><meta name="fabrique-fallback" content="not-found"/>',
);

writeFileSync(join(clientDir, starterPath), hydrationStarter);
let pages = 0;
for (const file of htmlFiles(clientDir)) {
  writeFileSync(file, withPolicy(deferHydration(readFileSync(file, 'utf8'), file)));
  pages += 1;
}
writeFileSync(join(clientDir, '404.html'), withPolicy(notFound));
writeFileSync(join(clientDir, '_headers'), headersFile());

// A folder's not-found page (site-map.ts, folderNotFoundPages) is prerendered as <folder>/404 through the route that owns
// the folder, then moved to <folder>/404.html, so its own address is unknown too. Its content is that route's answer to
// any unknown id, so it hydrates on intent like any page.
const folderNotFound = [];
for (const file of [...htmlFiles(clientDir)].filter((path) => path.endsWith('/404/index.html'))) {
  const folder = dirname(file);
  if (dirname(folder) === clientDir) continue;
  writeFileSync(`${folder}.html`, readFileSync(file));
  rmSync(folder, { recursive: true });
  folderNotFound.push(`${folder.slice(clientDir.length)}.html`);
}

// Every page the build wrote (the article pages are the known articles), served at its own address by _redirects.
const pagePaths = [...htmlFiles(clientDir)]
  .filter((file) => file.endsWith('/index.html') && dirname(file) !== clientDir)
  .map((file) => dirname(file).slice(clientDir.length).split(sep).join('/'))
  .sort();
writeFileSync(join(clientDir, '_redirects'), redirectsFile(pagePaths));
console.log(
  `Hydration deferred (${starterPath}) and security policy written into ${pages} pages; _headers, _redirects (${pagePaths.length} pages), 404.html and ${folderNotFound.join(', ')} written.`,
);
