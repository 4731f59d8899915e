// The finder on /formations: text search, facets in the address, empty result, keyboard, no-JS list, lazy MiniSearch.
import { courses, findCourses, finderStateFromSearch } from '@fabrique/content';
import { createCourseSearch } from '@fabrique/content/course-search';
import { expect, test, type Page } from '@playwright/test';
import { setupBrowser } from './browser.ts';

const { open, visit } = setupBrowser();

/** What the content rules answer for an address: the page must show the same. */
function expectedFor(search: string) {
  const state = finderStateFromSearch(search);
  return findCourses(courses, state, Date.now(), createCourseSearch(courses)(state.query)).map((course) => course.id);
}

const finder = (page: Page) => page.locator('#trouver-une-formation');
/** The courses the finder lists, in order, by their card's link. */
const listed = (page: Page) =>
  finder(page)
    .locator('ul > li article h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.replace('/formations/', '')));
const count = (page: Page) => finder(page).getByRole('status').textContent();
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher une formation' });
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent);
const toggle = (page: Page, group: string, name: string) =>
  page.getByRole('toolbar', { name: group }).getByRole('button', { name });

test.describe('the /formations finder', () => {
  test('lists every course without JavaScript, and hides the controls that need it', async () => {
    const { page } = await visit('/formations', { javaScript: false });
    await expect(listed(page)).resolves.toEqual(courses.map((course) => course.id));
    await expect(page.getByRole('search').isVisible()).resolves.toBe(false);
    await expect(count(page)).resolves.toBe(`${courses.length} formations au catalogue`);
  });

  test('loads MiniSearch on first use only; "ecriture" without accent finds the AI writing workshop', async () => {
    const { page, consoleErrors, close } = await open('/formations');
    try {
      const chunks: string[] = [];
      page.on('request', (request) => {
        if (/\/course-search-[^/]*\.js$/.test(request.url())) chunks.push(request.url());
      });
      // Hydrated (by intent) with every course listed, and the search index not fetched.
      await expect(listed(page)).resolves.toHaveLength(courses.length);
      await page.mouse.wheel(0, 400);
      expect(chunks).toEqual([]);

      await searchBox(page).fill('ecriture');
      // The unfiltered list holds the workshop too: wait for the search's own count.
      await expect.poll(() => count(page)).toMatch(/correspondent à votre recherche$/);
      expect(chunks).toHaveLength(1);
      const found = await listed(page);
      expect(found[0]).toBe('atelier-ecriture-avec-ia');
      expect(found).not.toContain('fresque-du-numerique');
      expect(found).not.toContain('referent-vhmss');
      // The count is a polite live region with the new number.
      await expect(finder(page).getByRole('status').getAttribute('aria-live')).resolves.toBe('polite');
      await expect(count(page)).resolves.toBe(`${found.length} formations correspondent à votre recherche`);
      expect(new URL(page.url()).search).toBe('?q=ecriture');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('a shared address opens with the same results, hydrating at once and showing the finder', async () => {
    const { page, consoleErrors, close } = await open('/formations?q=ecriture&distanciel=oui', { waitUntil: 'load' });
    try {
      const expected = expectedFor('?q=ecriture&distanciel=oui');
      expect(expected.length).toBeGreaterThan(1);
      expect(expected.length).toBeLessThan(courses.length / 2);
      await expect.poll(() => listed(page)).toEqual(expected);
      await expect(searchBox(page).inputValue()).resolves.toBe('ecriture');
      await expect(toggle(page, 'Modalités', 'Distanciel possible').getAttribute('aria-pressed')).resolves.toBe('true');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('filters by keyboard alone, and back/forward restore each state', async () => {
    const { page, consoleErrors, close } = await open('/formations');
    try {
      await searchBox(page).focus();
      // Search field, sort, then the parcours group: one Tab stop, arrows move, Space presses.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(focused(page)).resolves.toBe('Concevoir et développer un projet audiovisuel');
      // Radix moves the focus in a timeout after the arrow key: poll.
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => focused(page)).toBe('Maîtriser les outils et accéder au marché');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => focused(page)).toBe('Construire une démarche RSE');
      await page.keyboard.press('Space');
      await expect.poll(() => new URL(page.url()).search).toBe('?parcours=rse');
      const rse = courses
        .filter((course) => course.category === 'Construire une démarche RSE')
        .map((course) => course.id);
      await expect.poll(() => listed(page)).toEqual(rse);
      // Next group: length. 'Plus de 5 jours' is its third option.
      await page.keyboard.press('Tab');
      await expect(focused(page)).resolves.toBe('Une demi-journée ou un jour');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => focused(page)).toBe('Plus de 5 jours');
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).search).toBe('?parcours=rse&duree=long');
      await expect.poll(() => listed(page)).toEqual(['demarche-ecoresponsable']);

      await page.goBack();
      await expect.poll(() => new URL(page.url()).search).toBe('?parcours=rse');
      await expect.poll(() => listed(page)).toEqual(rse);
      await expect.poll(() => toggle(page, 'Durée', 'Plus de 5 jours').getAttribute('aria-pressed')).toBe('false');
      await page.goBack();
      await expect.poll(() => listed(page)).toHaveLength(courses.length);
      await page.goForward();
      await page.goForward();
      await expect.poll(() => listed(page)).toEqual(['demarche-ecoresponsable']);
      await expect.poll(() => toggle(page, 'Durée', 'Plus de 5 jours').getAttribute('aria-pressed')).toBe('true');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('an empty result offers to reset, and the reset brings every course back', async () => {
    const { page, consoleErrors, close } = await open('/formations?q=ecriture&budget=500', { waitUntil: 'load' });
    try {
      await expect.poll(() => count(page)).toBe('Aucune formation ne correspond à votre recherche');
      await expect(finder(page).getByText('Aucune formation ne correspond à ces critères.').isVisible()).resolves.toBe(
        true,
      );
      await finder(page).getByRole('button', { name: 'Réinitialiser la recherche' }).click();
      await expect.poll(() => listed(page)).toHaveLength(courses.length);
      expect(new URL(page.url()).search).toBe('');
      await expect.poll(() => searchBox(page).inputValue()).toBe('');
      // The button went away with the empty result: focus is back in the search field.
      await expect(page.evaluate(() => document.activeElement?.getAttribute('type'))).resolves.toBe('search');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
