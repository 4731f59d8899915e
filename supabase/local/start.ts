// The embedded local backend: the functions' real handlers on one port, PGlite, an .eml outbox, and the
// delivery worker and purges on a timer. Run by `npm start -w @fabrique/functions` (under Deno). Options:
//   --port / FUNCTIONS_PORT (54321)      --host / FUNCTIONS_HOST (127.0.0.1)
//   --db / LOCAL_DB_DIR (.local/db; "memory" keeps nothing; a postgres:// URL uses that server)   --outbox / LOCAL_OUTBOX_DIR (.local/outbox)
//   --site-url / SITE_URL (http://localhost:4173)   --origins / ALLOWED_ORIGINS (comma-separated)
//   --no-rate-limit or RATE_LIMIT_MAX=0 (load tests)  RATE_LIMIT_WINDOW_SECONDS
//   --worker-interval-ms (5000)  --retry-base-ms (30000)  --lease-ms (max(4 × retry base, 10 s))
//   --retry-for-ms (259200000: 72 h)  --max-delay-ms (3600000)  --pause-ms (300000)
//   --alerts / LOCAL_ALERTS_DIR (.local/alerts: the operator webhook's stand-in)  ALERT_WEBHOOK_URL (a real one instead)
//   --mail-failure-rate (0; e.g. 0.3 to watch retries work)  --mail-delay-ms (0: a slow e-mail API)
//   FORM_RELAY_SECRET (environment only: the secret shared with the site's form relay, `npm start` makes one per run)
// POST /local/worker-round runs a worker round at once (tests wait on it rather than on the timer).
import { resolve } from 'node:path';
import { createWebhookAlerter } from '../functions/_shared/alerter.ts';
import { parseAlertWebhookUrl, parseRateLimit } from '../functions/_shared/config.ts';
import { defaultDeliveryPolicy, drainDue } from '../functions/_shared/delivery.ts';
import { createOutboxMailer } from '../functions/_shared/outbox-mailer.ts';
import { systemClock } from '../functions/_shared/clock.ts';
import { errorSummary } from '../functions/_shared/redact.ts';
import { readArgs } from './args.ts';
import { createAlertInbox } from './alert-inbox.ts';
import {
  defaultAlertsDir,
  defaultDbDir,
  defaultOutboxDir,
  functionNames,
  localAnonKey,
  localDefaults,
} from './constants.ts';
import { isPostgresUrl, openLocalDatabase } from './database.ts';
import { unreliableMailer } from './unreliable-mailer.ts';
import { backgroundTasks, localConfig, localDeps } from './local-deps.ts';
import { createHandlers, createLocalRouter } from './router.ts';

const { flags } = readArgs(Deno.args, ['no-rate-limit']);
const setting = (flag: string, variable: string) => flags.get(flag) ?? Deno.env.get(variable);

const host = setting('host', 'FUNCTIONS_HOST') ?? localDefaults.host;
const port = Number(setting('port', 'FUNCTIONS_PORT') ?? localDefaults.port);
const dbSetting = setting('db', 'LOCAL_DB_DIR') ?? defaultDbDir;
const dbDir = dbSetting === 'memory' ? undefined : isPostgresUrl(dbSetting) ? dbSetting : resolve(dbSetting);
const outboxDir = resolve(setting('outbox', 'LOCAL_OUTBOX_DIR') ?? defaultOutboxDir);
const origins = setting('origins', 'ALLOWED_ORIGINS');
const functionsUrl = `http://${host}:${port}/functions/v1`;
const rateLimit = flags.has('no-rate-limit') ? null : parseRateLimit((name) => Deno.env.get(name));
const siteUrl = setting('site-url', 'SITE_URL');
const workerIntervalMs = Number(flags.get('worker-interval-ms') ?? 5000);
const retryBaseMs = Number(flags.get('retry-base-ms') ?? 30_000);
const leaseMs = Number(flags.get('lease-ms') ?? Math.max(4 * retryBaseMs, 10_000));
const retryForMs = Number(flags.get('retry-for-ms') ?? defaultDeliveryPolicy.retryForMs);
const pauseMs = Number(flags.get('pause-ms') ?? defaultDeliveryPolicy.pauseMs);
const alerts = createAlertInbox(resolve(setting('alerts', 'LOCAL_ALERTS_DIR') ?? defaultAlertsDir));
const alertWebhookUrl =
  parseAlertWebhookUrl((name) => Deno.env.get(name)) ?? `http://${host}:${port}/local/alert-webhook`;
const maxDelayMs = Number(flags.get('max-delay-ms') ?? defaultDeliveryPolicy.maxDelayMs);
const mailFailureRate = Number(flags.get('mail-failure-rate') ?? 0);
const mailDelayMs = Number(flags.get('mail-delay-ms') ?? 0);

