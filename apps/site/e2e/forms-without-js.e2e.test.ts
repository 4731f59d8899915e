// Every form of the site as plain HTML, JavaScript disabled: posted to the site's own Pages Function (workerd), relayed
// to the real local functions, the visitor on a French result page or back on their own page with their values and
// each problem named; nothing they typed in an address or a log. And no form of the site can be sent with GET.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formActions, formResultPaths, newsletterConfirmationPath } from '@fabrique/content';
import { contactFeedback, formPostMessages } from '@fabrique/forms';
import { expect, test, type Page } from '@playwright/test';
import { inject, setupBrowser } from './browser.ts';
import { mailsFor } from './outbox.ts';

const { open, siteUrl } = setupBrowser();
const backendUrl = inject('backendUrl');
const siteBuildDir = inject('siteBuildDir');

async function rows(table: string, query = ''): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${backendUrl}/local/rows/${table}${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { rows: Record<string, unknown>[] }).rows;
}

/** What the site's host and the backend have logged so far (wrangler's access log among it). */
function logs(): string {
  return ['siteLog', 'backendLog'].map((key) => readFileSync(inject(key as 'siteLog'), 'utf8')).join('\n');
}

/** None of the typed values in the address bar, in the pages' history of addresses, nor in a log. */
function expectNowhere(page: Page, values: string[], addresses: string[]) {
  const logged = logs();
  for (const value of values) {
    for (const encoded of new Set([
      value,
      encodeURIComponent(value),
      new URLSearchParams({ v: value }).toString().slice(2),
    ])) {
      expect(page.url(), `the address holds « ${value} »`).not.toContain(encoded);
      for (const address of addresses) expect(address, `an address asked holds « ${value} »`).not.toContain(encoded);
      expect(logged, `a log holds « ${value} »`).not.toContain(encoded);
    }
  }
}

/** Unique per test and worker: the other worker posts through the same backend meanwhile. */
const unique = (label: string) => `${label}.${test.info().workerIndex}.${Date.now()}@example.org`;

