import type { Address } from './address.ts';
import type { ClaimedDelivery, QueuedMail } from './store.ts';
import type { FunctionsConfig } from './config.ts';
import { escapeHtml, escapeMultiline, htmlButton, htmlLayout } from './html.ts';
import type { OutgoingMail } from './mailer.ts';

export type ContactInput = {
  name: string;
  email: string;
  subject: string;
  subjectLabel: string;
  projectOrFormationName: string | null;
  phone: string | null;
  company: string | null;
  message: string;
  /** From a course page: the course's id and the chosen session's first day, else null. */
  courseId: string | null;
  sessionStart: string | null;
};

/** To the organisation; Reply-To the sender so that answering reaches them. */
export function contactNotification(input: ContactInput, id: string, config: FunctionsConfig): OutgoingMail {
  const rows: Array<[string, string | null]> = [
    ['Nom', input.name],
    ['E-mail', input.email],
    ['Sujet', input.subjectLabel],
    ['Projet ou formation', input.projectOrFormationName],
    ['Téléphone', input.phone],
    ['Entreprise', input.company],
    ['Formation (identifiant)', input.courseId],
    ['Session souhaitée (premier jour)', input.sessionStart],
  ];
  const filled = rows.filter((row): row is [string, string] => Boolean(row[1]));
  const text = [
    'Nouveau message reçu depuis le formulaire de contact du site.',
    '',
    ...filled.map(([label, value]) => `${label} : ${value}`),
    '',
    'Message :',
    input.message,
    '',
    `Référence : ${id}`,
  ].join('\n');
  const table = filled
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = htmlLayout(
    'Nouveau message de contact',
    `<h1 style="font-size:20px">Nouveau message de contact</h1>
<table>${table}</table>
<h2 style="font-size:16px">Message</h2>
<p>${escapeMultiline(input.message)}</p>
<p style="font-size:12px;color:#6b6b80">Référence : ${escapeHtml(id)}</p>`,
  );
  // The bare address: a sender-chosen name never reaches a header.
  const replyTo: Address = { email: input.email };
  return {
    kind: 'contact-notification',
    from: config.mailFrom,
    to: config.contactTo,
    replyTo,
    subject: `Nouveau message (${input.subjectLabel}) de ${input.name}`,
    text,
    html,
    idempotencyKey: `contact-notification/${id}`,
  };
}

/** To the sender: fixed text only (no name, no message), so the form cannot relay chosen words to a stranger. */
export function contactConfirmation(input: ContactInput, id: string, config: FunctionsConfig): OutgoingMail {
  const text = [
    'Bonjour,',
    '',
    `Nous avons bien reçu votre message (sujet : ${input.subjectLabel}). Nous vous répondrons dans les plus brefs délais.`,
    '',
    "L'équipe de La Fabrique",
    '',
    "Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire de contact de notre site. Si ce n'est pas vous, ignorez-le.",
  ].join('\n');
  const html = htmlLayout(
    'Nous avons bien reçu votre message',
    `<p>Bonjour,</p>
<p>Nous avons bien reçu votre message (sujet : ${escapeHtml(input.subjectLabel)}). Nous vous répondrons dans les plus brefs délais.</p>
<p>L'équipe de La Fabrique</p>
<p style="font-size:12px;color:#6b6b80">Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire de contact de notre site. Si ce n'est pas vous, ignorez-le.</p>`,
  );
  return {
    kind: 'contact-confirmation',
    from: config.mailFrom,
    to: { email: input.email },
    subject: 'Nous avons bien reçu votre message',
    text,
    html,
    idempotencyKey: `contact-confirmation/${id}`,
  };
}

export const confirmationPagePath = '/newsletter/confirmation';
export const unsubscribePagePath = '/newsletter/desinscription';

export function sitePageUrl(config: FunctionsConfig, path: string, token: string): string {
  return `${config.siteUrl}${path}?token=${encodeURIComponent(token)}`;
}

/** Double opt-in: the link opens the site page, which confirms with a POST (never on GET). */
export function newsletterConfirmation(email: string, token: string, config: FunctionsConfig): OutgoingMail {
  const link = sitePageUrl(config, confirmationPagePath, token);
  const text = [
    'Bonjour,',
    '',
    'Pour confirmer votre inscription à la newsletter de La Fabrique, ouvrez ce lien (valable 48 heures) :',
    link,
    '',
    "Si vous n'avez pas demandé cette inscription, ignorez cet e-mail : vous ne recevrez rien de plus.",
  ].join('\n');
  const html = htmlLayout(
    'Confirmez votre inscription',
    `<p>Bonjour,</p>
<p>Pour confirmer votre inscription à la newsletter de La Fabrique, cliquez sur le bouton ci-dessous (lien valable 48 heures).</p>
${htmlButton(link, 'Confirmer mon inscription')}
<p style="font-size:12px;color:#6b6b80">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur : ${escapeHtml(link)}</p>
<p style="font-size:12px;color:#6b6b80">Si vous n'avez pas demandé cette inscription, ignorez cet e-mail : vous ne recevrez rien de plus.</p>`,
  );
  return {
    kind: 'newsletter-confirmation',
    from: config.mailFrom,
    to: { email },
    subject: 'Confirmez votre inscription à la newsletter de La Fabrique',
    text,
    html,
  };
}

