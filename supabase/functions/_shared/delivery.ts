import type { Deps } from './deps.ts';
import { deliveryAlert } from './emails.ts';
import { MailError } from './mailer.ts';
import type { ClaimedDelivery } from './store.ts';

export type DeliveryPolicy = {
  maxAttempts: number;
  baseDelayMs: number; // first retry; doubles each attempt
  maxDelayMs: number;
  leaseMs: number; // a claimed delivery is retried by another worker after this
  batchSize: number;
};

// 8 attempts over about two hours: well inside the 24 h for which Resend remembers an idempotency key.
export const defaultDeliveryPolicy: DeliveryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60 * 1000,
  leaseMs: 2 * 60 * 1000,
  batchSize: 25,
};

export type DeliveryReport = {
  claimed: number;
  sent: number;
  retried: number;
  rejected: number;
  dead: number;
  unrecorded: number;
};

/** Exponential backoff with "equal jitter" (half fixed, half random), never before the API's Retry-After. */
export function retryDelayMs(attempt: number, policy: DeliveryPolicy, random: () => number, retryAfterMs = 0): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.max(Math.round(exponential / 2 + (random() * exponential) / 2), retryAfterMs);
}

/** The key the e-mail API deduplicates on: one per delivery, the same for every attempt. */
export const deliveryIdempotencyKey = (id: string) => `delivery/${id}`;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

async function deliverOne(deps: Deps, delivery: ClaimedDelivery, report: DeliveryReport): Promise<void> {
  const { store, mailer, clock, config } = deps;
  const policy = config.delivery;
  try {
    await mailer.send({ ...delivery.mail, idempotencyKey: deliveryIdempotencyKey(delivery.id) });
  } catch (error) {
    const now = clock.now();
    const permanent = error instanceof MailError && error.permanent;
    if (!permanent && delivery.attempts < policy.maxAttempts) {
      const retryAfter = error instanceof MailError ? error.retryAfterMs : undefined;
      const delay = retryDelayMs(delivery.attempts, policy, deps.random, retryAfter);
      await store.scheduleRetry(delivery.id, new Date(now.getTime() + delay), describe(error));
      report.retried += 1;
      return;
    }
    const status = permanent ? 'rejected' : 'dead';
    // An alert that cannot be delivered is only logged: no alert about an alert.
    const alert = delivery.kind === 'delivery-alert' ? null : deliveryAlert(delivery, status, describe(error), config);
    await store.finishDelivery(delivery.id, status, describe(error), alert, now);
    console.error(
      `[deliver-pending] ${status} delivery=${delivery.id} kind=${delivery.kind} attempts=${delivery.attempts} ` +
        `message=${delivery.contactMessageId ?? '-'} subscriber=${delivery.subscriberId ?? '-'} error=${describe(error)}`,
    );
    report[status] += 1;
    return;
  }
  try {
    await store.markDeliverySent(delivery.id, clock.now());
    report.sent += 1;
  } catch (error) {
    // Sent but not recorded: the lease expires, the next attempt reuses the idempotency key and the API sends nothing twice.
    console.error(`[deliver-pending] sent but not recorded delivery=${delivery.id}: ${describe(error)}`);
    report.unrecorded += 1;
  }
}

/** Sends what is due (or only the given deliveries), one batch; each failure is recorded on its delivery. */
export async function deliverDue(deps: Deps, ids?: string[]): Promise<DeliveryReport> {
  const report: DeliveryReport = { claimed: 0, sent: 0, retried: 0, rejected: 0, dead: 0, unrecorded: 0 };
  if (ids && ids.length === 0) return report;
  const policy = deps.config.delivery;
  const claimed = await deps.store.claimDeliveries(deps.clock.now(), policy.leaseMs, policy.batchSize, ids);
  report.claimed = claimed.length;
  for (const delivery of claimed) await deliverOne(deps, delivery, report);
  return report;
}

/** Batches until nothing is due or the time budget is spent (a cron call must end before the next one). */
export async function drainDue(deps: Deps, budgetMs: number): Promise<DeliveryReport> {
  const total: DeliveryReport = { claimed: 0, sent: 0, retried: 0, rejected: 0, dead: 0, unrecorded: 0 };
  const started = Date.now();
  for (;;) {
    const report = await deliverDue(deps);
    for (const key of Object.keys(total) as Array<keyof DeliveryReport>) total[key] += report[key];
    if (report.claimed < deps.config.delivery.batchSize || Date.now() - started > budgetMs) return total;
  }
}

/** Delivery right after the answer: errors are already recorded per delivery, anything else is logged. */
export function deliverInBackground(deps: Deps, ids: string[]): void {
  if (ids.length === 0) return;
  deps.background(() =>
    deliverDue(deps, ids).catch((error: unknown) =>
      console.error('[deliver] background delivery failed; the worker will retry', error),
    ),
  );
}
