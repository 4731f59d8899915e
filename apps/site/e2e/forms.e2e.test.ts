// Both forms in the browser against the embedded backend started by global-setup (functions under Deno, PGlite in
// memory, e-mails as .eml files in a fresh outbox), plus the error paths of the spec's catalogue.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { contactFeedback, emptyContactValues, proofChallengeFunction } from '@fabrique/forms';
import { inject, setupBrowser, textsShown } from './browser.ts';
import { mailsFor } from './outbox.ts';

const { open, siteUrl } = setupBrowser();
const backendUrl = inject('backendUrl');
// The proof's challenge, fetched on the first focus in a form, carries nothing of the visitor's and stores nothing.
const isProofChallenge = (url: string) => url.includes(`/functions/v1/${proofChallengeFunction}`);
const siteBuildDir = inject('siteBuildDir');

async function rows(table: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${backendUrl}/local/rows/${table}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { rows: Record<string, unknown>[] }).rows;
}

const contactForm = (page: Page) => page.locator('#contact form');
const footer = (page: Page) => page.getByRole('contentinfo');

const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

/** Waits for a toast showing `text` among those kept by textsShown(): it may have closed since (after 6 s). */
async function toastContaining(toasts: () => Promise<string[]>, text: string) {
  await expect.poll(async () => (await toasts()).join('\n'), { timeout: 10_000 }).toContain(text);
}

const message = {
  name: 'Camille Test',
  email: 'camille.test@example.org',
  subject: 'formation',
  projectOrFormationName: 'L’art du pitch',
  phone: '06 12 34 56 78',
  company: 'Studio Essai',
  message: 'Bonjour, je voudrais connaître les prochaines dates de cette formation.',
};

async function fillContactForm(page: Page, values = message) {
  const form = contactForm(page);
  await form.getByLabel('Nom', { exact: true }).fill(values.name);
  await form.getByLabel('Email', { exact: true }).fill(values.email);
  await form.getByLabel('Sujet de votre question').selectOption(values.subject);
  await form.getByLabel('Nom du projet ou de la formation').fill(values.projectOrFormationName);
  await form.getByLabel('Téléphone').fill(values.phone);
  await form.getByLabel('Entreprise').fill(values.company);
  await form.getByLabel('Message').fill(values.message);
}

async function contactValues(page: Page) {
  const form = contactForm(page);
  return {
    name: await form.getByLabel('Nom', { exact: true }).inputValue(),
    email: await form.getByLabel('Email', { exact: true }).inputValue(),
    subject: await form.getByLabel('Sujet de votre question').inputValue(),
    projectOrFormationName: await form.getByLabel('Nom du projet ou de la formation').inputValue(),
    phone: await form.getByLabel('Téléphone').inputValue(),
    company: await form.getByLabel('Entreprise').inputValue(),
    message: await form.getByLabel('Message').inputValue(),
  };
}

/** A failure answer from the functions' origin, readable by the page (CORS). */
function failWith(status: number, body: object) {
  return (route: Route) =>
    route.request().method() === 'OPTIONS'
      ? route.continue()
      : route.fulfill({
          status,
          contentType: 'application/json',
          headers: { 'Access-Control-Allow-Origin': siteUrl, Vary: 'Origin' },
          body: JSON.stringify(body),
        });
}

