// With scripts disabled, every page still shows its own text: the prerendered HTML is the page.
import { courses, csiaPaths, defaultHomeTab, homeTabCourses } from '@fabrique/content';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './browser.ts';
import { pageText, pagePaths } from './site.ts';

const { visit } = setupBrowser();

describe('pages with JavaScript disabled', () => {
  it.for(pagePaths)('%s shows its heading and its own text', async (path) => {
    const { page } = await visit(path, { javaScript: false });
    const { heading, sentence } = pageText(path);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1.isVisible()).resolves.toBe(true);
    await expect(h1.textContent()).resolves.toContain(heading);
    await expect(page.getByText(sentence).first().isVisible(), sentence).resolves.toBe(true);
  });
});

describe('tabs and accordions with JavaScript disabled', () => {
  const course = courses.find((candidate) => candidate.id === 'les-cles-de-la-serie-documentaire');
  const closedModule = course?.program.at(-1);
  // A card of Intemporelles that the default tab does not show as well.
  const defaultTabIds = new Set(homeTabCourses(courses, defaultHomeTab).map((candidate) => candidate.id));
  const timeless = homeTabCourses(courses, 'intemporelles').find((candidate) => !defaultTabIds.has(candidate.id));
  // /csia selects its first path: the last one's panel needs a click when scripts run.
  const csiaPath = csiaPaths.at(-1);

  /** Every place the page has each text is shown (none left in a closed panel). */
  async function expectShown(path: string, texts: readonly string[]) {
    const { page } = await visit(path, { javaScript: false });
    for (const text of texts) {
      const matches = page.getByText(text, { exact: true });
      expect(await matches.count(), `${path}: ${text}`).toBeGreaterThan(0);
      for (const match of await matches.all()) await expect(match.isVisible(), `${path}: ${text}`).resolves.toBe(true);
    }
  }

  it('a course page shows the lines of a closed module of its programme', async () => {
    if (!course || !closedModule) throw new Error('Expected the course and its programme');
    await expectShown(`/formations/${course.id}`, [closedModule.title, ...closedModule.content]);
  });

  it('the home page shows the cards of Intemporelles', async () => {
    if (!timeless) throw new Error('Expected an Intemporelles course outside the default tab');
    await expectShown('/', [timeless.title]);
  });

  it('/csia shows the topics of a path other than the selected one', async () => {
    if (!csiaPath || csiaPath === csiaPaths[0]) throw new Error('Expected several CSIA paths');
    await expectShown('/csia', [csiaPath.audience, ...csiaPath.topics.map((topic) => topic.title)]);
  });
});
