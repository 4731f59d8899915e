// After `react-router build`: gives every prerendered page its Content-Security-Policy (hashes of its own inline
// scripts), writes the `_headers` file for static hosting and the 404 page static hosts serve for unknown paths.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headersFile, injectPolicy, pagePolicy } from './security-headers.mjs';

const clientDir = join(dirname(fileURLToPath(import.meta.url)), '../build/client');
const functionsOrigin = new URL(process.env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321').origin;

function* htmlFiles(directory) {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (name.endsWith('.html')) yield path;
  }
}

let pages = 0;
for (const file of htmlFiles(clientDir)) {
  const html = readFileSync(file, 'utf8');
  writeFileSync(file, injectPolicy(html, pagePolicy(html, { functionsOrigin })));
  pages += 1;
}
// The prerendered not-found page (its text readable without scripts) is what static hosts serve for unknown paths.
const notFound = readFileSync(join(clientDir, '404/index.html'), 'utf8');
// Marks the copy served for unknown addresses, so the client knows a different route will replace its content.
writeFileSync(join(clientDir, '404.html'), notFound.replace('<head>', '<head><meta name="fabrique-fallback" content="not-found"/>'));
writeFileSync(join(clientDir, '_headers'), headersFile());
console.log(`Security policy written into ${pages} pages; _headers and 404.html written.`);
