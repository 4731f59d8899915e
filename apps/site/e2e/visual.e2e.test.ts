// Full-page captures of the main pages in each project's viewport (desktop 1280 px, phone 390 px), compared with
// the committed baselines in visual.e2e.test.ts-snapshots/ by Playwright (tolerance in playwright.config.ts).
// `npx playwright test --update-snapshots e2e/visual.e2e.test.ts` rewrites them: review the images before committing.
import { expect, test } from '@playwright/test';
import { renderDeferredBands, setupBrowser } from './browser.ts';

const { open } = setupBrowser();

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

test.describe('visual baselines', () => {
  for (const [name, path] of pages)
    test(`${name} (${path})`, async () => {
      // Reduced motion: no autoplay (carousels stay on their first slide), no fade-ins, no smooth scroll.
      const { page, close } = await open(path, { height: 900, reducedMotion: 'reduce' });
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
        await expect(page).toHaveScreenshot(`${name}.png`, {
          fullPage: true,
          // The footer's © year is the build's: it would change every January.
          mask: [page.getByText(/^© \d{4}/)],
          maskColor: '#0b1026',
          // No time limit of its own but the test's, as the former capture: a full page takes seconds on a busy machine.
          timeout: 30_000,
        });
      } finally {
        await close();
      }
    });
});
