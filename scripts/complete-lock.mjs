// Adds to package-lock.json the other platforms' optional binaries that npm could not record because our registry
// mirror lacks them (e.g. @deno/darwin-arm64 2.9.6). Without them `npm ci` refuses the lock ("Missing: … from lock
// file"); with them it installs, skipping each one whose os/cpu/libc is not this machine's. Run after `npm install`
// when CI's `npm ci` names missing packages: `node scripts/complete-lock.mjs && npm install`.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = join(dirname(fileURLToPath(import.meta.url)), '../package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));

/** Where Node would find `name` from the package at `parentPath`: its own node_modules, then each folder above. */
function resolves(parentPath, name) {
  let folder = parentPath;
  for (;;) {
    if (lock.packages[`${folder}/node_modules/${name}`]) return true;
    const above = folder.lastIndexOf('/node_modules/');
    if (above === -1) return Boolean(lock.packages[`node_modules/${name}`]);
    folder = folder.slice(0, above);
  }
}

/** The platform fields of the package, from any version the registry has; none when it has no version at all. */
function platformOf(name) {
  try {
    const output = execFileSync('npm', ['view', name, 'os', 'cpu', 'libc', '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return output.trim() ? JSON.parse(output) : {};
  } catch {
    return {};
  }
}

const added = [];
for (const [parentPath, parent] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(parent.optionalDependencies ?? {})) {
    if (parentPath === '' || resolves(parentPath, name)) continue;
    const platform = platformOf(name);
    const entry = { version, dev: parent.dev, optional: true };
    for (const field of ['cpu', 'os', 'libc']) if (platform[field]) entry[field] = [platform[field]].flat();
    if (!entry.os)
      console.warn(`${name}: the registry has no version of it, so no os/cpu: npm will try it on every platform`);
    lock.packages[`node_modules/${name}`] = entry;
    added.push(`${name}@${version}`);
  }
}

writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length
    ? `Added ${added.length} entries:\n  ${added.join('\n  ')}\nNow run npm install to let npm order the lock.`
    : 'Nothing missing.',
);
