import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * `npm pack` of the built package into a fresh temporary folder: the tarball a consumer would install. Packed from a
 * copy, so that prepack's rewrite of package.json never shows to the other workspaces' tests running meanwhile.
 */
export function packUi(): { tarball: string; dir: string } {
  if (!existsSync(join(packageDir, 'dist/index.js'))) {
    throw new Error('packages/ui/dist is missing: build it first (npm run build -w @fabrique/ui)');
  }
  const dir = mkdtempSync(join(tmpdir(), 'fabrique-ui-'));
  const stage = join(dir, 'stage');
  mkdirSync(stage);
  for (const entry of ['package.json', 'README.md', 'dist', 'scripts']) {
    cpSync(join(packageDir, entry), join(stage, entry), { recursive: true });
  }
  const [{ filename }] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { cwd: stage, encoding: 'utf8' }),
  ) as [{ filename: string }];
  return { tarball: join(dir, filename), dir };
}
