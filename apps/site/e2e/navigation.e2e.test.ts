// Header navigation (desktop and mobile), scroll on route changes and hash links, redirects and not-found pages.
import { expect, test, type Page } from '@playwright/test';
import { setupBrowser } from './browser.ts';

const { open } = setupBrowser();

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

/** The page's h1 once a client-side navigation has rendered (the URL may change before the new page commits). */
const heading = (page: Page, text: string) =>
  expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(text);

/** Distance from the viewport's top to the element's top, once any smooth scroll has settled. */
function settledTop(page: Page, selector: string) {
  // Frame by frame in the page: settled when twelve frames in a row (~200 ms) leave it in place, so a scroll that starts
  // a few frames after the click (a press replayed on hydration) is not taken for the end (bounded at ~5 s of frames).
  return page.locator(selector).evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let top = element.getBoundingClientRect().top;
    let still = 0;
    for (let count = 0; count < 300 && still < 12; count += 1) {
      await frame();
      const next = element.getBoundingClientRect().top;
      still = Math.abs(next - top) < 0.5 ? still + 1 : 0;
      top = next;
    }
    return top;
  });
}

test.describe('desktop navigation', () => {
  test('marks the current section with aria-current, also below it', async () => {
    const { page, close } = await open('/formations/art-du-pitch');
    try {
      const current = mainNav(page).locator('[aria-current="page"]');
      await expect(current.count()).resolves.toBe(1);
      await expect(current.textContent()).resolves.toBe('Nos Formations');

      await mainNav(page).getByRole('link', { name: 'Actualités' }).click();
      await page.waitForURL('**/actualites');
      await expect.poll(() => current.textContent()).toBe('Actualités');
      await expect(current.count()).resolves.toBe(1);
      await expect(mainNav(page).getByRole('button', { name: /menu/i }).isVisible()).resolves.toBe(false);
    } finally {
      await close();
    }
  });
});

test.describe('mobile navigation at 390 px', () => {
  test('opens with the toggle, closes with Escape and gives focus back to the toggle', async () => {
    const { page, close } = await open('/', { width: 390, height: 844 });
    try {
      const toggle = mainNav(page).getByRole('button', { name: /menu/i });
      const link = mainNav(page).getByRole('link', { name: 'Nos Offres' });
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(link.isVisible()).resolves.toBe(false);

      await toggle.click();
      // The state follows the popover's toggle event, a task after the press.
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await expect(toggle.getAttribute('aria-label')).resolves.toBe('Fermer le menu');
      await link.waitFor({ state: 'visible' });

      await page.keyboard.press('Escape');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      await link.waitFor({ state: 'hidden' });
      await expect(toggle.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    } finally {
      await close();
    }
  });

  test('choosing a link navigates and closes the menu', async () => {
    const { page, close } = await open('/', { width: 390, height: 844 });
    try {
      const toggle = mainNav(page).getByRole('button', { name: /menu/i });
      await toggle.click();
      await mainNav(page).getByRole('link', { name: 'Nos Offres' }).click();
      await page.waitForURL('**/nos-offres');
      await heading(page, 'Nos offres');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      await mainNav(page).getByRole('link', { name: 'Nos Offres' }).waitFor({ state: 'hidden' });
      await expect(mainNav(page).locator('[aria-current="page"]').textContent()).resolves.toBe('Nos Offres');
    } finally {
      await close();
    }
  });
});

test.describe('scroll position', () => {
  test('a route change starts the new page at its top', async () => {
    const { page, close } = await open('/');
    try {
      const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Politique de formation' });
      await footerLink.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
      await footerLink.click();
      await page.waitForURL('**/politique-de-formation');
      await heading(page, 'Politique de formation');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    } finally {
      await close();
    }
  });

  test("'Découvrir nos catalogues' scrolls to the catalogue list", async () => {
    const { page, close } = await open('/formations');
    try {
      await page.getByRole('link', { name: 'Découvrir nos catalogues' }).click();
      const top = await settledTop(page, '#catalogues');
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      expect(top).toBeGreaterThanOrEqual(-1);
      expect(top).toBeLessThan(150);
    } finally {
      await close();
    }
  });

  test('the hero button and the three offer buttons of /nos-offres reach the contact form', async () => {
    const { page, close } = await open('/nos-offres');
    try {
      const buttons = page.getByRole('main').getByRole('link', { name: 'Nous contacter' });
      await expect(buttons.count()).resolves.toBe(4);
      for (let index = 0; index < 4; index += 1) {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await buttons.nth(index).scrollIntoViewIfNeeded();
        await buttons.nth(index).click();
        const top = await settledTop(page, '#contact');
        expect(top, `button ${index + 1}`).toBeGreaterThanOrEqual(-1);
        expect(top, `button ${index + 1}`).toBeLessThan(150);
        await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('contact');
      }
    } finally {
      await close();
    }
  });
});

test.describe('redirects and not-found pages', () => {
  test('an unknown article redirects to /actualites, replacing the history entry', async () => {
    const { page, close } = await open('/');
    try {
      const lengthBefore = await page.evaluate(() => history.length);
      await page.goto(new URL('/actualites/nope', page.url()).href);
      await page.waitForURL((url) => url.pathname === '/actualites');
      await heading(page, 'Articles & Actualités');
      // One new entry for the visit; the redirect replaced it rather than adding a second.
      expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);
      await page.goBack();
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await close();
    }
  });

  test("an unknown course shows 'Formation non trouvée' and a way back to the catalogue", async () => {
    const { page, consoleErrors, close } = await open('/formations/nope');
    try {
      await heading(page, 'Formation non trouvée');
      expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
      await expect(page.getByRole('link', { name: 'Retour au catalogue' }).getAttribute('href')).resolves.toBe(
        '/formations',
      );
    } finally {
      await close();
    }
  });

  test("an unknown category shows 'Catégorie non trouvée'", async () => {
    const { page, consoleErrors, close } = await open('/formations/categorie/nope');
    try {
      await heading(page, 'Catégorie non trouvée');
      expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    } finally {
      await close();
    }
  });

  test('an unknown address answers 404 with the not-found page, and logs the path', async () => {
    const { page, response, consoleErrors, consoleWarnings, close } = await open('/une-page-inconnue');
    try {
      expect(response?.status()).toBe(404);
      await heading(page, 'Oops! Page not found');
      const home = page.getByRole('link', { name: 'Return to Home' });
      await expect(home.getAttribute('href')).resolves.toBe('/');
      // Logged by an effect, which may run just after the hydration that open() waits for.
      await expect.poll(() => consoleWarnings.some((message) => message.includes('/une-page-inconnue'))).toBe(true);
      // The browser reports the document's own 404 status as a console error; nothing else may appear.
      expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
      await home.click();
      await page.waitForURL((url) => url.pathname === '/');
      await heading(page, "L'ACCÉLÉRATEUR DES FORMATS TV");
    } finally {
      await close();
    }
  });
});
