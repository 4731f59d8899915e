// One comparison of a screenshot with its committed PNG baseline, as the site's visual tests compare: pixelmatch's
// colour threshold 0.1 per pixel; the caller decides what share of differing pixels it tolerates.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import pixelmatch from 'pixelmatch';
import pngjs from 'pngjs';

const { PNG } = pngjs;

/**
 * The share of pixels of `screenshot` (a PNG) that differ from the PNG at `baseline`, from 0 to 1. A size change counts
 * as 1. An absent baseline is written and counts as 1, so that a first run fails until someone looks at it; with
 * `UPDATE_BASELINES=1` the baseline is rewritten on purpose and counts as 0. Differing pixels are drawn to `diff`.
 * @param {Buffer} screenshot
 * @param {{ baseline: string, diff: string }} paths
 * @returns {number}
 */
export function compareScreenshot(screenshot, { baseline, diff }) {
  const shot = PNG.sync.read(screenshot);
  const update = process.env.UPDATE_BASELINES === '1';
  if (update || !existsSync(baseline)) {
    mkdirSync(dirname(baseline), { recursive: true });
    writeFileSync(baseline, PNG.sync.write(shot));
    return update ? 0 : 1;
  }
  const expected = PNG.sync.read(readFileSync(baseline));
  if (shot.width !== expected.width || shot.height !== expected.height) return 1;
  const drawn = new PNG({ width: shot.width, height: shot.height });
  const changed = pixelmatch(shot.data, expected.data, drawn.data, shot.width, shot.height, { threshold: 0.1 });
  if (changed > 0) {
    mkdirSync(dirname(diff), { recursive: true });
    writeFileSync(diff, PNG.sync.write(drawn));
  }
  return changed / (shot.width * shot.height);
}