/** Header pair of RFC 8058: mail clients unsubscribe with one POST, no page to open (a course's alerts name it). */
export function listUnsubscribeHeaders(
  token: string,
  config: FunctionsConfig,
  courseId: string | null = null,
): Record<string, string> {
  const course = courseId === null ? '' : `&course=${encodeURIComponent(courseId)}`;
  return {
    'List-Unsubscribe': `<${config.functionsUrl}/unsubscribe-newsletter?token=${encodeURIComponent(token)}${course}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function newsletterWelcome(email: string, unsubscribeToken: string, config: FunctionsConfig): OutgoingMail {
  const link = sitePageUrl(config, unsubscribePagePath, unsubscribeToken);
  const text = [
    'Bonjour,',
    '',
    'Votre inscription à la newsletter de La Fabrique est confirmée. Merci !',
    '',
    `Pour vous désinscrire à tout moment : ${link}`,
  ].join('\n');
  const html = htmlLayout(
    'Inscription confirmée',
    `<p>Bonjour,</p>
<p>Votre inscription à la newsletter de La Fabrique est confirmée. Merci !</p>
<p style="font-size:12px;color:#6b6b80"><a href="${escapeHtml(link)}">Se désinscrire</a></p>`,
  );
  return {
    kind: 'newsletter-welcome',
    from: config.mailFrom,
    to: { email },
    subject: 'Votre inscription à la newsletter de La Fabrique est confirmée',
    text,
    html,
    headers: listUnsubscribeHeaders(unsubscribeToken, config),
  };
}

/** The pages behind a course alert's links, beside the course's page: /formations/<id>/alerte/confirmation. */
export const courseAlertPagePath = (courseId: string, page: 'confirmation' | 'desinscription') =>
  `/formations/${encodeURIComponent(courseId)}/alerte/${page}`;

// The course is named by its address: its title lives in the site's content, which the functions do not share.
const courseUrl = (courseId: string, config: FunctionsConfig) =>
  `${config.siteUrl}/formations/${encodeURIComponent(courseId)}`;

/** Double opt-in of a next-date alert: the same flow as the newsletter, one list per course. */
export function courseAlertConfirmation(
  email: string,
  token: string,
  courseId: string,
  config: FunctionsConfig,
): OutgoingMail {
  const link = sitePageUrl(config, courseAlertPagePath(courseId, 'confirmation'), token);
  const course = courseUrl(courseId, config);
  const text = [
    'Bonjour,',
    '',
    `Vous avez demandé à être averti(e) des prochaines dates de cette formation de La Fabrique : ${course}`,
    '',
    'Pour confirmer votre demande, ouvrez ce lien (valable 48 heures) :',
    link,
    '',
    "Si vous n'avez rien demandé, ignorez cet e-mail : vous ne recevrez rien de plus.",
  ].join('\n');
  const html = htmlLayout(
    'Confirmez votre demande',
    `<p>Bonjour,</p>
<p>Vous avez demandé à être averti(e) des prochaines dates de <a href="${escapeHtml(course)}">cette formation de La Fabrique</a>.</p>
<p>Pour confirmer votre demande, cliquez sur le bouton ci-dessous (lien valable 48 heures).</p>
${htmlButton(link, 'Confirmer ma demande')}
<p style="font-size:12px;color:#6b6b80">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur : ${escapeHtml(link)}</p>
<p style="font-size:12px;color:#6b6b80">Si vous n'avez rien demandé, ignorez cet e-mail : vous ne recevrez rien de plus.</p>`,
  );
  return {
    kind: 'course-alert-confirmation',
    from: config.mailFrom,
    to: { email },
    subject: 'Confirmez votre demande d’alerte sur les prochaines dates',
    text,
    html,
  };
}

