// The package.json that is packed and published: inside the monorepo, the `fabrique-source` export condition and the
// subpaths into the source ('./theme', './src/*') let the site and site-kit compile ui's TypeScript; outside, they would
// point at files the tarball does not hold. `npm pack` and `npm publish` run this as prepack, and postpack restores.
import { copyFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The manifest without what only the monorepo resolves. */
export function publishedManifest(manifest) {
  const exports = {};
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    if (typeof target === 'string') {
      if (!target.startsWith('./src/')) exports[subpath] = target;
      continue;
    }
    const published = Object.fromEntries(
      Object.entries(target).filter(([condition]) => condition !== 'fabrique-source'),
    );
    if (Object.keys(published).length > 0) exports[subpath] = published;
  }
  const sideEffects = manifest.sideEffects.filter((pattern) => !pattern.includes('src/') && !pattern.endsWith('.ts'));
  const published = { ...manifest, exports, sideEffects };
  // The build's scripts and tools are the monorepo's: a consumer installs none of them.
  delete published.scripts;
  delete published.devDependencies;
  return published;
}

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifestPath = join(packageDir, 'package.json');
const backupPath = join(packageDir, 'package.monorepo.json');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === 'restore') {
    if (existsSync(backupPath)) renameSync(backupPath, manifestPath);
  } else {
    copyFileSync(manifestPath, backupPath);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    writeFileSync(manifestPath, `${JSON.stringify(publishedManifest(manifest), null, 2)}\n`);
  }
}
