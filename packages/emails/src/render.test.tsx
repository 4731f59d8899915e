import { tokens } from '@fabrique/ui/tokens';
import { describe, expect, it } from 'vitest';
import {
  contactNotificationEmail,
  courseAlertWelcomeEmail,
  newsletterConfirmationEmail,
  type RenderedEmail,
} from './index.ts';

const confirmUrl = 'https://lafabrique.example/newsletter/confirmation?token=abc_123';
const notification = () =>
  contactNotificationEmail({
    name: '<script>alert(1)</script>',
    email: 'camille@example.com',
    subjectLabel: 'Un projet',
    projectOrFormationName: null,
    phone: null,
    company: "O'Brien & Co",
    courseId: null,
    sessionStart: null,
    message: 'Première ligne\r\nDeuxième ligne',
    reference: 'ref-42',
  });

const textOnly = (mail: RenderedEmail) => expect(mail.text).not.toMatch(/<[a-z!/]/i);

describe('e-mails: one tree, two parts', () => {
  it('the text part says what the HTML says, without markup, its links as addresses', () => {
    const mail = newsletterConfirmationEmail({ confirmUrl });
    textOnly(mail);
    expect(mail.html).toContain(`href="${confirmUrl}"`);
    expect(mail.text).toContain(`Confirmer mon inscription ${confirmUrl}`);
    expect(mail.text).toContain('Pour confirmer votre inscription à la newsletter de La Fabrique');
    // The button's fallback address is for HTML readers only: the text part already shows it.
    expect(mail.html).toContain('Si le bouton ne fonctionne pas');
    expect(mail.text).not.toContain('Si le bouton ne fonctionne pas');
  });

  it('keeps a message’s line breaks in both parts and escapes what the visitor typed', () => {
    const mail = notification();
    expect(mail.text).toContain('Première ligne\nDeuxième ligne');
    expect(mail.html).toContain('Première ligne<br/>Deuxième ligne');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    // Headings keep their case; empty fields are left out.
    expect(mail.text).toMatch(/^Nouveau message de contact\n/);
    expect(mail.text).toContain("Entreprise : O'Brien & Co");
    expect(mail.text).not.toContain('Téléphone');
    expect(mail.text).toContain('Référence : ref-42');
    expect(mail.subject).toBe('Nouveau message (Un projet) de <script>alert(1)</script>');
  });

  it('wears the site’s brand: its accent and text colours, its type, 600 px at most, a dark scheme', () => {
    const { html } = courseAlertWelcomeEmail({
      courseUrl: 'https://lafabrique.example/formations/art-du-pitch',
      unsubscribeUrl: 'https://lafabrique.example/formations/art-du-pitch/alerte/desinscription?token=t',
    });
    expect(html).toContain(`color:${tokens.color.accent}`);
    expect(html).toContain(`color:${tokens.color.text}`);
    expect(html).toContain(tokens.font.body.replaceAll('"', '&quot;'));
    expect(html).toContain('max-width:600px');
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toMatch(/@media \(prefers-color-scheme: dark\)/);
    expect(html).toMatch(/^<!DOCTYPE html><html dir="ltr" lang="fr">/);
  });
});
