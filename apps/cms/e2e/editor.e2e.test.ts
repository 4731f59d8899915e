import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localSiteUrl } from '@fabrique/forms/local-backend';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { freePort, startEditor, type Editor } from './editor.ts';
import { publishedCopy } from './published-copy.ts';

let editor: Editor;
let page: Page;

beforeAll(async () => {
  editor = await startEditor();
  page = await editor.browser.newPage({ viewport: { width: 1280, height: 900 } });
  // The first visit has Vite bundle Keystatic's modules: done once here, not inside a test's time.
  await page.goto(`${editor.url}/keystatic`, { waitUntil: 'commit' });
  await page.getByText('Tableau de bord').first().waitFor({ timeout: 100_000 });
});
afterAll(() => editor?.stop());

/** The edits the publishing test looks for on the rebuilt site: the course's next session as of the build's day moves. */
const editedCourse = 'boite-a-outils-ideation';
const movedSession = { start: '2026-03-16', end: '2026-03-18' };
const sentence = 'Trois jours pour passer d’une intuition à un concept de programme prêt à présenter.';
const addedCourse = { id: 'pitcher-une-serie-animation', title: 'Pitcher une série d’animation' };

interface Session {
  periods: { start: string; end: string }[];
  dailyHours: { start: string; end: string };
  location: string;
}

/** Waits for the editor to write the file: a save is an HTTP request, then a write, after the click. */
async function savedJson(path: string, until: (data: Record<string, unknown>) => boolean) {
  return vi.waitFor(
    () => {
      const data = editor.readJson(path);
      if (!until(data)) throw new Error(`${path} not saved yet`);
      return data;
    },
    { timeout: 20_000, interval: 100 },
  );
}

test('a course’s next session dates and a sentence of its description are changed in the editor and saved to its file', async () => {
  const file = `data/courses/${editedCourse}.json`;
  const before = editor.readJson(file);
  const [session] = before.sessions as Session[];
  const [period] = session!.periods;
  const description = before.description as string;

  await page.goto(`${editor.url}/keystatic/collection/courses/item/${editedCourse}`, { waitUntil: 'commit' });
  // The session's line in the list, named by its first day.
  // Opened from the keyboard, as a row's Enter does: Keystatic's list can lay a row out at zero width for a moment.
  await page.getByRole('row', { name: new RegExp(`Du ${period!.start} au`) }).focus();
  await page.keyboard.press('Enter');
  const sessionDialog = page.getByRole('dialog');
  await sessionDialog.getByRole('row', { name: `${period!.start} → ${period!.end}` }).focus();
  await page.keyboard.press('Enter');
  const periodDialog = page.getByRole('dialog').last();
  await periodDialog.getByLabel('Premier jour').fill(movedSession.start);
  await periodDialog.getByLabel('Dernier jour').fill(movedSession.end);
  await periodDialog.getByRole('button', { name: 'Done' }).click();
  await page.getByLabel('Premier jour').waitFor({ state: 'detached' });
  await sessionDialog.getByRole('button', { name: 'Done' }).click();
  await sessionDialog.waitFor({ state: 'detached' });
  await page.getByLabel('Description').fill(`${sentence} ${description.split('. ').slice(1).join('. ')}`);
  await page.getByRole('button', { name: 'Sauvegarder' }).click();

  const after = await savedJson(
    file,
    (data) => (data.sessions as Session[])[0]?.periods[0]?.start === movedSession.start,
  );
  expect((after.sessions as Session[])[0]).toEqual({
    ...session,
    periods: [movedSession, ...session!.periods.slice(1)],
  });
  expect(after.description).toMatch(new RegExp(`^${sentence}`));
  // Everything else is written back as it was read: the editor's fields cover the whole file.
  expect({ ...after, sessions: undefined, description: undefined }).toEqual({
    ...before,
    sessions: undefined,
    description: undefined,
  });
});

test('a course added by duplicating another gets its own file and images', async () => {
  await page.goto(`${editor.url}/keystatic/collection/courses/item/art-du-pitch`, { waitUntil: 'commit' });
  await page.getByLabel('Description').waitFor();
  await page.getByRole('button', { name: /Dupliquer|Duplicate/ }).click();
  await page.waitForURL(/\/collection\/courses\/create/);
  const title = page.getByLabel('Titre de la formation');
  // The copy is filled in after the page opens: typing before it would be overwritten.
  await vi.waitFor(async () => expect(await title.inputValue()).toBe('L’art du pitch'), { timeout: 20_000 });
  await title.fill(addedCourse.title);
  await page.getByLabel('Identifiant (adresse de la page)').fill(addedCourse.id);
  await page.getByRole('button', { name: /^(Créer|Create)$/ }).click();

  const created = await savedJson(`data/courses/${addedCourse.id}.json`, () => true);
  expect(created).toMatchObject({ title: addedCourse.title, image: 'image.svg' });
  const image = join(editor.content, `assets/courses/${addedCourse.id}/image.svg`);
  expect(existsSync(image)).toBe(true);
  expect(readFileSync(image)).toEqual(readFileSync(join(editor.content, 'assets/courses/art-du-pitch/image.svg')));
});

