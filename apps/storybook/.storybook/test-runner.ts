import { foreignFonts } from '@fabrique/test-kit/rendered-fonts';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { themeEscapes } from './theme-escapes.ts';

// One tolerance for this runner and the designers' visual-changes page (scripts/visual-review.mjs).
const tolerance = JSON.parse(readFileSync(new URL('../visual-tolerance.json', import.meta.url), 'utf8')) as {
  perPixelThreshold: number;
  changedPixelsRate: number;
};
const baselinesDir = process.env.VISUAL_BASELINES_DIR ?? fileURLToPath(new URL('../visual-baselines', import.meta.url));
const diffsDir =
  process.env.VISUAL_DIFFS_DIR ?? fileURLToPath(new URL('../test-results/visual-diffs', import.meta.url));
// Every story's screenshot of this run, passed or not: what `npm run review:visual` compares with main's baselines.
const actualDir =
  process.env.VISUAL_ACTUAL_DIR ?? fileURLToPath(new URL('../test-results/visual-actual', import.meta.url));
mkdirSync(actualDir, { recursive: true });

// The colour and shadow roles a brand sets, and the example brand's class: generated from ui's tokens file.
const foundations = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@fabrique/ui/foundations.json'), 'utf8'),
) as { brandRoles: string[]; exampleBrandClass: string };
const brand = { roles: foundations.brandRoles, className: foundations.exampleBrandClass };

// Axe runs through @storybook/addon-a11y (parameters.a11y.test = 'error' in preview.ts): any violation fails the story.
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  // One page serves many stories and an element screenshot scrolls it: each story starts at the top, as a visitor's page.
  async preVisit(page) {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  },
  async postVisit(page, context) {
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
    // A system font would draw differently on another machine: every text must be in the site's own families.
    expect(await foreignFonts(page)).toEqual([]);
    const image = await page.locator('#storybook-root').screenshot({ animations: 'disabled', caret: 'hide' });
    writeFileSync(join(actualDir, `${context.id}.png`), image);
    // Byte for byte its baseline: the same pixels, passed without decoding both images and comparing them (that took
    // 76 s of this runner's 236 on 26 November; half the stories come out identical). Others get the tolerant comparison.
    const baseline = join(baselinesDir, `${context.id}.png`);
    if (!existsSync(baseline) || !image.equals(readFileSync(baseline))) matchBaseline(image, context.id);
    // After the screenshot, which it leaves as it was: no colour the theme does not drive (e-mails opt out, see their meta).
    const { parameters } = await getStoryContext(page, context);
    if (parameters.retheme !== false) {
      expect({ story: context.id, escapes: await themeEscapes(page, brand) }).toEqual({
        story: context.id,
        escapes: [],
      });
    }
  },
};

function matchBaseline(image: Buffer, id: string) {
  expect(image).toMatchImageSnapshot({
    customSnapshotsDir: baselinesDir,
    customDiffDir: diffsDir,
    // A failure's received image goes beside its diff, never into the committed baselines' folder.
    customReceivedDir: diffsDir,
    customSnapshotIdentifier: id,
    // A story fails when more than 0.05 % of its pixels differ by more than the per-pixel threshold of 1 %.
    failureThreshold: tolerance.changedPixelsRate,
    failureThresholdType: 'percent',
    comparisonMethod: 'pixelmatch',
    customDiffConfig: { threshold: tolerance.perPixelThreshold },
    storeReceivedOnFailure: true,
    // In a Node process of its own (the default): inside the runner's worker it ran ~6× slower (bench/test-times.md).
    runInProcess: false,
  });
}

export default config;
