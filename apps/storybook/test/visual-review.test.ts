import { chromiumLaunchOptions } from '@fabrique/test-kit';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, expect, test } from 'vitest';
import { makeVisualReview } from '../scripts/visual-review.mjs';

// The rehearsal of the designers' visual-changes page (npm run review:visual) on two committed baselines: the button's
// red turned blue on purpose, the badge left as it is.
const baselines = fileURLToPath(new URL('../visual-baselines', import.meta.url));
const changed = 'navigation-button--default';
const kept = 'content-badge--default';
const work = mkdtempSync(join(tmpdir(), 'fabrique-visual-review-'));
const expectedDir = join(work, 'expected');
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The same stories as the baselines, with `changed` redrawn or not. */
function screenshots(name: string, recolour: boolean) {
  const dir = join(work, name);
  mkdirSync(dir);
  for (const id of [changed, kept]) copyFileSync(join(baselines, `${id}.png`), join(dir, `${id}.png`));
  if (recolour) {
    const png = PNG.sync.read(readFileSync(join(baselines, `${changed}.png`)));
    // Each reddish pixel (the button's fill and its edges) has its red and blue swapped: a colour change, as a token's.
    const { data } = png;
    for (let at = 0; at < data.length; at += 4) {
      const red = data.readUInt8(at);
      const blue = data.readUInt8(at + 2);
      if (red <= data.readUInt8(at + 1) + 40 || red <= blue + 40) continue;
      data.writeUInt8(blue, at);
      data.writeUInt8(red, at + 2);
    }
    writeFileSync(join(dir, `${changed}.png`), PNG.sync.write(png));
  }
  return dir;
}

mkdirSync(expectedDir);
for (const id of [changed, kept]) copyFileSync(join(baselines, `${id}.png`), join(expectedDir, `${id}.png`));

test('a story changed on purpose is named on the page with its before, after and difference', async () => {
  const outDir = join(work, 'changed-review');
  const review = await makeVisualReview({ expectedDir, actualDir: screenshots('changed', true), outDir });

  expect(review).toMatchObject({ changed: [changed], added: [], deleted: [], unchanged: 1 });
  for (const dir of ['expected', 'actual', 'diff']) expect(readdirSync(join(outDir, dir))).toEqual([`${changed}.png`]);
  const json = JSON.parse(readFileSync(join(outDir, 'reg.json'), 'utf8'));
  expect(json).toMatchObject({ failedItems: [`${changed}.png`], passedItems: [], newItems: [], deletedItems: [] });
  await showPage(review.page);
  // Chromium's start: about a second on a quiet machine, many more beside the Storybook runner.
}, 60_000);

test('an unchanged run names no story and holds no picture', async () => {
  const outDir = join(work, 'unchanged-review');
  const review = await makeVisualReview({ expectedDir, actualDir: screenshots('unchanged', false), outDir });

  expect(review).toMatchObject({ changed: [], added: [], deleted: [], unchanged: 2 });
  for (const dir of ['expected', 'actual', 'diff']) expect(readdirSync(join(outDir, dir))).toEqual([]);
  expect(readFileSync(review.page, 'utf8')).not.toContain(changed);
});

/** Chromium shows the story on the page, then each way of looking at it: the design guide's pictures (on demand). */
async function showPage(page: string) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    // Only the page's own files: nothing leaves the machine.
    await tab.route(/^(?!file:)/, (route) => route.abort());
    await tab.goto(`file://${page}`);
    await expect.poll(() => tab.getByText('CHANGED ITEMS').isVisible()).toBe(true);
    // The list shows each changed story by its difference.
    await expect.poll(() => naturalWidth(tab, 'diff')).toBeGreaterThan(0);
    await guideScreenshot(tab, '01-liste-des-changements');
    await tab.getByText(`${changed}.png`).last().click();
    // The viewer: the story's before and after, and the ways of looking at them.
    await expect.poll(() => tab.getByText('Before', { exact: true }).isVisible()).toBe(true);
    for (const dir of ['expected', 'actual'])
      await expect.poll(() => naturalWidth(tab, dir), { message: dir }).toBeGreaterThan(0);
    for (const mode of ['Diff', 'Slide', '2up', 'Blend', 'Toggle'])
      expect(await tab.getByRole('button', { name: mode, exact: true }).count(), mode).toBe(1);
    // The slider's edge through the button (the left tenth of the picture): before on its left, after on its right.
    await tab.getByRole('slider', { name: 'Percent of revealed content' }).fill('10');
    await guideScreenshot(tab, '03-curseur');
    await tab.getByRole('button', { name: '2up', exact: true }).click();
    await guideScreenshot(tab, '02-avant-apres');
    await tab.getByRole('button', { name: 'Diff', exact: true }).click();
    await guideScreenshot(tab, '04-difference');
  } finally {
    await browser.close();
  }
}

/** The width of the changed story's picture from `dir` (expected, actual, diff) once loaded: 0 while missing or broken. */
function naturalWidth(tab: Page, dir: string) {
  const css = `img[src="./${dir}/${changed}.png"]`;
  return tab.evaluate((selector) => document.querySelector<HTMLImageElement>(selector)?.naturalWidth ?? 0, css);
}

/** docs/guide-design.md's pictures, taken on these steps: written when UPDATE_GUIDE_SCREENSHOTS=1, as the editor's. */
const guideImages = fileURLToPath(new URL('../../../docs/images/guide-design', import.meta.url));
async function guideScreenshot(tab: Page, name: string) {
  if (process.env.UPDATE_GUIDE_SCREENSHOTS !== '1') return;
  mkdirSync(guideImages, { recursive: true });
  await tab.screenshot({ path: join(guideImages, `${name}.png`), animations: 'disabled', caret: 'hide' });
}