export function courseAlertWelcome(
  email: string,
  unsubscribeToken: string,
  courseId: string,
  config: FunctionsConfig,
): OutgoingMail {
  const link = sitePageUrl(config, courseAlertPagePath(courseId, 'desinscription'), unsubscribeToken);
  const course = courseUrl(courseId, config);
  const text = [
    'Bonjour,',
    '',
    "C'est noté : nous vous écrirons dès que de nouvelles dates seront annoncées pour cette formation.",
    `La formation : ${course}`,
    '',
    `Pour ne plus être averti(e) : ${link}`,
  ].join('\n');
  const html = htmlLayout(
    'Demande confirmée',
    `<p>Bonjour,</p>
<p>C'est noté : nous vous écrirons dès que de nouvelles dates seront annoncées pour <a href="${escapeHtml(course)}">cette formation</a>.</p>
<p style="font-size:12px;color:#6b6b80"><a href="${escapeHtml(link)}">Ne plus être averti(e)</a></p>`,
  );
  return {
    kind: 'course-alert-welcome',
    from: config.mailFrom,
    to: { email },
    subject: 'Votre alerte sur les prochaines dates est confirmée',
    text,
    html,
    headers: listUnsubscribeHeaders(unsubscribeToken, config, courseId),
  };
}

const alertReasons = {
  rejected: "l'adresse a été refusée par le service d'envoi",
  dead: 'toutes les tentatives ont échoué',
} as const;

/** To the fallback address when a delivery is given up: references only, the message stays in the database. */
export function deliveryAlert(
  delivery: ClaimedDelivery,
  status: keyof typeof alertReasons,
  error: string,
  config: FunctionsConfig,
): OutgoingMail {
  const reference = delivery.contactMessageId
    ? `message de contact ${delivery.contactMessageId} (table contact_messages)`
    : delivery.subscriberId
      ? `inscription à la newsletter ${delivery.subscriberId} (table newsletter_subscribers)`
      : delivery.courseAlertSubscriberId
        ? `alerte sur les prochaines dates ${delivery.courseAlertSubscriberId} (table course_alert_subscribers)`
        : 'aucune';
  return alertMail(config, `Échec d’envoi d’un e-mail (${delivery.kind})`, [
    `Un e-mail n’a pas pu être envoyé : ${alertReasons[status]}.`,
    '',
    `Type : ${delivery.kind}`,
    `Envoi : ${delivery.id} (table deliveries), ${delivery.attempts} tentative(s)`,
    `Référence : ${reference}`,
    `Dernière erreur : ${error}`,
    '',
    'Le message reste enregistré : consultez-le dans la base de données et répondez directement si besoin.',
    'Pour le renvoyer : npm run ops:deliveries -- requeue ' + delivery.id,
  ]);
}

const outageReasons = {
  paused:
    "Le service d'envoi refuse notre clé ou notre quota est épuisé : l'envoi est suspendu et reprend seul dès que le service accepte de nouveau (vérifiez RESEND_API_KEY et le compte Resend).",
  failing:
    "Le service d'envoi échoue depuis plus de 30 minutes : les e-mails attendent dans la file et sont réessayés.",
} as const;

/** The e-mail API is out for everyone: nothing is lost, the queue waits; told once per outage. */
export function outageAlert(reason: keyof typeof outageReasons, error: string, config: FunctionsConfig): OutgoingMail {
  return alertMail(config, 'Envoi des e-mails en panne', [
    outageReasons[reason],
    '',
    `Dernière erreur : ${error}`,
    '',
    "Aucun message n'est perdu : demandes et inscriptions sont enregistrées, leurs e-mails partiront à la reprise.",
    "File d'attente : select kind, status, attempts, last_error from deliveries where status = 'pending'",
  ]);
}

/** More accepted requests in an hour than the ceiling: they are all stored, their e-mails spread over the next hours. */
export function floodAlert(form: string, ceiling: number, config: FunctionsConfig): OutgoingMail {
  return alertMail(config, `Afflux inhabituel sur le formulaire ${form}`, [
    `Plus de ${ceiling} demandes acceptées en une heure sur le formulaire ${form}.`,
    `Toutes sont enregistrées ; leurs e-mails sont étalés, ${ceiling} par heure au plus.`,
    "Vérifiez qu'il ne s'agit pas d'un robot : select created_at, email, subject from contact_messages order by created_at desc limit 50",
  ]);
}

function alertMail(config: FunctionsConfig, subject: string, lines: string[]): OutgoingMail {
  return {
    kind: 'delivery-alert',
    from: config.mailFrom,
    to: config.alertTo,
    subject,
    text: lines.join('\n'),
    html: htmlLayout(subject, lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n')),
  };
}

/**
 * An operator alert, queued twice: by the operator webhook when one is set (independent of the e-mail API, sent
 * even while the queue is paused) and by e-mail, which repeats it once the API works.
 */
export function operatorAlerts(deps: { alerter: unknown }, mail: OutgoingMail): QueuedMail[] {
  const byMail: QueuedMail = { kind: 'delivery-alert', recipient: mail.to.email, mail };
  if (!deps.alerter) return [byMail];
  return [{ kind: 'operator-alert', recipient: 'webhook', mail: { ...mail, kind: 'operator-alert' } }, byMail];
}
