// "Ask for a course": the course page's calls to action lead to its own contact form, prefilled
// with the course and the chosen session, and a message sent there reaches the embedded backend with both.
import { courses, sessionDateRange } from '@fabrique/content';
import { expect, test, type Page } from '@playwright/test';
import { inject, setupBrowser, textsShown } from './browser.ts';

const { open, visit } = setupBrowser();
const backendUrl = inject('backendUrl');

// Two sessions ahead on the e2e build's day (1 December 2025); the pitch course has none.
const writing = courses.find((course) => course.id === 'atelier-ecriture-avec-ia');
const pitch = courses.find((course) => course.id === 'art-du-pitch');
if (!writing || !pitch) throw new Error('Expected the writing workshop and the pitch course');
const [january2026, january2027] = writing.sessions.map((session) => ({
  day: session.periods[0]?.start ?? '',
  range: sessionDateRange(session),
}));
if (!january2026 || !january2027) throw new Error('Expected two sessions of the writing workshop');
const writingPath = `/formations/${writing.id}`;

const requestSection = (page: Page) => page.locator('section#demande');
const requestForm = (page: Page) => requestSection(page).locator('form');
const field = (page: Page, label: string) => requestForm(page).getByLabel(label, { exact: true });
const session = (page: Page) => requestForm(page).getByLabel(/^Session souhaitée/);
const preRegistration = (page: Page, range: string) =>
  page.getByRole('link', { name: `Pré-inscription (session ${range.charAt(0).toLowerCase()}${range.slice(1)})` });

/** The section's top is in the viewport, below the sticky header: the anchor was followed (smoothly, or at once). */
async function expectSectionInView(page: Page) {
  // In the upper half: where the fragment scroll puts it, give or take text reflowing above it as web fonts swap in.
  await expect
    .poll(() =>
      requestSection(page).evaluate((section) => {
        const top = section.getBoundingClientRect().top;
        return top >= 0 && top < innerHeight / 2;
      }),
    )
    .toBe(true);
}

async function rows(query = ''): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${backendUrl}/local/rows/contact_messages${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { rows: Record<string, unknown>[] }).rows;
}

async function fillAndSend(page: Page, email: string) {
  await field(page, 'Nom').fill('Camille Demande');
  await requestForm(page).getByLabel('Email', { exact: true }).fill(email);
  await field(page, 'Message').fill('Bonjour, nous sommes trois à vouloir suivre cette formation.');
  // Kept from the click on: the toast closes itself after 6 s.
  const toasts = await textsShown(page.getByRole('region', { name: /^Notifications/ }));
  await requestForm(page).getByRole('button', { name: 'Envoyer le message' }).click();
  await expect.poll(async () => (await toasts()).join('\n'), { timeout: 10_000 }).toContain('Message envoyé !');
}

test.describe('course page: ask for a course', () => {
  test('"Demander un devis" leads to the form, prefilled with the course and no session, focus in the section', async () => {
    const { page, consoleErrors, close } = await open(writingPath, { reducedMotion: 'reduce' });
    try {
      // The course has dated sessions: its one 'Demander un devis' is the hero's.
      await page.getByRole('link', { name: 'Demander un devis' }).click();
      await expect.poll(() => new URL(page.url()).hash).toBe('#demande');
      expect(new URL(page.url()).search).toBe('');
      await expectSectionInView(page);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('demande');
      expect(await field(page, 'Sujet de votre question').inputValue()).toBe('formation');
      expect(
        await requestForm(page)
          .getByLabel(/^Nom du projet ou de la formation/)
          .inputValue(),
      ).toBe(writing.title);
      expect(await session(page).inputValue()).toBe('');
      expect(await session(page).locator('option').allTextContents()).toEqual([
        'Pas de date précise',
        january2026.range,
        january2027.range,
      ]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('each "Pré-inscription" selects its session; a second one updates it and keeps what was typed', async () => {
    const { page, consoleErrors, close } = await open(writingPath, { reducedMotion: 'reduce' });
    try {
      await preRegistration(page, january2027.range).click();
      await expect.poll(() => session(page).inputValue()).toBe(january2027.day);
      expect(new URL(page.url()).search).toBe(`?session=${january2027.day}`);
      await expectSectionInView(page);
      await field(page, 'Nom').fill('Camille Avant');

      await preRegistration(page, january2026.range).click();
      await expect.poll(() => session(page).inputValue()).toBe(january2026.day);
      await expectSectionInView(page);
      expect(await field(page, 'Nom').inputValue()).toBe('Camille Avant');

      // Back to the first choice: the address drives the form again.
      await page.goBack();
      await expect.poll(() => session(page).inputValue()).toBe(january2027.day);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('a shared or followed address with ?session= opens with the session chosen, without waiting for an intent', async () => {
    const { page, close } = await open(`${writingPath}?session=${january2027.day}#demande`, { waitUntil: 'load' });
    try {
      await expect.poll(() => session(page).inputValue()).toBe(january2027.day);
      await expectSectionInView(page);
    } finally {
      await close();
    }
  });

  test('a request sent from the page stores the course id and the session; a quote stores the course alone', async () => {
    const { page, consoleErrors, close } = await open(writingPath, { reducedMotion: 'reduce' });
    try {
      await preRegistration(page, january2027.range).click();
      await expect.poll(() => session(page).inputValue()).toBe(january2027.day);
      await fillAndSend(page, 'demande.session@example.org');
      const [stored] = (await rows(`?course=${writing.id}`)).filter(
        (row) => row.email === 'demande.session@example.org',
      );
      expect(stored).toMatchObject({
        subject: 'formation',
        project_or_formation_name: writing.title,
        course_id: writing.id,
      });
      expect(String(stored?.session_start)).toMatch(new RegExp(`^${january2027.day}`));
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }

    const quote = await open(`/formations/${pitch.id}`, { reducedMotion: 'reduce' });
    try {
      // No dated session: no session field, and 'Demander un devis' beside the sessions text too.
      expect(await quote.page.getByRole('link', { name: 'Demander un devis' }).count()).toBe(2);
      await quote.page.getByRole('link', { name: 'Demander un devis' }).last().click();
      await expectSectionInView(quote.page);
      expect(await session(quote.page).count()).toBe(0);
      await fillAndSend(quote.page, 'demande.devis@example.org');
      const stored = (await rows(`?course=${pitch.id}`)).find((row) => row.email === 'demande.devis@example.org');
      expect(stored).toMatchObject({
        course_id: pitch.id,
        session_start: null,
        project_or_formation_name: pitch.title,
      });
    } finally {
      await quote.close();
    }
  });

  test('without scripts, every call to action is a plain link to the form section, whose fields work', async () => {
    const { page } = await visit(writingPath, { javaScript: false });
    const hrefs = await page
      .locator('a[href*="#demande"]')
      .evaluateAll((links) => links.filter((link) => link.checkVisibility()).map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      `${writingPath}#demande`,
      `${writingPath}?session=${january2026.day}#demande`,
      `${writingPath}?session=${january2027.day}#demande`,
    ]);
    await preRegistration(page, january2027.range).click();
    await page.waitForURL(`**${writingPath}?session=${january2027.day}#demande`);
    await expectSectionInView(page);
    // The prerendered form: subject and course filled in, the session left to the visitor's own choice.
    expect(await field(page, 'Sujet de votre question').inputValue()).toBe('formation');
    expect(
      await requestForm(page)
        .getByLabel(/^Nom du projet ou de la formation/)
        .inputValue(),
    ).toBe(writing.title);
    await session(page).selectOption(january2027.day);
    expect(await session(page).inputValue()).toBe(january2027.day);
  });
});