/** The day the site is built as of, as the site's own end-to-end build: 1 December 2025, 10:00 in Paris. */
const publishedEpoch = 1764579600;
const publishedOrigin = 'http://published.test';

/** A page's text as a reader gets it: tags dropped, white space (no-break spaces included) as single spaces. */
const pageText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
/** A PDF's text without white space: line breaks fall anywhere in a sentence. */
async function pdfText(path: string) {
  const pdf = await getDocument({ data: new Uint8Array(readFileSync(path)) }).promise;
  const pages = await Promise.all(
    Array.from({ length: pdf.numPages }, async (_, index) => (await pdf.getPage(index + 1)).getTextContent()),
  );
  return squashed(pages.flatMap((page) => page.items.map((item) => ('str' in item ? item.str : ''))).join(''));
}
const squashed = (text: string) => text.replace(/\s+/g, '');

test('the edits, published: the rebuilt site and the contact function show them', async () => {
  const copy = publishedCopy(editor.content);
  let functions: { stop(): Promise<void> } | undefined;
  try {
    await copy.buildSite(publishedEpoch);
    const site = join(copy.root, 'apps/site/build/client');
    const read = (path: string) => readFileSync(join(site, path), 'utf8');

    // The edited course: its page, its structured data, its card, its calendar and its programme.
    const coursePage = read(`formations/${editedCourse}/index.html`);
    expect(pageText(coursePage)).toContain('Du lundi 16 au mercredi 18 mars 2026');
    expect(pageText(coursePage)).toContain(sentence);
    const course = structuredData(coursePage).find((data) => data['@type'] === 'Course')!;
    expect(course.description).toMatch(new RegExp(`^${sentence}`));
    expect((course.hasCourseInstance as { startDate: string }[])[0]?.startDate).toBe('2026-03-16T09:30:00+01:00');
    const category = pageText(read('formations/categorie/concevoir-developper/index.html'));
    expect(category).toContain(`${sentence}`);
    expect(category).toContain('Prochaine session : du 16 au 18 mars 2026');
    expect(read(`formations/${editedCourse}/sessions.ics`)).toMatch(/^DTSTART[^\n]*20260316/m);
    const programme = await pdfText(join(site, `formations/${editedCourse}/programme.pdf`));
    expect(programme).toContain(squashed(sentence));
    expect(programme).toContain(squashed('16 au 18 mars 2026'));

    // The added course: its page, its category, the catalogue and the sitemap.
    expect(pageText(read(`formations/${addedCourse.id}/index.html`))).toContain(addedCourse.title);
    expect(category).toContain(addedCourse.title);
    expect(pageText(read('formations/index.html'))).toContain(addedCourse.title);
    expect(read('sitemap.xml')).toContain(`/formations/${addedCourse.id}</loc>`);

    // The finder's search, in the browser, from the rebuilt bundle.
    const visitor = await editor.browser.newPage();
    await visitor.route(`${publishedOrigin}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = join(site, /\.\w+$/.test(path) ? path : join(path, 'index.html'));
      return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
    });
    // A searched address hydrates at once (a bare page waits for the visitor's first intent) and runs the search.
    await visitor.goto(`${publishedOrigin}/formations?q=animation`);
    const finder = visitor.locator('#trouver-une-formation');
    await vi.waitFor(
      async () =>
        expect(await finder.getByRole('status').textContent()).toMatch(/correspond(?:ent)? à votre recherche$/),
      { timeout: 30_000 },
    );
    const listed = await finder
      .locator('ul > li article h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(listed).toContain(`/formations/${addedCourse.id}`);
    await visitor.close();

    // The contact function, run as the local backend runs it, over the same content.
    const port = await freePort();
    functions = await copy.startFunctions(port);
    const request = (courseId: string, session: string) =>
      fetch(`http://127.0.0.1:${port}/functions/v1/send-contact-email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: localSiteUrl },
        body: JSON.stringify({
          name: 'Camille Essai',
          email: 'camille.essai@example.com',
          subject: 'formation',
          projectOrFormationName: '',
          phone: '',
          company: '',
          message: 'Je souhaite m’inscrire à cette session.',
          courseId,
          session,
        }),
      });
    // The added course is a copy of one with no dated session yet: a request names the course alone.
    expect((await request(addedCourse.id, '')).status).toBe(200);
    expect((await request(editedCourse, movedSession.start)).status).toBe(200);
    expect((await request('formation-inexistante', '')).status).toBe(400);
  } finally {
    await functions?.stop();
    copy.remove();
  }
}, 900_000);