const db = await openLocalDatabase(dbDir);
const config = localConfig({
  functionsUrl,
  rateLimit,
  delivery: { baseDelayMs: retryBaseMs, leaseMs, retryForMs, maxDelayMs, pauseMs },
  // No proxy in front of the local backend: the socket is the client, X-Forwarded-For is whatever a caller wrote.
  // The site's form relay (its Pages Function) forwards the visitor's address, trusted with this secret only.
  clientIp: { header: 'x-forwarded-for', trustedProxies: 0, relaySecret: Deno.env.get('FORM_RELAY_SECRET') || null },
  // The proofs' signing key: ALTCHA_HMAC_KEY when set, else a new one per run (a restart voids pending challenges);
  // tests that post many messages lower the cost (--proof-cost, --proof-max-counter).
  proof: {
    ...(Deno.env.get('ALTCHA_HMAC_KEY') ? { hmacKey: Deno.env.get('ALTCHA_HMAC_KEY')! } : {}),
    ...(flags.has('proof-cost') ? { cost: Number(flags.get('proof-cost')) } : {}),
    ...(flags.has('proof-max-counter') ? { minCounter: 1, maxCounter: Number(flags.get('proof-max-counter')) } : {}),
  },
  ...(siteUrl ? { siteUrl } : {}),
  ...(origins
    ? {
        allowedOrigins: origins
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      }
    : {}),
});
const tasks = backgroundTasks();
const outbox = createOutboxMailer(outboxDir, systemClock);
const unreliable =
  mailFailureRate > 0 || mailDelayMs > 0 ? unreliableMailer(outbox, mailFailureRate, Math.random, mailDelayMs) : null;
const mailer = unreliable ?? outbox;
let failuresShown = 0;
const deps = localDeps(db.sql, mailer, config, tasks.run, systemClock, createWebhookAlerter(alertWebhookUrl));

// The worker and the purges, as Supabase Cron runs them in production; one round at a time, purges once a minute.
let round: Promise<unknown> | null = null;
let lastPurge = 0;
const purgeIfDue = () => {
  if (Date.now() - lastPurge < 60_000) return null;
  lastPurge = Date.now();
  return deps.store.purgeExpiredData(systemClock.now());
};
const startRound = () =>
  (round ??= Promise.all([drainDue(deps, 10_000), purgeIfDue()])
    .then(([report]) => report)
    .catch((error: unknown) => console.error(`[local worker] round failed: ${errorSummary(error)}`))
    .finally(() => {
      round = null;
      if (unreliable && unreliable.failures !== failuresShown) {
        failuresShown = unreliable.failures;
        console.log(`[local worker] ${failuresShown} simulated failures of the e-mail API so far`);
      }
    }));
const timer = setInterval(() => void startRound(), workerIntervalMs);

/** POST /local/worker-round: the e-mails being sent in the background, then a round of its own (not one begun earlier). */
async function workerRoundNow() {
  await tasks.settle();
  while (round) await round;
  return startRound();
}

const server = Deno.serve(
  {
    hostname: host,
    port,
    onListen() {
      console.log(
        [
          `Local backend ready (Deno, ${dbDir && isPostgresUrl(dbDir) ? 'PostgreSQL' : 'PGlite'}, e-mail outbox)`,
          `  Functions: ${functionsUrl}/<name>  (${functionNames.join(', ')})`,
          `  Database:  ${dbDir?.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@') ?? 'in memory'}`,
          `  Outbox:    ${outboxDir}`,
          `  Site:      ${config.siteUrl}  (origins: ${config.allowedOrigins.join(', ')})`,
          `  Anon key:  ${localAnonKey}`,
          `  Rate limit: ${rateLimit ? `${rateLimit.max} per ${rateLimit.windowMs / 1000} s per client` : 'lifted'}`,
          `  Worker:    every ${workerIntervalMs / 1000} s (retries from ${retryBaseMs / 1000} s${mailFailureRate > 0 ? `, ${mailFailureRate * 100} % of e-mails failing on purpose` : ''})`,
          `  Form relay: ${config.clientIp.relaySecret ? "the site's forwarded client address trusted (FORM_RELAY_SECRET)" : 'not trusted (no FORM_RELAY_SECRET)'}`,
          `  Rows:      http://${host}:${port}/local/rows/<table>  or  npm run db:rows -w @fabrique/functions -- <table>`,
          `  Alerts:    ${alertWebhookUrl}${alertWebhookUrl.endsWith('/local/alert-webhook') ? `  (stand-in: ${alerts.directory})` : ''}`,
        ].join('\n'),
      );
    },
  },
  createLocalRouter(createHandlers(deps), db.sql, (request) => alerts.receive(request), workerRoundNow),
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  clearInterval(timer);
  await server.shutdown();
  await round;
  await tasks.settle(); // e-mails being sent after an answer
  await db.close(); // flushes the database folder
  Deno.exit(0);
}
Deno.addSignalListener('SIGINT', () => void stop());
Deno.addSignalListener('SIGTERM', () => void stop());
