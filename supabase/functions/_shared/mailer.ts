import { isHeaderSafe, isPlainEmail, type Address } from './address.ts';

export type OutgoingMail = {
  kind: string; // e.g. contact-notification: names outbox files and Resend idempotency keys
  from: Address;
  to: Address;
  replyTo?: Address;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  idempotencyKey?: string;
};

export type Mailer = { send(mail: OutgoingMail): Promise<void> };

/**
 * A failed send: `permanent` when retrying cannot help (address refused); `retryAfterMs` when the API said when;
 * `outage` when the fault is ours, not the message's (key revoked, quota spent): the queue pauses, nothing is rejected.
 */
export class MailError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly retryAfterMs?: number,
    readonly outage = false,
  ) {
    super(message);
  }
}

export class UnsafeHeaderError extends MailError {
  constructor(message: string) {
    super(message, true);
  }
}

/** Last line of defence: nothing with CR, LF or another control character reaches a header. */
export function assertHeaderSafe(mail: OutgoingMail): void {
  const addresses = [mail.from, mail.to, ...(mail.replyTo ? [mail.replyTo] : [])];
  for (const address of addresses) {
    if (!isPlainEmail(address.email) || (address.name !== undefined && !isHeaderSafe(address.name))) {
      throw new UnsafeHeaderError(`unsafe address in ${mail.kind}`);
    }
  }
  const values = [mail.subject, ...Object.entries(mail.headers ?? {}).flat()];
  if (!values.every(isHeaderSafe)) throw new UnsafeHeaderError(`unsafe header in ${mail.kind}`);
}

export function formatAddress(address: Address): string {
  if (!address.name) return address.email;
  return `"${address.name.replace(/["\\]/g, '\\$&')}" <${address.email}>`;
}
