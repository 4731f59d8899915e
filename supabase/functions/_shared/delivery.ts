import type { Deps } from './deps.ts';
import { deliveryAlert, operatorAlerts, outageAlert } from './emails.ts';
import { MailError } from './mailer.ts';
import { redact } from './redact.ts';
import type { ClaimedDelivery } from './store.ts';

export type DeliveryPolicy = {
  baseDelayMs: number; // first retry; doubles each attempt
  maxDelayMs: number; // the longest wait between two attempts
  retryForMs: number; // a delivery failing after this long (from its creation or re-queuing) is dead-lettered
  leaseMs: number; // a claimed delivery is retried by another worker after this
  batchSize: number;
  pauseMs: number; // the queue's pause after an outage of ours (key, quota), then one e-mail probes the API
  outageAlertAfterMs: number; // failures with no success for this long are reported once
};

const minute = 60 * 1000;
const hour = 60 * minute;

// Retried for 72 hours (mail servers keep a message for days; Postfix 5), at most an hour apart.
export const defaultDeliveryPolicy: DeliveryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: hour,
  retryForMs: 72 * hour,
  leaseMs: 2 * minute,
  batchSize: 25,
  pauseMs: 5 * minute,
  outageAlertAfterMs: 30 * minute,
};

export type DeliveryReport = {
  claimed: number;
  sent: number;
  retried: number;
  rejected: number;
  dead: number;
  unrecorded: number;
  paused: number; // claimed deliveries given back because the e-mail API is out for everyone
};

const emptyReport = (): DeliveryReport => ({
  claimed: 0,
  sent: 0,
  retried: 0,
  rejected: 0,
  dead: 0,
  unrecorded: 0,
  paused: 0,
});

/** Exponential backoff with "equal jitter" (half fixed, half random), never before the API's Retry-After. */
export function retryDelayMs(attempt: number, policy: DeliveryPolicy, random: () => number, retryAfterMs = 0): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.max(Math.round(exponential / 2 + (random() * exponential) / 2), retryAfterMs);
}

/** The key the e-mail API deduplicates on: one per delivery, the same for every attempt. */
export const deliveryIdempotencyKey = (id: string) => `delivery/${id}`;

const describe = (error: unknown) => redact(error instanceof Error ? error.message : String(error));

/** The operator webhook (another channel) or the e-mail API. */
async function send(deps: Deps, delivery: ClaimedDelivery): Promise<void> {
  const idempotencyKey = deliveryIdempotencyKey(delivery.id);
  if (delivery.kind !== 'operator-alert') return deps.mailer.send({ ...delivery.mail, idempotencyKey });
  if (!deps.alerter) throw new MailError('ALERT_WEBHOOK_URL is not set', true);
  return deps.alerter.send({ subject: delivery.mail.subject, text: delivery.mail.text, idempotencyKey });
}

type Outcome = 'done' | 'paused';

