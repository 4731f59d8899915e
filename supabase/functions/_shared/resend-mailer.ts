import { assertHeaderSafe, formatAddress, MailError, type Mailer } from './mailer.ts';

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export const resendTimeoutMs = 10_000;

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** 408, 409 (same idempotency key still in flight), 429 and 5xx may pass later; other 4xx never will. */
function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/** A missing, revoked or restricted key (401, 403) or a spent daily or monthly quota (429 …quota…) stops every e-mail. */
function isOutage(status: number, detail: string): boolean {
  return status === 401 || status === 403 || (status === 429 && /quota/i.test(detail));
}

/** Production mailer: Resend's HTTP API; the key stays in the function environment. */
export function createResendMailer(apiKey: string, fetcher: FetchLike = fetch, timeoutMs = resendTimeoutMs): Mailer {
  return {
    async send(mail) {
      assertHeaderSafe(mail);
      let response: Response;
      try {
        response = await fetcher('https://api.resend.com/emails', {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${apiKey}`,
            'Content-Type': 'application/json',
            ...(mail.idempotencyKey ? { 'Idempotency-Key': mail.idempotencyKey } : {}),
          },
          body: JSON.stringify({
            from: formatAddress(mail.from),
            to: [formatAddress(mail.to)],
            // The bare address: whatever a sender typed as name never reaches a header.
            ...(mail.replyTo ? { reply_to: mail.replyTo.email } : {}),
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            ...(mail.headers ? { headers: mail.headers } : {}),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // Timeout, DNS, refused connection: the API may not have seen it; the idempotency key makes a retry safe.
        throw new MailError(`Resend unreachable: ${error instanceof Error ? error.message : String(error)}`, false);
      }
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        const outage = isOutage(response.status, detail);
        throw new MailError(
          `Resend answered ${response.status}: ${detail}`,
          !outage && !isRetryableStatus(response.status),
          retryAfterMs(response.headers.get('retry-after')),
          outage,
        );
      }
      await response.body?.cancel().catch(() => {});
    },
  };
}
