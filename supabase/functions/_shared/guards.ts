import { clientAddress } from './client-ip.ts';
import { deliverInBackground } from './delivery.ts';
import { floodAlert, operatorAlerts } from './emails.ts';
import type { Deps } from './deps.ts';
import { HttpError, type ConnInfo } from './http.ts';
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
const dayMs = 24 * hourMs;

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
 * When the e-mails of an accepted request may go. Past the form's hourly ceiling the request is still stored and
 * answered 200; its e-mails wait in the outbox for a later hour, `ceiling` an hour, and the first one past it alerts.
 */
export async function sendingTime(deps: Deps, form: 'contact' | 'newsletter'): Promise<Date> {
  const now = deps.clock.now();
  const ceiling = deps.config.globalHourlyLimit;
  if (!ceiling) return now;
  const start = windowStart(now.getTime(), hourMs);
  const count = await deps.store.hitRateLimit(`global:${form}`, new Date(start));
  if (count <= ceiling) return now;
  if (count === ceiling + 1) {
    const alerts = operatorAlerts(deps, floodAlert(formNames[form] ?? form, ceiling, deps.config));
    deliverInBackground(deps, await deps.store.queueAlerts(alerts, now));
  }
  return new Date(start + Math.floor((count - 1) / ceiling) * hourMs);
}

/** At most `confirmationMailsPerDay` confirmation e-mails to one address per (UTC) day, all forms together. */
export async function mayConfirmTo(deps: Deps, email: string): Promise<boolean> {
  const start = windowStart(deps.clock.now().getTime(), dayMs);
  const count = await deps.store.hitRateLimit(
    `confirmation-mail:${email.toLowerCase()}`.slice(0, 200),
    new Date(start),
  );
  return count <= deps.config.confirmationMailsPerDay;
}

const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

export function readIdempotencyKey(request: Request): string | null {
  const value = request.headers.get('idempotency-key');
  if (value === null) return null;
  if (!idempotencyKeyPattern.test(value)) throw new HttpError(400, serverMessages.invalidIdempotencyKey);
  return value;
}
