import type { Deps } from './deps.ts';
import { HttpError } from './http.ts';
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
  if (oneLine.some((field) => bad(field, anyControl)) || multiLine.some((field) => bad(field, controlExceptWhitespace))) {
    throw new HttpError(400, serverMessages.controlCharacters);
  }
}

/** A bot filled the invisible field: answer as a success, keep nothing. */
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

/** Fixed-window counter per client, kept in the database so that every instance shares it. */
export async function enforceRateLimit(deps: Deps, scope: string, client: string): Promise<void> {
  const limit = deps.config.rateLimit;
  if (!limit) return;
  const now = deps.clock.now().getTime();
  const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
  const count = await deps.store.hitRateLimit(`${scope}:${client}`, new Date(windowStart));
  if (count > limit.max) {
    const retryAfter = Math.max(1, Math.ceil((windowStart + limit.windowMs - now) / 1000));
    throw new HttpError(429, serverMessages.rateLimited, {}, { 'Retry-After': String(retryAfter) });
  }
}

const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

export function readIdempotencyKey(request: Request): string | null {
  const value = request.headers.get('idempotency-key');
  if (value === null) return null;
  if (!idempotencyKeyPattern.test(value)) throw new HttpError(400, serverMessages.invalidIdempotencyKey);
  return value;
}