test.describe('forms with JavaScript disabled', () => {
  test('the contact form reaches the organisation; the visitor reads what happened; nothing typed in an address or a log', async () => {
    const { page, requests, close } = await open('/', { javaScript: false });
    try {
      const sender = {
        name: 'Claire Martin',
        email: unique('claire.sans-js'),
        phone: '06 98 76 54 32',
        company: 'Prod « Essai »',
        message: `Bonjour, un message envoyé sans JavaScript (${Date.now()}).`,
      };
      const form = page.locator('#contact form');
      await expect(form.getAttribute('method')).resolves.toBe('post');
      await form.getByLabel('Nom', { exact: true }).fill(sender.name);
      await form.getByLabel('Email', { exact: true }).fill(sender.email);
      await form.getByLabel('Sujet de votre question').selectOption('projet');
      await form.getByLabel('Téléphone').fill(sender.phone);
      await form.getByLabel('Entreprise').fill(sender.company);
      await form.getByLabel('Message').fill(sender.message);
      await form.getByRole('button', { name: 'Envoyer le message' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/envoi/message-'));

      const stored = (await rows('contact_messages')).filter((row) => row.email === sender.email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ name: sender.name, company: sender.company, message: sender.message });
      const mails = await mailsFor(sender.email);
      expect(
        mails.find((mail) => mail.headers.to?.includes('contact@lafabrique-formats.fr')),
        'staff’s e-mail',
      ).toBeDefined();
      // The result page says whether the visitor was written to, and it is so (no proof of work: not, once required).
      const acknowledged = mails.some((mail) => mail.headers.to?.includes(sender.email));
      expect(new URL(page.url()).pathname).toBe(
        acknowledged ? formResultPaths.messageSent : formResultPaths.messageReceived,
      );
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        acknowledged ? 'Message envoyé' : contactFeedback.receivedTitle,
      );
      expectNowhere(page, Object.values(sender), requests);
    } finally {
      await close();
    }
  });

  test('a course request keeps its course and session', async () => {
    const courseId = 'atelier-ecriture-avec-ia';
    const { page, close } = await open(`/formations/${courseId}`, { javaScript: false });
    try {
      const email = unique('demande.sans-js');
      const form = page.locator('#demande form');
      const session = form.getByLabel('Session souhaitée');
      const firstSession = (await session.locator('option').nth(1).getAttribute('value')) ?? '';
      expect(firstSession, 'a session to choose').not.toBe('');
      await form.getByLabel('Nom', { exact: true }).fill('Jules Demande');
      await form.getByLabel('Email', { exact: true }).fill(email);
      await session.selectOption(firstSession);
      await form.getByLabel('Message').fill('Une place sur cette session, s’il vous plaît.');
      await form.getByRole('button', { name: 'Envoyer le message' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/envoi/message-'));
      const stored = (await rows('contact_messages')).find((row) => row.email === email);
      expect(stored).toMatchObject({ course_id: courseId, subject: 'formation' });
      expect(String(stored?.session_start)).toContain(firstSession);
    } finally {
      await close();
    }
  });

  test('an invalid post comes back on its page: values kept, each problem under its field and in a summary', async () => {
    const { page, close } = await open('/nos-offres', { javaScript: false });
    try {
      // What the browser's own checks let through and the schema refuses: blanks, an address without a domain's dot.
      const typed = { name: '   ', email: 'claire@prod', company: 'Studio "Essai" <b>&amp;', message: '  ' };
      const form = page.locator('#contact form');
      await form.getByLabel('Nom', { exact: true }).fill(typed.name);
      await form.getByLabel('Email', { exact: true }).fill(typed.email);
      await form.getByLabel('Sujet de votre question').selectOption('offre');
      await form.getByLabel('Entreprise').fill(typed.company);
      await form.getByLabel('Message').fill(typed.message);
      const answer = page.waitForResponse((response) => response.url().endsWith(formActions.contact));
      await form.getByRole('button', { name: 'Envoyer le message' }).click();
      expect((await answer).status()).toBe(422);
      await page.waitForLoadState();
      expect(new URL(page.url()).pathname).toBe(formActions.contact);
      await expect(page.title()).resolves.toMatch(/^Erreur\u00a0: /);

      const again = page.locator('#contact form');
      await expect(again.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe(typed.email);
      await expect(again.getByLabel('Entreprise').inputValue()).resolves.toBe(typed.company);
      await expect(again.getByLabel('Sujet de votre question').inputValue()).resolves.toBe('offre');
      const summary = again.getByRole('alert');
      await expect(summary.textContent()).resolves.toContain(formPostMessages.summaryTitle);
      await expect(summary).toBeFocused();
      for (const [label, problem] of [
        ['Nom', 'Le nom est requis'],
        ['Email', 'Adresse email invalide'],
        ['Message', 'Le message est requis'],
      ] as const) {
        const field = again.getByLabel(label, { exact: true });
        await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
        // Named under its field, announced with it, and linked from the summary.
        await expect(field).toHaveAccessibleDescription(new RegExp(problem));
        await summary.getByRole('link', { name: problem }).click();
        await expect(field).toBeFocused();
      }
      // Sent again, corrected: it goes through.
      const email = unique('corrige.sans-js');
      await again.getByLabel('Nom', { exact: true }).fill('Claire Corrigée');
      await again.getByLabel('Email', { exact: true }).fill(email);
      await again.getByLabel('Message').fill('Corrigé.');
      await again.getByRole('button', { name: 'Envoyer le message' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/envoi/message-'));
      expect((await rows('contact_messages')).filter((row) => row.email === email)).toHaveLength(1);
    } finally {
      await close();
    }
  });

  test('a newsletter or alert sign-up without the anti-robot check stores nothing and says how else to sign up', async () => {
    const { page, requests, close } = await open('/formations/art-du-pitch', { javaScript: false });
    try {
      for (const [form, button, back] of [
        [page.getByRole('contentinfo').locator('form'), 'S’inscrire', '/formations/art-du-pitch'],
        [
          page.getByRole('form', { name: 'Être averti(e) des prochaines dates' }),
          'M’avertir',
          '/formations/art-du-pitch',
        ],
      ] as const) {
        await page.goto(`${siteUrl}/formations/art-du-pitch`);
        const email = unique('inscription.sans-js');
        await form.getByLabel('Votre adresse email').fill(email);
        await form.getByRole('button', { name: new RegExp(button.replace('’', '.')) }).click();
        await page.waitForLoadState();
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
          'Inscription à finir avec JavaScript',
        );
        await expect(page.getByText('contact@lafabrique-formats.fr').first().isVisible()).resolves.toBe(true);
        await expect(page.getByRole('link', { name: 'Revenir au formulaire' }).getAttribute('href')).resolves.toBe(
          back,
        );
        expect((await rows('newsletter_subscribers')).filter((row) => row.email === email)).toEqual([]);
        expect((await rows('course_alert_subscribers')).filter((row) => row.email === email)).toEqual([]);
        expect(await mailsFor(email)).toEqual([]);
        expectNowhere(page, [email], requests);
      }
    } finally {
      await close();
    }
  });

  test('an alert is confirmed then stopped from its e-mails’ pages, and a newsletter confirmed, without JavaScript', async () => {
    const courseId = 'scenariste-de-jeux-tv';
    const [alertEmail, newsletterEmail] = [unique('alerte.lien'), unique('lettre.lien')];
    // Signed up as a visitor with JavaScript does (the anti-robot check needs it); the links then open without.
    const signUp = await open(`/formations/${courseId}`);
    try {
      const alertForm = signUp.page.getByRole('form', { name: 'Être averti(e) des prochaines dates' });
      await alertForm.getByLabel('Votre adresse email').fill(alertEmail);
      await alertForm.getByRole('button', { name: 'M’avertir' }).click();
      await expect
        .poll(async () => (await rows('course_alert_subscribers')).some((row) => row.email === alertEmail))
        .toBe(true);
      const footerForm = signUp.page.getByRole('contentinfo').locator('form');
      await footerForm.getByLabel('Votre adresse email').fill(newsletterEmail);
      await footerForm.getByRole('button', { name: /^S.inscrire$/ }).click();
      await expect
        .poll(async () => (await rows('newsletter_subscribers')).some((row) => row.email === newsletterEmail))
        .toBe(true);
    } finally {
      await signUp.close();
    }

    const linkTo = async (email: string, path: string) => {
      const links = (await mailsFor(email)).flatMap((mail) => mail.links);
      const link = links.find((candidate) => candidate.startsWith(`${siteUrl}${path}?token=`));
      expect(link, `a link to ${path}`).toBeDefined();
      return link!;
    };
    const { page, close } = await open('/', { javaScript: false });
    try {
      const alertOf = async () =>
        (await rows('course_alert_subscribers', `?course=${courseId}`)).find((row) => row.email === alertEmail);
      await page.goto(await linkTo(alertEmail, `/formations/${courseId}/alerte/confirmation`));
      await page.getByRole('button', { name: 'Confirmer ma demande' }).click();
      await page.waitForURL(`${siteUrl}${formResultPaths.courseAlertConfirmed}`);
      expect((await alertOf())?.status).toBe('confirmed');
      // The welcome e-mail's unsubscribe link, as the visitor opens it.
      await page.goto(await linkTo(alertEmail, `/formations/${courseId}/alerte/desinscription`));
      await page.getByRole('button', { name: 'Ne plus être averti(e)' }).click();
      await page.waitForURL(`${siteUrl}${formResultPaths.courseAlertUnsubscribed}`);
      expect((await alertOf())?.status).toBe('unsubscribed');

      await page.goto(await linkTo(newsletterEmail, newsletterConfirmationPath));
      await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
      await page.waitForURL(`${siteUrl}${formResultPaths.newsletterConfirmed}`);
      expect((await rows('newsletter_subscribers')).find((row) => row.email === newsletterEmail)?.status).toBe(
        'confirmed',
      );

      // A link page opened without its token: the post says the link is incomplete, on the same page.
      await page.goto(`${siteUrl}${newsletterConfirmationPath}`);
      await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
      await expect(page.getByRole('alert').textContent()).resolves.toContain(formPostMessages.tokenMissing);
    } finally {
      await close();
    }
  });
});

/** Every prerendered page of the build, by its path. */
function builtPages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
}

test('no form of the site can be sent with GET: each posts to an action, which refuses GET', async () => {
  const actions = new Set<string>();
  let forms = 0;
  for (const file of builtPages(siteBuildDir)) {
    for (const [tag] of readFileSync(file, 'utf8').matchAll(/<form\b[^>]*>/g)) {
      // The finder's search box: shown only with scripts (noscript.css), it never submits (its query is no personal data).
      if (/\srole="search"/.test(tag) && /\sdata-needs-script=/.test(tag)) continue;
      forms++;
      const where = `${relative(siteBuildDir, file)}: ${tag}`;
      expect(/\smethod="post"/.test(tag), where).toBe(true);
      const action = /\saction="([^"]+)"/.exec(tag)?.[1];
      expect(action, where).toBeDefined();
      actions.add(action!);
    }
  }
  expect(forms).toBeGreaterThan(20);
  expect([...actions].sort()).toEqual(Object.values(formActions).sort());
  for (const action of actions) {
    const response = await fetch(`${siteUrl}${action}?email=claire%40prod.fr`);
    expect(response.status, `GET ${action}`).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  }
  // The result pages beside them are ordinary pages.
  for (const path of Object.values(formResultPaths)) expect((await fetch(`${siteUrl}${path}`)).status, path).toBe(200);
});
