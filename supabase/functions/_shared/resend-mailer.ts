import { assertHeaderSafe, formatAddress, type Mailer } from './mailer.ts';

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Production mailer: Resend's HTTP API; the key stays in the function environment. */
export function createResendMailer(apiKey: string, fetcher: FetchLike = fetch): Mailer {
  return {
    async send(mail) {
      assertHeaderSafe(mail);
      const response = await fetcher('https://api.resend.com/emails', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${apiKey}`,
          'Content-Type': 'application/json',
          ...(mail.idempotencyKey ? { 'Idempotency-Key': mail.idempotencyKey } : {}),
        },
        body: JSON.stringify({
          from: formatAddress(mail.from),
          to: [formatAddress(mail.to)],
          ...(mail.replyTo ? { reply_to: formatAddress(mail.replyTo) } : {}),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.headers ? { headers: mail.headers } : {}),
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new Error(`Resend answered ${response.status}: ${detail}`);
      }
    },
  };
}