test.describe('contact form', () => {
  test('sends a message: a lasting confirmation, a toast, one stored row, two e-mails', async () => {
    // Timers paused: the test moves the clock itself, past the toast's life, to see what stays.
    const { page, consoleErrors, close } = await open('/', { pausedClock: true });
    try {
      const toasts = await textsShown(notifications(page));
      // An address of its own: the other worker's tests store rows and send e-mails through the same backend meanwhile.
      const sender = { ...message, email: `camille.envoi.${test.info().workerIndex}.${Date.now()}@example.org` };
      await fillContactForm(page, sender);
      await contactForm(page).getByRole('button', { name: 'Envoyer le message' }).click();

      // The form gives way to a confirmation in the page, which takes focus; the toast says it too.
      const confirmation = page.locator('#contact').getByRole('status');
      await expect(confirmation).toContainText('Message envoyé !');
      await expect(confirmation).toContainText(contactFeedback.successDescription);
      await expect(confirmation).toBeFocused();
      await toastContaining(toasts, 'Message envoyé !');
      await expect(contactForm(page)).toHaveCount(0);
      // Ten seconds later (the toast has closed), the confirmation is still there, still focused.
      await page.clock.runFor(10_000);
      await expect(notifications(page).getByText('Message envoyé !')).toHaveCount(0);
      await expect(confirmation).toBeVisible();
      await expect(confirmation).toContainText('Message envoyé !');
      await expect(confirmation).toBeFocused();
      // A new message: the form again, emptied.
      await confirmation.getByRole('button', { name: contactFeedback.sendAnother }).click();
      expect(await contactValues(page)).toEqual(emptyContactValues);

      const stored = (await rows('contact_messages')).filter((row) => row.email === sender.email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ name: sender.name, subject: sender.subject, message: sender.message });

      const mails = await mailsFor(sender.email);
      expect(mails).toHaveLength(2);
      const toOrganisation = mails.find((mail) => mail.headers.to?.includes('contact@lafabrique-formats.fr'));
      const toSender = mails.find((mail) => mail.headers.to?.includes(sender.email));
      expect(toOrganisation, 'the e-mail to the organisation').toBeDefined();
      expect(toOrganisation!.headers['reply-to']).toContain(sender.email);
      expect(toOrganisation!.text).toContain(sender.message);
      expect(toSender, 'the confirmation to the sender').toBeDefined();
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("an empty submit shows 'Formulaire incomplet' and the field errors, and sends nothing", async () => {
    const { page, close } = await open('/nos-offres');
    try {
      const toasts = await textsShown(notifications(page));
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/functions/v1/') && !isProofChallenge(request.url())) requests.push(request.url());
      });
      await contactForm(page).getByRole('button', { name: 'Envoyer le message' }).click();
      await toastContaining(toasts, 'Formulaire incomplet');
      await toastContaining(toasts, 'Veuillez remplir tous les champs obligatoires.');
      const form = contactForm(page);
      for (const error of [
        'Le nom est requis',
        'L’email est requis',
        'Veuillez sélectionner le sujet de votre question',
        'Le message est requis',
      ]) {
        await expect(form.getByText(error).isVisible(), error).resolves.toBe(true);
      }
      await expect(form.getByLabel('Nom', { exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
      // Editing a field clears its error.
      await form.getByLabel('Nom', { exact: true }).fill('Camille');
      await expect(form.getByText('Le nom est requis').count()).resolves.toBe(0);
      // Nothing reached the functions, so nothing was stored (a row count would race the other worker's tests).
      expect(requests).toEqual([]);
    } finally {
      await close();
    }
  });

  test('a server error shows "Erreur d\'envoi" with the server\'s text and keeps the values', async () => {
    const { page, close } = await open('/');
    try {
      const toasts = await textsShown(notifications(page));
      await page.route('**/functions/v1/send-contact-email', failWith(500, { error: 'Service indisponible' }));
      await fillContactForm(page);
      await contactForm(page).getByRole('button', { name: 'Envoyer le message' }).click();
      await toastContaining(toasts, "Erreur d'envoi");
      await toastContaining(toasts, 'Service indisponible');
      expect(await contactValues(page)).toEqual(message);
    } finally {
      await close();
    }
  });

  test("a failed answer without an error text shows 'Erreur lors de l'envoi'", async () => {
    const { page, close } = await open('/');
    try {
      const toasts = await textsShown(notifications(page));
      await page.route('**/functions/v1/send-contact-email', failWith(502, {}));
      await fillContactForm(page);
      await contactForm(page).getByRole('button', { name: 'Envoyer le message' }).click();
      await toastContaining(toasts, "Erreur d'envoi");
      await toastContaining(toasts, "Erreur lors de l'envoi");
      expect(await contactValues(page)).toEqual(message);
    } finally {
      await close();
    }
  });

  test('a network failure shows the fallback sentence', async () => {
    const { page, close } = await open('/');
    try {
      const toasts = await textsShown(notifications(page));
      await page.route('**/functions/v1/send-contact-email', (route) => route.abort('connectionrefused'));
      await fillContactForm(page);
      await contactForm(page).getByRole('button', { name: 'Envoyer le message' }).click();
      await toastContaining(toasts, "Erreur d'envoi");
      await toastContaining(
        toasts,
        "Une erreur s'est produite lors de l'envoi. Veuillez réessayer ou nous contacter directement par email.",
      );
      expect(await contactValues(page)).toEqual(message);
    } finally {
      await close();
    }
  });
});

test.describe('newsletter', () => {
  /** The chunk of supabase-js in the build, found by its content (once the web server has built it). */
  let supabaseChunks: string[] = [];
  test.beforeAll(() => {
    supabaseChunks = readdirSync(join(siteBuildDir, 'assets')).filter(
      (file) =>
        file.endsWith('.js') &&
        readFileSync(join(siteBuildDir, 'assets', file), 'utf8').includes('@supabase/supabase-js'),
    );
  });

  test('rejects an invalid address inline, without a toast and without loading supabase-js', async () => {
    const { page, close } = await open('/');
    try {
      const newsletter = footer(page);
      const toasts = await textsShown(notifications(page));
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).href));
      await newsletter.getByLabel('Votre adresse email').fill('pas-une-adresse');
      await newsletter.getByRole('button', { name: "S'inscrire" }).click();
      await expect(newsletter.getByText('Adresse email invalide').isVisible()).resolves.toBe(true);
      await expect(newsletter.getByLabel('Votre adresse email').getAttribute('aria-invalid')).resolves.toBe('true');
      // The error and any toast of the same submit render together; a later toast would need a request: none left.
      expect((await toasts()).join('')).toBe('');
      expect(
        requests.filter(
          (url) =>
            (url.startsWith(backendUrl) && !isProofChallenge(url)) ||
            supabaseChunks.some((chunk) => url.endsWith(`/assets/${chunk}`)),
        ),
      ).toEqual([]);
      // Typing clears the error.
      await newsletter.getByLabel('Votre adresse email').fill('pas-une-adresse@');
      await expect(newsletter.getByText('Adresse email invalide').count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });

  test('subscribes with double opt-in: success message, confirmation e-mail, confirmation page, confirmed row; supabase-js loads only then', async () => {
    expect(supabaseChunks.length, 'a build chunk holds supabase-js').toBeGreaterThan(0);
    const email = `abonne.${Date.now()}@example.org`;
    const { page, consoleErrors, close } = await open('/formations');
    try {
      const toasts = await textsShown(notifications(page));
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const loadedOnPageLoad = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      );
      const isSupabase = (path: string) => supabaseChunks.some((chunk) => path.endsWith(`/assets/${chunk}`));
      expect(loadedOnPageLoad.filter(isSupabase), 'supabase-js on page load').toEqual([]);

      const newsletter = footer(page);
      const statuses = await textsShown(newsletter.getByRole('status'));
      await newsletter.getByLabel('Votre adresse email').fill(email);
      await newsletter.getByRole('button', { name: "S'inscrire" }).click();
      await expect.poll(statuses, { timeout: 10_000 }).toContainEqual(expect.stringContaining('Inscription réussie !'));
      await toastContaining(toasts, 'Inscription réussie !');
      await toastContaining(toasts, 'Vérifiez votre boîte mail pour confirmer votre inscription.');
      // In the page too, where it stays after the spec's 5-second message (the reducer's test holds the lasting part).
      await expect(newsletter.getByRole('status').textContent()).resolves.toContain(
        'Vérifiez votre boîte mail pour confirmer votre inscription.',
      );
      await expect(newsletter.getByLabel('Votre adresse email').inputValue()).resolves.toBe('');
      expect(scripts.filter(isSupabase), 'supabase-js fetched on submit').toHaveLength(1);

      const subscriber = (await rows('newsletter_subscribers')).find((row) => row.email === email);
      expect(subscriber?.status).toBe('pending');

      const emailed = await mailsFor(email);
      expect(emailed).toHaveLength(1);
      const [mail] = emailed;
      expect(mail!.headers.to).toContain(email);
      const link = mail!.links.find((candidate) => candidate.startsWith(`${siteUrl}/newsletter/confirmation?token=`));
      expect(link, `a confirmation link in:\n${mail!.text}`).toBeDefined();

      await page.goto(link!);
      await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
      await expect.poll(() => page.getByText('Votre inscription est confirmée').count(), { timeout: 10_000 }).toBe(1);
      expect((await rows('newsletter_subscribers')).find((row) => row.email === email)?.status).toBe('confirmed');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('a server failure shows the toast "Erreur d\'inscription" with the server\'s text', async () => {
    const { page, close } = await open('/');
    try {
      const toasts = await textsShown(notifications(page));
      await page.route(
        '**/functions/v1/send-newsletter-email',
        failWith(500, { error: 'Inscription momentanément impossible.' }),
      );
      const newsletter = footer(page);
      await newsletter.getByLabel('Votre adresse email').fill('quelquun@example.org');
      await newsletter.getByRole('button', { name: "S'inscrire" }).click();
      await toastContaining(toasts, "Erreur d'inscription");
      await toastContaining(toasts, 'Inscription momentanément impossible.');
      await expect(newsletter.getByText('Inscription momentanément impossible.').isVisible()).resolves.toBe(true);
      await expect(newsletter.getByLabel('Votre adresse email').inputValue()).resolves.toBe('quelquun@example.org');
    } finally {
      await close();
    }
  });

  test('an answer carrying an error text is a failure, even with status 200', async () => {
    const { page, close } = await open('/');
    try {
      const toasts = await textsShown(notifications(page));
      await page.route(
        '**/functions/v1/send-newsletter-email',
        failWith(200, { error: 'Cette adresse ne peut pas être inscrite.' }),
      );
      const newsletter = footer(page);
      await newsletter.getByLabel('Votre adresse email').fill('quelquun@example.org');
      await newsletter.getByRole('button', { name: "S'inscrire" }).click();
      await toastContaining(toasts, "Erreur d'inscription");
      await expect(newsletter.getByText('Cette adresse ne peut pas être inscrite.').isVisible()).resolves.toBe(true);
      await expect(newsletter.getByText('Inscription réussie !').count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });

  test('a failure without a message shows the fallback sentence', async () => {
    const { page, close } = await open('/');
    try {
      const toasts = await textsShown(notifications(page));
      await page.route('**/functions/v1/send-newsletter-email', failWith(500, {}));
      const newsletter = footer(page);
      await newsletter.getByLabel('Votre adresse email').fill('quelquun@example.org');
      await newsletter.getByRole('button', { name: "S'inscrire" }).click();
      await toastContaining(toasts, "Erreur d'inscription");
      await expect(newsletter.getByText("Une erreur s'est produite. Veuillez réessayer.").isVisible()).resolves.toBe(
        true,
      );
    } finally {
      await close();
    }
  });
});
