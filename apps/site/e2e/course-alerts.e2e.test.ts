// Next-date alerts end to end: offered on every course page; the sign-up on a course page with no upcoming session,
// through the local backend and its outbox, the confirmation page (row confirmed), the unsubscribe page (row
// unsubscribed), and the CSV export.
import { courseAlertConsentWording } from '@fabrique/forms';
import { courses, findCourse } from '@fabrique/content';
import { expect, test } from '@playwright/test';
import { inject, setupBrowser, textsShown } from './browser.ts';
import { mailsFor } from './outbox.ts';

const { open, siteUrl } = setupBrowser();
const backendUrl = inject('backendUrl');

const courseId = 'scenariste-de-jeux-tv'; // 'Bientôt disponible'
const lookup = findCourse(courseId);
if (!lookup.found) throw new Error(`${courseId} is not in the catalogue`);
const { course } = lookup;

async function alertOf(email: string) {
  const response = await fetch(`${backendUrl}/local/rows/course_alert_subscribers?course=${courseId}`);
  expect(response.status).toBe(200);
  const { rows } = (await response.json()) as { rows: Record<string, unknown>[] };
  return rows.find((row) => row.email === email);
}

/** The link under `path` in the e-mails to `email`, once the backend has sent them. */
async function linkInMail(email: string, path: string) {
  const prefix = `${siteUrl}${path}?token=`;
  const mails = (await mailsFor(email)).filter((mail) => mail.headers.to?.includes(email));
  const link = mails.flatMap((mail) => mail.links).find((candidate) => candidate.startsWith(prefix));
  expect(link, `a link to ${path} in the e-mails to ${email}`).toBeDefined();
  return link!;
}

test.describe('next-date alerts', () => {
  test('every course page offers them, sessions or not, visible on a course with an upcoming session', async () => {
    // The prerendered pages: what a visitor gets before React and without it.
    for (const { id } of courses) {
      const html = await (await fetch(`${siteUrl}/formations/${id}`)).text();
      expect(html, id).toContain('>Être averti(e) des prochaines dates</h3>');
      expect(html, id).toContain('M’avertir');
    }
    const { page, close } = await open('/formations/atelier-ecriture-avec-ia');
    try {
      await expect(
        page
          .getByRole('link', { name: /^Pré-inscription/ })
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      const form = page.getByRole('form', { name: 'Être averti(e) des prochaines dates' });
      await expect(form.isVisible()).resolves.toBe(true);
      await expect(form.getByText(courseAlertConsentWording).isVisible()).resolves.toBe(true);
      await page.goto(`${siteUrl}/formations/${courseId}`);
      await expect(page.getByText(`nouvelles dates de «\u00a0${course.title}\u00a0»`).isVisible()).resolves.toBe(true);
    } finally {
      await close();
    }
  });

  test('signs up, is confirmed through the outbox link, then unsubscribed through the welcome e-mail’s link', async () => {
    const email = `alerte.${Date.now()}@example.org`;
    const { page, consoleErrors, close } = await open(`/formations/${courseId}`);
    try {
      const form = page.getByRole('form', { name: 'Être averti(e) des prochaines dates' });
      // Kept from now on: the success message leaves after 5 s.
      const statuses = await textsShown(form.getByRole('status'));
      await form.getByLabel('Votre adresse email').fill(email);
      await form.getByRole('button', { name: 'M’avertir' }).click();
      await expect.poll(statuses, { timeout: 10_000 }).toContainEqual(expect.stringContaining('Inscription réussie !'));
      expect(await alertOf(email)).toMatchObject({
        course_id: courseId,
        status: 'pending',
        source: 'site/formation',
        consent_wording: courseAlertConsentWording,
      });

      const confirmLink = await linkInMail(email, `/formations/${courseId}/alerte/confirmation`);
      await page.goto(confirmLink);
      // The page reads the token once hydrated: until then it shows the missing-link text.
      await expect
        .poll(() => page.getByText(`prochaines dates de la formation «\u00a0${course.title}\u00a0»`).count(), {
          timeout: 10_000,
        })
        .toBe(1);
      await page.getByRole('button', { name: 'Confirmer ma demande' }).click();
      await expect.poll(() => page.getByText('C’est noté').count(), { timeout: 10_000 }).toBe(1);
      expect((await alertOf(email))?.status).toBe('confirmed');

      // The organisation's export, asked of the running backend as the CLI does.
      const csv = await (await fetch(`${backendUrl}/local/course-alerts/${courseId}.csv?status=confirmed`)).text();
      expect(csv.split('\r\n').filter((line) => line.startsWith(`${email},confirmed,`))).toHaveLength(1);

      const unsubscribeLink = await linkInMail(email, `/formations/${courseId}/alerte/desinscription`);
      await page.goto(unsubscribeLink);
      await page.getByRole('button', { name: 'Ne plus être averti(e)' }).click();
      await expect.poll(() => page.getByText('C’est fait').count(), { timeout: 10_000 }).toBe(1);
      expect((await alertOf(email))?.status).toBe('unsubscribed');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
