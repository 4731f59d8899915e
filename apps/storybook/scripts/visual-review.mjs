// The designers' visual-changes page: reg-cli's report (before, after, difference, slider) of the stories whose
// screenshot differs from its baseline, holding only those stories' images, so that it can be published beside the
// catalogue's preview. `npm run review:visual` (scripts/review-visual.mjs) makes it from the runner's screenshots.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const compare = createRequire(import.meta.url)('reg-cli');

/** The runner's own tolerance (visual-tolerance.json, read by .storybook/test-runner.ts too), antialiasing ignored. */
const { perPixelThreshold, changedPixelsRate } = JSON.parse(
  readFileSync(new URL('../visual-tolerance.json', import.meta.url), 'utf8'),
);
const tolerance = { matchingThreshold: perPixelThreshold, thresholdRate: changedPixelsRate, enableAntialias: true };

const pictures = (dir) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.png')) : []);
const storyId = (file) => file.replace(/\.png$/, '');

/** Runs reg-cli's comparison (its Node API: the command line reads an absent pixel threshold as "no pixel may differ"). */
function regCli(outDir) {
  return new Promise((resolve, reject) => {
    const run = compare({
      actualDir: join(outDir, 'actual'),
      expectedDir: join(outDir, 'expected'),
      diffDir: join(outDir, 'diff'),
      json: join(outDir, 'reg.json'),
      report: join(outDir, 'index.html'),
      urlPrefix: './',
      concurrency: 2,
      ...tolerance,
    });
    run.once('complete', resolve);
    run.once('error', reject);
  });
}

/**
 * Compares the screenshots of `actualDir` with the baselines of `expectedDir` and writes the page in `outDir` (emptied
 * first): index.html, reg.json, and expected/, actual/ and diff/ holding the changed, new and deleted stories only.
 * @param {{ expectedDir: string, actualDir: string, outDir: string }} dirs
 */
export async function makeVisualReview({ expectedDir, actualDir, outDir }) {
  rmSync(outDir, { recursive: true, force: true });
  for (const dir of ['expected', 'actual', 'diff']) mkdirSync(join(outDir, dir), { recursive: true });
  const names = [...new Set([...pictures(expectedDir), ...pictures(actualDir)])].sort();
  let unchanged = 0;
  for (const name of names) {
    const before = join(expectedDir, name);
    const after = join(actualDir, name);
    // The same bytes are the same picture: not copied, not decoded (about half the stories on a run).
    if (existsSync(before) && existsSync(after) && readFileSync(before).equals(readFileSync(after))) {
      unchanged += 1;
      continue;
    }
    if (existsSync(before)) copyFileSync(before, join(outDir, 'expected', name));
    if (existsSync(after)) copyFileSync(after, join(outDir, 'actual', name));
  }
  let result = await regCli(outDir);
  // Within the runner's tolerance is unchanged too: those pictures leave the page, which reg-cli then makes again.
  if (result.passedItems.length > 0) {
    unchanged += result.passedItems.length;
    for (const name of result.passedItems)
      for (const dir of ['expected', 'actual', 'diff']) rmSync(join(outDir, dir, name), { force: true });
    result = await regCli(outDir);
  }
  // Its template asks Google for two fonts: the page falls back to the system's, and tells Google nothing.
  const page = join(outDir, 'index.html');
  writeFileSync(
    page,
    readFileSync(page, 'utf8').replace(/<link href="https:\/\/fonts\.googleapis\.com[^>]*>\n?\s*/, ''),
  );
  return {
    changed: result.failedItems.map(storyId),
    added: result.newItems.map(storyId),
    deleted: result.deletedItems.map(storyId),
    unchanged,
    page,
  };
}