async function deliverOne(deps: Deps, delivery: ClaimedDelivery, report: DeliveryReport): Promise<Outcome> {
  const { store, clock, config } = deps;
  const policy = config.delivery;
  const viaMail = delivery.kind !== 'operator-alert';
  try {
    await send(deps, delivery);
  } catch (error) {
    const now = clock.now();
    const mailError = error instanceof MailError ? error : null;
    if (viaMail && mailError?.outage) {
      // Our outage, not the message's: the attempt is given back, the queue pauses and a human hears of it once.
      const until = new Date(now.getTime() + Math.max(policy.pauseMs, mailError.retryAfterMs ?? 0));
      await store.pauseMailQueue(until, now);
      const alerts = operatorAlerts(deps, outageAlert('paused', describe(error), config));
      deliverInBackground(deps, await store.alertMailOutageOnce(now, now, alerts));
      console.error(
        `[deliver-pending] e-mail API unusable, queue paused until ${until.toISOString()}: ${describe(error)}`,
      );
      return 'paused';
    }
    const permanent = mailError?.permanent ?? false;
    if (!permanent && now.getTime() < delivery.retryFrom.getTime() + policy.retryForMs) {
      const delay = retryDelayMs(delivery.attempts, policy, deps.random, mailError?.retryAfterMs);
      await store.scheduleRetry(delivery.id, new Date(now.getTime() + delay), describe(error));
      if (viaMail) {
        // A run of failures with no success in between is an outage: reported once, whatever its cause.
        await store.noteMailFailure(now);
        const since = new Date(now.getTime() - policy.outageAlertAfterMs);
        const alerts = operatorAlerts(deps, outageAlert('failing', describe(error), config));
        deliverInBackground(deps, await store.alertMailOutageOnce(since, now, alerts));
      }
      report.retried += 1;
      return 'done';
    }
    const status = permanent ? 'rejected' : 'dead';
    // An alert that cannot be delivered is only logged: no alert about an alert.
    const alerts =
      delivery.kind === 'delivery-alert' || delivery.kind === 'operator-alert'
        ? []
        : operatorAlerts(deps, deliveryAlert(delivery, status, describe(error), config));
    deliverInBackground(deps, await store.finishDelivery(delivery.id, status, describe(error), alerts, now));
    console.error(
      `[deliver-pending] ${status} delivery=${delivery.id} kind=${delivery.kind} attempts=${delivery.attempts} ` +
        `message=${delivery.contactMessageId ?? '-'} subscriber=${delivery.subscriberId ?? '-'} error=${describe(error)}`,
    );
    report[status] += 1;
    return 'done';
  }
  try {
    // Only a visitor's or subscriber's e-mail ends an outage: an alert getting through alone proves little.
    await store.markDeliverySent(delivery.id, clock.now(), viaMail && delivery.kind !== 'delivery-alert');
    report.sent += 1;
  } catch (error) {
    // Sent but not recorded: the lease expires, the next attempt reuses the idempotency key and the API sends nothing twice.
    console.error(`[deliver-pending] sent but not recorded delivery=${delivery.id}: ${describe(error)}`);
    report.unrecorded += 1;
  }
  return 'done';
}

/** Sends what is due (or only the given deliveries), one batch; each failure is recorded on its delivery. */
export async function deliverDue(deps: Deps, ids?: string[]): Promise<DeliveryReport> {
  const report = emptyReport();
  if (ids && ids.length === 0) return report;
  const policy = deps.config.delivery;
  const claimed = await deps.store.claimDeliveries(deps.clock.now(), policy.leaseMs, policy.batchSize, ids);
  report.claimed = claimed.length;
  for (const [index, delivery] of claimed.entries()) {
    if ((await deliverOne(deps, delivery, report)) === 'paused') {
      // The rest of the batch would fail alike: given back untouched, e-mails only (alerts go on by the webhook).
      const rest = claimed.slice(index).filter((other) => other.kind !== 'operator-alert');
      await deps.store.releaseDeliveries(rest.map((other) => other.id));
      report.paused += rest.length;
      for (const alert of claimed.slice(index + 1).filter((other) => other.kind === 'operator-alert')) {
        await deliverOne(deps, alert, report);
      }
      break;
    }
  }
  return report;
}

/** Batches until nothing is due or the time budget is spent (a cron call must end before the next one). */
export async function drainDue(deps: Deps, budgetMs: number): Promise<DeliveryReport> {
  const total = emptyReport();
  const started = Date.now();
  for (;;) {
    const report = await deliverDue(deps);
    for (const key of Object.keys(total) as Array<keyof DeliveryReport>) total[key] += report[key];
    if (report.claimed < deps.config.delivery.batchSize || report.paused > 0 || Date.now() - started > budgetMs) {
      return total;
    }
  }
}

/** Delivery right after the answer: errors are already recorded per delivery, anything else is logged. */
export function deliverInBackground(deps: Deps, ids: string[]): void {
  if (ids.length === 0) return;
  deps.background(() =>
    deliverDue(deps, ids).catch((error: unknown) =>
      console.error(`[deliver] background delivery failed; the worker will retry: ${describe(error)}`),
    ),
  );
}
