// Full-page screenshots of the main pages at desktop and phone width, compared with the committed baselines in
// e2e/visual-baselines. UPDATE_VISUAL_BASELINES=1 rewrites the baselines instead of comparing.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import pngjs from 'pngjs';
import { describe, expect, it } from 'vitest';
import { renderDeferredBands, setupBrowser } from './browser.ts';

const { PNG } = pngjs;
const { open } = setupBrowser();

const here = dirname(fileURLToPath(import.meta.url));
const baselineDir = join(here, 'visual-baselines');
const diffDir = join(here, '../test-results/visual-diffs');
const updating = process.env.UPDATE_VISUAL_BASELINES === '1';
/** Share of pixels allowed to differ (0.1 %), each compared with pixelmatch's default colour threshold. */
const maxDiffRatio = 0.001;

const pages: [name: string, path: string][] = [
  ['home', '/'],
  ['formations', '/formations'],
  ['formation', '/formations/les-cles-de-la-serie-documentaire'],
  ['actualites', '/actualites'],
  ['article', '/actualites/ia-ecriture-scenaristes'],
  ['csia', '/csia'],
  ['la-fabrique', '/la-fabrique'],
  ['nos-offres', '/nos-offres'],
];
const widths = [1280, 390];

const cases = pages.flatMap(([name, path]) => widths.map((width) => ({ name: `${name}-${width}`, path, width })));

async function screenshot(path: string, width: number): Promise<Buffer> {
  // Reduced motion: no autoplay (carousels stay on their first slide), no fade-ins, no smooth scroll.
  const { page, close } = await open(path, { width, height: 900, reducedMotion: 'reduce' });
  try {
    await renderDeferredBands(page);
    // Every image loaded, lazy ones included (even those of carousel slides off to the side), and the fonts.
    await page.evaluate(async () => {
      const images = [...document.images];
      for (const image of images) image.loading = 'eager';
      await Promise.all(
        images
          .filter((image) => !image.complete)
          .map(
            (image) =>
              new Promise((resolve) => {
                image.addEventListener('load', resolve, { once: true });
                image.addEventListener('error', resolve, { once: true });
              }),
          ),
      );
      await document.fonts.ready;
      // Two frames: the layout and paint that follow the last image and font are done before the screenshot.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    return await page.screenshot({
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      // The footer's © year is the build's: it would change every January.
      mask: [page.getByText(/^© \d{4}/)],
      maskColor: '#0b1026',
    });
  } finally {
    await close();
  }
}

/** A passing case leaves no diff behind from an earlier failing run. */
function removeDiffs(name: string) {
  for (const file of [`${name}.diff.png`, `${name}.actual.png`]) rmSync(join(diffDir, file), { force: true });
}

function compare(name: string, actual: Buffer) {
  const baselinePath = join(baselineDir, `${name}.png`);
  if (updating) {
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(baselinePath, actual);
    return;
  }
  mkdirSync(diffDir, { recursive: true });
  if (!existsSync(baselinePath)) {
    writeFileSync(join(diffDir, `${name}.actual.png`), actual);
    throw new Error(
      `No baseline ${baselinePath}: run the visual tests with UPDATE_VISUAL_BASELINES=1 and review the images.`,
    );
  }
  const baseline = readFileSync(baselinePath);
  // Byte for byte its baseline: the same pixels, without decoding two full pages and comparing them.
  if (actual.equals(baseline)) {
    removeDiffs(name);
    return;
  }
  const expected = PNG.sync.read(baseline);
  const received = PNG.sync.read(actual);
  const width = Math.max(expected.width, received.width);
  const height = Math.max(expected.height, received.height);
  const pad = (image: InstanceType<typeof PNG>) => {
    if (image.width === width && image.height === height) return image.data;
    const padded = new PNG({ width, height });
    PNG.bitblt(image, padded, 0, 0, image.width, image.height, 0, 0);
    return padded.data;
  };
  const diff = new PNG({ width, height });
  const different = pixelmatch(pad(expected), pad(received), diff.data, width, height, { threshold: 0.1 });
  const ratio = different / (width * height);
  const sameSize = received.width === expected.width && received.height === expected.height;
  // Diff images only for a failing case: one under the threshold has nothing to review.
  if (ratio > maxDiffRatio || !sameSize) {
    writeFileSync(join(diffDir, `${name}.diff.png`), PNG.sync.write(diff));
    writeFileSync(join(diffDir, `${name}.actual.png`), actual);
  } else {
    removeDiffs(name);
  }
  expect(
    { size: `${received.width}×${received.height}`, overThreshold: ratio > maxDiffRatio },
    `${name}: ${different} pixels differ (${(ratio * 100).toFixed(3)} %); see test-results/visual-diffs/${name}.diff.png`,
  ).toEqual({ size: `${expected.width}×${expected.height}`, overThreshold: false });
}

describe(updating ? 'visual baselines (updating)' : 'visual baselines', () => {
  it.for(cases)('$name ($path at $width px)', async ({ name, path, width }) => {
    compare(name, await screenshot(path, width));
  });
});
