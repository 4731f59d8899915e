import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { startEditor, type Editor } from './editor.ts';

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

test('a course’s session dates and a sentence of its description are changed in the editor and saved to its file', async () => {
  const file = 'data/courses/boite-a-outils-ideation.json';
  const before = editor.readJson(file);
  const [session] = before.sessions as Session[];
  const [period] = session!.periods;
  const description = before.description as string;
  const sentence = 'Trois jours pour passer d’une intuition à un concept de programme prêt à présenter.';

  await page.goto(`${editor.url}/keystatic/collection/courses/item/boite-a-outils-ideation`, { waitUntil: 'commit' });
  // The session's line in the list, named by its first day.
  // Opened from the keyboard, as a row's Enter does: Keystatic's list can lay a row out at zero width for a moment.
  await page.getByRole('row', { name: new RegExp(`Du ${period!.start} au`) }).focus();
  await page.keyboard.press('Enter');
  const sessionDialog = page.getByRole('dialog');
  await sessionDialog.getByRole('row', { name: `${period!.start} → ${period!.end}` }).focus();
  await page.keyboard.press('Enter');
  const periodDialog = page.getByRole('dialog').last();
  await periodDialog.getByLabel('Premier jour').fill('2027-03-15');
  await periodDialog.getByLabel('Dernier jour').fill('2027-03-17');
  await periodDialog.getByRole('button', { name: 'Done' }).click();
  await page.getByLabel('Premier jour').waitFor({ state: 'detached' });
  await sessionDialog.getByRole('button', { name: 'Done' }).click();
  await sessionDialog.waitFor({ state: 'detached' });
  await page.getByLabel('Description').fill(`${sentence} ${description.split('. ').slice(1).join('. ')}`);
  await page.getByRole('button', { name: 'Sauvegarder' }).click();

  const after = await savedJson(file, (data) => (data.sessions as Session[])[0]?.periods[0]?.start === '2027-03-15');
  expect((after.sessions as Session[])[0]).toEqual({
    ...session,
    periods: [{ start: '2027-03-15', end: '2027-03-17' }, ...session!.periods.slice(1)],
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
  await title.fill('Pitcher une série d’animation');
  await page.getByLabel('Identifiant (adresse de la page)').fill('pitcher-une-serie-animation');
  await page.getByRole('button', { name: /^(Créer|Create)$/ }).click();

  const created = await savedJson('data/courses/pitcher-une-serie-animation.json', () => true);
  expect(created).toMatchObject({ title: 'Pitcher une série d’animation', image: 'image.svg' });
  const image = join(editor.content, 'assets/courses/pitcher-une-serie-animation/image.svg');
  expect(existsSync(image)).toBe(true);
  expect(readFileSync(image)).toEqual(readFileSync(join(editor.content, 'assets/courses/art-du-pitch/image.svg')));
});
