import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageDir, packUi as packInto } from '../scripts/pack.mjs';

export { packageDir };

/** The built package packed into a fresh temporary folder. */
export function packUi(): { tarball: string; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'fabrique-ui-'));
  return { tarball: packInto(dir), dir };
}
