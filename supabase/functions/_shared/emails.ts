import {
  courseAlertConfirmationPath,
  courseAlertUnsubscribePath,
  coursePath,
  newsletterConfirmationPath,
  newsletterUnsubscribePath,
} from '@fabrique/content/paths';
import {
  contactConfirmationEmail,
  contactNotificationEmail,
  courseAlertConfirmationEmail,
  courseAlertWelcomeEmail,
  deliveryAlertEmail,
  floodAlertEmail,
  newsletterConfirmationEmail,
  newsletterWelcomeEmail,
  outageAlertEmail,
  type DeliveryAlertProps,
  type OutageAlertProps,
  type RenderedEmail,
} from '@fabrique/emails';
import type { Address } from './address.ts';
import type { ContactRecord } from '@fabrique/forms';
import type { ClaimedDelivery, QueuedMail } from './store.ts';
import type { FunctionsConfig } from './config.ts';
import type { OutgoingMail } from './mailer.ts';

/** To the organisation; Reply-To the sender so that answering reaches them. */
export function contactNotification(input: ContactRecord, id: string, config: FunctionsConfig): OutgoingMail {
  // The bare address: a sender-chosen name never reaches a header.
  const replyTo: Address = { email: input.email };
  return {
    kind: 'contact-notification',
    from: config.mailFrom,
    to: config.contactTo,
    replyTo,
    ...contactNotificationEmail({ ...input, reference: id }),
    idempotencyKey: `contact-notification/${id}`,
  };
}

/** To the sender: fixed text only (no name, no message), so the form cannot relay chosen words to a stranger. */
export function contactConfirmation(input: ContactRecord, id: string, config: FunctionsConfig): OutgoingMail {
  return {
    kind: 'contact-confirmation',
    from: config.mailFrom,
    to: { email: input.email },
    ...contactConfirmationEmail({ subjectLabel: input.subjectLabel }),
    idempotencyKey: `contact-confirmation/${id}`,
  };
}

/** A page of the site with a token, the way the e-mails' links open it. */
export function sitePageUrl(config: FunctionsConfig, path: string, token: string): string {
  return `${config.siteUrl}${path}?token=${encodeURIComponent(token)}`;
}

/** Double opt-in: the link opens the site page, which confirms with a POST (never on GET). */
export function newsletterConfirmation(email: string, token: string, config: FunctionsConfig): OutgoingMail {
  const confirmUrl = sitePageUrl(config, newsletterConfirmationPath, token);
  return toVisitor(config, 'newsletter-confirmation', email, newsletterConfirmationEmail({ confirmUrl }));
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
  const unsubscribeUrl = sitePageUrl(config, newsletterUnsubscribePath, unsubscribeToken);
  return {
    ...toVisitor(config, 'newsletter-welcome', email, newsletterWelcomeEmail({ unsubscribeUrl })),
    headers: listUnsubscribeHeaders(unsubscribeToken, config),
  };
}

// The course is named by its address: its title lives in the site's content, which the functions do not share.
const courseUrl = (courseId: string, config: FunctionsConfig) => `${config.siteUrl}${coursePath(courseId)}`;

/** Double opt-in of a next-date alert: the same flow as the newsletter, one list per course. */
export function courseAlertConfirmation(
  email: string,
  token: string,
  courseId: string,
  config: FunctionsConfig,
): OutgoingMail {
  const confirmUrl = sitePageUrl(config, courseAlertConfirmationPath(courseId), token);
  return toVisitor(
    config,
    'course-alert-confirmation',
    email,
    courseAlertConfirmationEmail({ courseUrl: courseUrl(courseId, config), confirmUrl }),
  );
}

export function courseAlertWelcome(
  email: string,
  unsubscribeToken: string,
  courseId: string,
  config: FunctionsConfig,
): OutgoingMail {
  const unsubscribeUrl = sitePageUrl(config, courseAlertUnsubscribePath(courseId), unsubscribeToken);
  return {
    ...toVisitor(
      config,
      'course-alert-welcome',
      email,
      courseAlertWelcomeEmail({ courseUrl: courseUrl(courseId, config), unsubscribeUrl }),
    ),
    headers: listUnsubscribeHeaders(unsubscribeToken, config, courseId),
  };
}

function toVisitor(config: FunctionsConfig, kind: string, email: string, rendered: RenderedEmail): OutgoingMail {
  return { kind, from: config.mailFrom, to: { email }, ...rendered };
}

/** To the fallback address when a delivery is given up: references only, the message stays in the database. */
export function deliveryAlert(
  delivery: ClaimedDelivery,
  reason: DeliveryAlertProps['reason'],
  error: string,
  config: FunctionsConfig,
): OutgoingMail {
  return alertMail(
    config,
    deliveryAlertEmail({
      reason,
      kind: delivery.kind,
      deliveryId: delivery.id,
      attempts: delivery.attempts,
      contactMessageId: delivery.contactMessageId,
      subscriberId: delivery.subscriberId,
      courseAlertSubscriberId: delivery.courseAlertSubscriberId,
      error,
    }),
  );
}

/** The e-mail API is out for everyone: nothing is lost, the queue waits; told once per outage. */
export function outageAlert(reason: OutageAlertProps['reason'], error: string, config: FunctionsConfig): OutgoingMail {
  return alertMail(config, outageAlertEmail({ reason, error }));
}

/** More accepted requests in an hour than the ceiling: they are all stored, their e-mails spread over the next hours. */
export function floodAlert(form: string, ceiling: number, config: FunctionsConfig): OutgoingMail {
  return alertMail(config, floodAlertEmail({ form, ceiling }));
}

function alertMail(config: FunctionsConfig, rendered: RenderedEmail): OutgoingMail {
  return { kind: 'delivery-alert', from: config.mailFrom, to: config.alertTo, ...rendered };
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
