// `npm pack` of the built package into a folder of its own: the tarball a consumer would install. Packed from a copy,
// so that prepack's rewrite of package.json never shows to the other workspaces' tests running meanwhile.
// `node scripts/pack.mjs <folder>` prints the tarball's path; ui's own tests and the fresh-app proof both use it.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Packs the built package into `dir` (created if needed) and returns the tarball's path. */
export function packUi(dir) {
  if (!existsSync(join(packageDir, 'dist/index.js'))) {
    throw new Error('packages/ui/dist is missing: build it first (npm run build -w @fabrique/ui)');
  }
  const stage = join(dir, 'stage');
  mkdirSync(stage, { recursive: true });
  // What the manifest publishes (`files`), plus what npm adds and what prepack runs.
  const { files } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  for (const entry of ['package.json', 'README.md', 'scripts', ...files]) {
    cpSync(join(packageDir, entry), join(stage, entry), { recursive: true });
  }
  const [{ filename }] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { cwd: stage, encoding: 'utf8' }),
  );
  return join(dir, filename);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir] = process.argv.slice(2);
  if (!dir) throw new Error('Usage: node scripts/pack.mjs <folder>');
  process.stdout.write(`${packUi(resolve(dir))}\n`);
}
