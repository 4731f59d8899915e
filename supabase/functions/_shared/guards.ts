import { clientAddress } from './client-ip.ts';
import { sha256Hex } from './crypto.ts';
import { deliverInBackground } from './delivery.ts';
import { floodAlert, operatorAlerts } from './emails.ts';
import type { Deps } from './deps.ts';
import { HttpError, type ConnInfo } from './http.ts';
import { mailboxKey } from './mailbox.ts';
import { serverMessages } from './messages.ts';

// Control characters: none in one-line fields (they may reach a mail header), only \t \n \r in long text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const anyControl = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- idem
const controlExceptWhitespace = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function refuseControlCharacters(body: Record<string, unknown>, oneLine: string[], multiLine: string[] = []) {
  const bad = (field: string, pattern: RegExp) => {
    const value = body[field];
    return typeof value === 'string' && pattern.test(value);
  };
  if (
    oneLine.some((field) => bad(field, anyControl)) ||
    multiLine.some((field) => bad(field, controlExceptWhitespace))
  ) {
    throw new HttpError(400, serverMessages.controlCharacters);
  }
}

/** A bot filled the invisible field: answer as a success, deliver nothing. */
export function isHoneypotHit(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value === 'string' ? value.trim() !== '' : true;
}

/** The first message in field order, as the form shows it. */
export function firstFieldError(fieldErrors: Partial<Record<string, string>>, order: readonly string[]): string {
  for (const field of order) {
    const message = fieldErrors[field];
    if (message) return message;
  }
  return Object.values(fieldErrors).find(Boolean) ?? serverMessages.malformedJson;
}

const hourMs = 60 * 60 * 1000;

function windowStart(now: number, windowMs: number): number {
  return Math.floor(now / windowMs) * windowMs;
}

function tooMany(now: number, start: number, windowMs: number): HttpError {
  const retryAfter = Math.max(1, Math.ceil((start + windowMs - now) / 1000));
  return new HttpError(429, serverMessages.rateLimited, {}, { 'Retry-After': String(retryAfter) });
}

/**
 * The per-client fixed window (IPv6 by /64), counted in the database so that every instance shares it: the only limit
 * that refuses (429), and only the client over its own count. A request with no trustworthy address is not counted:
 * keying it on a proxy's or a forged address could refuse people who sent nothing.
 */
export async function enforceClientLimit(deps: Deps, scope: string, request: Request, info?: ConnInfo): Promise<void> {
  const limit = deps.config.rateLimit;
  if (!limit) return;
  const client = clientAddress(request, info, deps.config.clientIp);
  if (client === null) return;
  const now = deps.clock.now().getTime();
  const start = windowStart(now, limit.windowMs);
  const count = await deps.store.hitRateLimit(`${scope}:${client}`, new Date(start));
  if (count > limit.max) throw tooMany(now, start, limit.windowMs);
}

const formNames: Record<string, string> = { contact: 'de contact', newsletter: "d'inscription" };

/**
 * Whether an automatic e-mail (a confirmation, an acknowledgement) may go now under the form's hourly ceiling. Past it
 * the e-mail is dropped, never queued ahead of real mail: the drop is counted and the first one alerts. The
 * organisation's notifications are not counted here: they always go, claimed first.
 */
export async function mayAutoSend(deps: Deps, form: 'contact' | 'newsletter'): Promise<boolean> {
  const ceiling = deps.config.globalHourlyLimit;
  if (!ceiling) return true;
  const now = deps.clock.now();
  const start = new Date(windowStart(now.getTime(), hourMs));
  const count = await deps.store.hitRateLimit(`global:${form}`, start);
  if (count <= ceiling) return true;
  await deps.store.hitRateLimit(`dropped:${form}`, start);
  if (count === ceiling + 1) {
    const alerts = operatorAlerts(deps, floodAlert(formNames[form] ?? form, ceiling, deps.config));
    deliverInBackground(deps, await deps.store.queueAlerts(alerts, now));
  }
  return false;
}

/**
 * At most `confirmationMailsPerDay` automatic e-mails to one mailbox in any `confirmationWindowMs` (24 h, rolling),
 * all forms together, however the address is spelt (`mailboxKey`); counted under a hash, never the address.
 */
export async function mayConfirmTo(deps: Deps, email: string): Promise<boolean> {
  const { confirmationMailsPerDay, confirmationWindowMs } = deps.config;
  const hash = await sha256Hex(`mailbox:${mailboxKey(email)}`);
  return deps.store.hitMailboxCap(hash, deps.clock.now(), confirmationMailsPerDay, confirmationWindowMs);
}

const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

export function readIdempotencyKey(request: Request): string | null {
  const value = request.headers.get('idempotency-key');
  if (value === null) return null;
  if (!idempotencyKeyPattern.test(value)) throw new HttpError(400, serverMessages.invalidIdempotencyKey);
  return value;
}
