import { localBackendHost, localBackendPort, localSitePort, localSiteUrl } from '@fabrique/forms/local-backend';
import { fileURLToPath } from 'node:url';

export { localAnonKey } from '@fabrique/forms/local-backend';

export const localDefaults = {
  host: localBackendHost,
  port: localBackendPort,
  siteUrl: localSiteUrl,
  allowedOrigins: [localSiteUrl, `http://127.0.0.1:${localSitePort}`],
  mailFrom: 'La Fabrique <ne-pas-repondre@lafabrique-formats.fr>',
  contactTo: 'La Fabrique <contact@lafabrique-formats.fr>',
  alertTo: 'Alertes La Fabrique <alertes@lafabrique-formats.fr>',
} as const;

/** Bearer secret of the local deliver-pending function (public: the local backend only listens on loopback). */
export const localDeliverySecret = 'local-delivery-secret';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));
export const defaultDbDir = fileURLToPath(new URL('../../.local/db', import.meta.url));
export const defaultOutboxDir = fileURLToPath(new URL('../../.local/outbox', import.meta.url));
export const defaultAlertsDir = fileURLToPath(new URL('../../.local/alerts', import.meta.url));

export const functionNames = [
  'send-contact-email',
  'send-newsletter-email',
  'confirm-newsletter',
  'unsubscribe-newsletter',
  'deliver-pending',
  'form-challenge',
] as const;
export type FunctionName = (typeof functionNames)[number];

/** Tables the inspection endpoint and CLI may print. */
export const inspectableTables = [
  'contact_messages',
  'newsletter_subscribers',
  'newsletter_consents',
  'newsletter_tokens',
  'course_alert_subscribers',
  'course_alert_tokens',
  'rate_limits',
  'deliveries',
  'mail_queue_state',
  'spent_proofs',
  'mailbox_caps',
] as const;

/** Tables whose rows name a course (requests, alerts, their consents): the rows command keeps one course's (`--course`). */
export const courseTables: readonly string[] = ['contact_messages', 'course_alert_subscribers', 'newsletter_consents'];
