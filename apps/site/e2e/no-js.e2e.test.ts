// With scripts disabled, every page still shows its own text and its tabs and accordions work: the prerendered HTML is
// the page.
import { courses, csiaPaths, defaultHomeTab, homeTabCourses } from '@fabrique/content';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { setupBrowser } from './browser.ts';
import { pageText, pagePaths } from './site.ts';

const { open, visit } = setupBrowser();

test.describe('pages with JavaScript disabled', () => {
  for (const path of pagePaths)
    test(`${path} shows its heading and its own text`, async () => {
      const { page } = await visit(path, { javaScript: false });
      const { heading, sentence } = pageText(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1.isVisible()).resolves.toBe(true);
      await expect(h1.textContent()).resolves.toContain(heading);
      await expect(page.getByText(sentence).first().isVisible(), sentence).resolves.toBe(true);
    });
});

test.describe('tabs and accordions with JavaScript disabled', () => {
  const course = courses.find((candidate) => candidate.id === 'les-cles-de-la-serie-documentaire');
  const closedModule = course?.program.at(-1);
  // A card of Intemporelles that the default tab does not show as well.
  const defaultTabIds = new Set(homeTabCourses(courses, defaultHomeTab).map((candidate) => candidate.id));
  const timeless = homeTabCourses(courses, 'intemporelles').find((candidate) => !defaultTabIds.has(candidate.id));
  // /csia selects its first path: the last one's panel needs a choice.
  const csiaPath = csiaPaths.at(-1);

  /** Every place the page (or a part of it) has each text: `shown` (all of them visible) or not (none visible), but there. */
  async function expectTexts(page: Page | Locator, texts: readonly string[], shown: boolean) {
    for (const text of texts) {
      const matches = page.getByText(text, { exact: true });
      expect(await matches.count(), text).toBeGreaterThan(0);
      for (const match of await matches.all()) await expect(match.isVisible(), text).resolves.toBe(shown);
    }
  }

  test('a module of a course programme opens, by pointer and by keyboard (<details>)', async () => {
    if (!course || !closedModule) throw new Error('Expected the course and its programme');
    const { page, close } = await open(`/formations/${course.id}`, { javaScript: false });
    try {
      await expectTexts(page, closedModule.content, false);
      const summary = page.locator('summary', { hasText: closedModule.title });
      await summary.click();
      await expectTexts(page, [closedModule.title, ...closedModule.content], true);
      await summary.focus();
      await page.keyboard.press('Enter');
      await expectTexts(page, closedModule.content, false);
    } finally {
      await close();
    }
  });

  test('the home page shows the cards of Intemporelles once its tab is chosen (a radio)', async () => {
    if (!timeless) throw new Error('Expected an Intemporelles course outside the default tab');
    const { page, close } = await open('/', { javaScript: false });
    try {
      // Elsewhere on the page (the sessions' carousel) the same title may show: its tab's panel does not.
      await expectTexts(page.locator('[data-panel="tab"]'), [timeless.title], false);
      await page
        .getByRole('radiogroup', { name: 'Nos formations' })
        .getByRole('radio', { name: 'Intemporelles' })
        .click();
      await expectTexts(page, [timeless.title], true);
    } finally {
      await close();
    }
  });

  test('/csia shows the topics of another path, chosen with the arrow keys', async () => {
    if (!csiaPath || csiaPath === csiaPaths[0]) throw new Error('Expected several CSIA paths');
    const { page, close } = await open('/csia', { javaScript: false });
    try {
      const texts = [csiaPath.audience, ...csiaPath.topics.map((topic) => topic.title)];
      await expectTexts(page, texts, false);
      const radios = page.getByRole('radiogroup', { name: 'Parcours de formation IA' }).getByRole('radio');
      await radios.first().focus();
      // Left from the first radio wraps to the last, as the browser's radio groups do.
      await page.keyboard.press('ArrowLeft');
      await expect(radios.last().isChecked()).resolves.toBe(true);
      await expectTexts(page, texts, true);
    } finally {
      await close();
    }
  });
});
