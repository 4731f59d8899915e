import { redact } from './redact.ts';

/** What an operator is told: a subject and plain text, references only (the data stays in the database). */
export type OperatorAlert = { subject: string; text: string; idempotencyKey?: string };

/** A channel to a human that does not depend on the e-mail API: a chat or paging webhook (ALERT_WEBHOOK_URL). */
export type Alerter = { send(alert: OperatorAlert): Promise<void> };

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export const alertWebhookTimeoutMs = 10_000;

/**
 * POSTs `{ text, subject }` as JSON: `text` is what Slack, Mattermost, Rocket.Chat and Google Chat incoming webhooks
 * display; the idempotency key lets a receiver drop a repeat after a lost answer.
 */
export function createWebhookAlerter(url: string, fetcher: FetchLike = fetch): Alerter {
  return {
    async send(alert) {
      let response: Response;
      try {
        response = await fetcher(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(alert.idempotencyKey ? { 'Idempotency-Key': alert.idempotencyKey } : {}),
          },
          body: JSON.stringify({ text: `${alert.subject}\n\n${alert.text}`, subject: alert.subject }),
          signal: AbortSignal.timeout(alertWebhookTimeoutMs),
        });
      } catch (error) {
        throw new Error(`alert webhook unreachable: ${redact(error instanceof Error ? error.message : String(error))}`);
      }
      await response.body?.cancel().catch(() => {});
      if (!response.ok) throw new Error(`alert webhook answered ${response.status}`);
    },
  };
}
