// The interactive pieces: home course tabs, programme accordion, sessions carousel, CSIA tabs, partner carousel.
import { csiaPage } from '@fabrique/content';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { setupBrowser } from './browser.ts';

const { open } = setupBrowser();

const selectedTab = (tablist: Locator) => tablist.locator('[role="tab"][aria-selected="true"]');

/** Index of the carousel's current slide. */
function activeSlide(carousel: Locator) {
  return carousel
    .locator('[aria-roledescription="diapositive"]')
    .evaluateAll((slides) => slides.findIndex((slide) => slide.getAttribute('data-state') === 'active'));
}

async function moveMouseAway(page: Page) {
  await page.mouse.move(1, 1);
}

test.describe('home course tabs', () => {
  test('Intemporelles puts communication-digitale-audiovisuel in the middle; arrow keys move between tabs', async () => {
    const { page, consoleErrors, close } = await open('/');
    try {
      const tablist = page.getByRole('tablist', { name: 'Nos formations' });
      await expect(selectedTab(tablist).textContent()).resolves.toBe('Best-Sellers');

      await tablist.getByRole('tab', { name: 'Intemporelles' }).click();
      await expect(selectedTab(tablist).textContent()).resolves.toBe('Intemporelles');
      const panel = page.getByRole('tabpanel', { name: 'Intemporelles' });
      const cards = panel.locator('ul > li');
      await expect(cards.count()).resolves.toBe(3);
      const middleLinks = await cards
        .nth(1)
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(middleLinks).toContain('/formations/communication-digitale-audiovisuel');

      // Radix moves the focus (and so the selection) in a timeout after the key: poll.
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => selectedTab(tablist).textContent()).toBe('Nouveautés');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Nouveautés');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => selectedTab(tablist).textContent()).toBe('Intemporelles');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => selectedTab(tablist).textContent()).toBe('Best-Sellers');
      await expect(
        page
          .getByRole('tabpanel', { name: 'Best-Sellers' })
          .locator('ul > li')
          .nth(1)
          .locator('a')
          .first()
          .getAttribute('href'),
      ).resolves.toBe('/formations/demarche-ecoresponsable');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});

test.describe('programme accordion', () => {
  test('opens one module at a time and closes again', async () => {
    const { page, close } = await open('/formations/creer-developper-produire-format-360');
    try {
      const section = page.getByRole('region', { name: 'Programme détaillé' });
      const triggers = section.getByRole('button');
      expect(await triggers.count()).toBeGreaterThan(1);
      const [first, second] = [triggers.nth(0), triggers.nth(1)];
      await expect(first.getAttribute('aria-expanded')).resolves.toBe('false');

      await first.click();
      await expect(first.getAttribute('aria-expanded')).resolves.toBe('true');
      const firstPanel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
      await firstPanel.waitFor({ state: 'visible' });

      await second.click();
      await expect(second.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(first.getAttribute('aria-expanded')).resolves.toBe('false');
      await firstPanel.waitFor({ state: 'hidden' });

      await second.click();
      await expect(second.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(section.locator('[aria-expanded="true"]').count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });
});

test.describe('sessions carousel', () => {
  test('previous/next buttons and arrow keys change the slide', async () => {
    const { page, close } = await open('/', { reducedMotion: 'reduce' });
    try {
      const carousel = page.getByRole('group', { name: 'Nos prochaines sessions' });
      const slides = await carousel.locator('[aria-roledescription="diapositive"]').count();
      expect(slides).toBeGreaterThan(1);
      await expect(activeSlide(carousel)).resolves.toBe(0);

      await carousel.getByRole('button', { name: 'Diapositive suivante' }).click();
      await expect.poll(() => activeSlide(carousel)).toBe(1);
      await carousel.getByRole('button', { name: 'Diapositive précédente' }).click();
      await expect.poll(() => activeSlide(carousel)).toBe(0);
      // The carousel loops.
      await carousel.getByRole('button', { name: 'Diapositive précédente' }).click();
      await expect.poll(() => activeSlide(carousel)).toBe(slides - 1);

      await carousel.getByRole('button', { name: 'Diapositive suivante' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => activeSlide(carousel)).toBe(0);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => activeSlide(carousel)).toBe(1);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => activeSlide(carousel)).toBe(0);
      // Under reduced motion nothing moves by itself, so there is no pause button.
      await expect(carousel.getByRole('button', { name: /défilement/ }).count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });

  test('keeps its current slide flush with the viewport after the window is resized', async () => {
    const { page, close } = await open('/', { reducedMotion: 'reduce' });
    try {
      const carousel = page.getByRole('group', { name: 'Nos prochaines sessions' });
      // Distance between the viewport's left edge and the first slide's card: 0 when aligned.
      const offset = () =>
        carousel.evaluate((root) => {
          const slide = root.querySelector('[aria-roledescription="diapositive"]');
          const viewport = slide?.parentElement?.parentElement;
          if (!slide?.firstElementChild || !viewport) throw new Error('No slide');
          return Math.round(
            slide.firstElementChild.getBoundingClientRect().left - viewport.getBoundingClientRect().left,
          );
        });
      await expect(offset()).resolves.toBe(0);
      // embla measures again on each resize (a phone turned, a window narrowed, a full-page screenshot).
      await page.setViewportSize({ width: 1000, height: 800 });
      await expect.poll(offset).toBe(0);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect.poll(offset).toBe(0);
      await expect(activeSlide(carousel)).resolves.toBe(0);
    } finally {
      await close();
    }
  });

  test('autoplays, and the pause button stops it and changes its label', async () => {
    const { page, close } = await open('/');
    try {
      const carousel = page.getByRole('group', { name: 'Nos prochaines sessions' });
      await carousel.scrollIntoViewIfNeeded();
      await moveMouseAway(page);
      // Autoplay turns the slides every 4 s.
      await expect.poll(() => activeSlide(carousel), { timeout: 7000, intervals: [250] }).not.toBe(0);

      const pause = carousel.getByRole('button', { name: 'Mettre en pause le défilement' });
      await pause.click();
      await moveMouseAway(page);
      const resume = carousel.getByRole('button', { name: 'Reprendre le défilement' });
      await expect(resume.count()).resolves.toBe(1);
      await expect(carousel.getAttribute('data-autoplay')).resolves.toBe('paused');
      // Only the autoplay plugin's timer turns the slides by itself: once it is stopped, nothing can move them.
      await expect
        .poll(() => carousel.getAttribute('data-autoplay-timer'), { timeout: 7000, intervals: [100] })
        .toBe('stopped');
      const paused = await activeSlide(carousel);
      await expect(activeSlide(carousel)).resolves.toBe(paused);

      await resume.click();
      await moveMouseAway(page);
      await expect(carousel.getByRole('button', { name: 'Mettre en pause le défilement' }).count()).resolves.toBe(1);
      await expect
        .poll(() => carousel.getAttribute('data-autoplay-timer'), { timeout: 7000, intervals: [100] })
        .toBe('set');
      await expect.poll(() => activeSlide(carousel), { timeout: 7000, intervals: [250] }).not.toBe(paused);
    } finally {
      await close();
    }
  });
});

test.describe('CSIA page', () => {
  test('has 7 path tabs, switched by click and by focus', async () => {
    const { page, close } = await open('/csia');
    try {
      const tablist = page.getByRole('tablist', { name: 'Parcours de formation IA' });
      const tabs = tablist.getByRole('tab');
      await expect(tabs.count()).resolves.toBe(7);
      const first = await selectedTab(tablist).textContent();
      await expect(tabs.nth(0).getAttribute('aria-selected')).resolves.toBe('true');

      await tabs.nth(2).click();
      await expect(tabs.nth(2).getAttribute('aria-selected')).resolves.toBe('true');
      const panelName = await tabs.nth(2).textContent();
      await expect(page.getByRole('tabpanel', { name: panelName ?? '' }).isVisible()).resolves.toBe(true);

      await tabs.nth(5).focus();
      await expect.poll(() => tabs.nth(5).getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => tabs.nth(6).getAttribute('aria-selected')).toBe('true');
      // The list loops.
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => selectedTab(tablist).textContent()).toBe(first);
    } finally {
      await close();
    }
  });

  test('the partner carousel has a pause button', async () => {
    const { page, close } = await open('/csia');
    try {
      const carousel = page.getByRole('group', { name: csiaPage.partners.title });
      const pause = carousel.getByRole('button', { name: 'Mettre en pause le défilement' });
      await expect(pause.count()).resolves.toBe(1);
      await pause.click();
      await moveMouseAway(page);
      await expect(carousel.getByRole('button', { name: 'Reprendre le défilement' }).count()).resolves.toBe(1);
      await expect(carousel.getAttribute('data-autoplay')).resolves.toBe('paused');
    } finally {
      await close();
    }
  });
});
