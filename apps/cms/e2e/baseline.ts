/** A committed PNG baseline, compared as the site's visual tests do: at most 0.1 % of pixels off by pixelmatch's 0.1. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import pngjs from 'pngjs';

const { PNG } = pngjs;
const here = dirname(fileURLToPath(import.meta.url));
/** UPDATE_BASELINES=1 rewrites the baselines on purpose: look at each changed PNG before committing it. */
const update = process.env.UPDATE_BASELINES === '1';

/** The share of pixels that differ from `baselines/<name>.png`; writes it (and returns 1) when it is absent or updated. */
export function differingShare(name: string, screenshot: Buffer): number {
  const baseline = join(here, 'baselines', `${name}.png`);
  const shot = PNG.sync.read(screenshot);
  if (update || !existsSync(baseline)) {
    mkdirSync(dirname(baseline), { recursive: true });
    writeFileSync(baseline, PNG.sync.write(shot));
    return update ? 0 : 1;
  }
  const expected = PNG.sync.read(readFileSync(baseline));
  if (shot.width !== expected.width || shot.height !== expected.height) return 1;
  const diff = new PNG({ width: shot.width, height: shot.height });
  const changed = pixelmatch(shot.data, expected.data, diff.data, shot.width, shot.height, { threshold: 0.1 });
  if (changed > 0) {
    mkdirSync(join(here, '../test-results'), { recursive: true });
    writeFileSync(join(here, `../test-results/${name}.diff.png`), PNG.sync.write(diff));
  }
  return changed / (shot.width * shot.height);
}
