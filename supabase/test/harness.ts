import { PGlite } from '@electric-sql/pglite';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { localBackendUrl, localSiteUrl } from '@fabrique/forms/local-backend';
import { vi } from 'vitest';
import type { Clock } from '../functions/_shared/clock.ts';
import type { FunctionsConfig } from '../functions/_shared/config.ts';
import type { Deps } from '../functions/_shared/deps.ts';
import type { Alerter, OperatorAlert } from '../functions/_shared/alerter.ts';
import { issueChallenge } from '../functions/_shared/proof.ts';
import { MailError, type Mailer, type OutgoingMail } from '../functions/_shared/mailer.ts';
import { pgliteSql, postgresSql, type Sql } from '../functions/_shared/sql.ts';
import { createStore } from '../functions/_shared/store.ts';
import { migrate } from '../local/database.ts';
import type { inspectableTables } from '../local/constants.ts';
import { localConfig } from '../local/local-deps.ts';
import { createTestDatabase } from './postgres.ts';

export const siteOrigin = localSiteUrl;
export const functionsUrl = `${localBackendUrl}/functions/v1`;

export type FakeClock = Clock & { set(date: Date | string): void; advance(ms: number): void };

export function fakeClock(start = '2026-03-01T10:00:00.000Z'): FakeClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export type FakeAlerter = Alerter & { received: OperatorAlert[]; failing: boolean };

/** The operator webhook's stand-in: records what a chat would show; `failing` makes it answer 5xx. */
export function fakeAlerter(): FakeAlerter {
  const keys = new Set<string>();
  const alerter: FakeAlerter = {
    received: [],
    failing: false,
    async send(alert) {
      if (alerter.failing) throw new Error('alert webhook answered 503');
      if (alert.idempotencyKey && keys.has(alert.idempotencyKey)) return;
      if (alert.idempotencyKey) keys.add(alert.idempotencyKey);
      alerter.received.push(alert);
    },
  };
  return alerter;
}

export type FakeMailer = Mailer & {
  sent: OutgoingMail[];
  calls: number;
  failing: Set<string> | 'all' | null;
  outage: MailError | null; // every call fails with this (a revoked key: 401)
  rejecting: Set<string>; // recipients the API refuses (4xx)
  duplicates(): number;
};

/**
 * An e-mail API like Resend: records every e-mail once per idempotency key (a retry of a sent key sends nothing);
 * `failing` makes chosen kinds (or all) fail like an outage, `rejecting` refuses addresses like a 4xx.
 */
export function fakeMailer(): FakeMailer {
  const keys = new Set<string>();
  const mailer: FakeMailer = {
    sent: [],
    calls: 0,
    failing: null,
    outage: null,
    rejecting: new Set(),
    async send(mail) {
      mailer.calls += 1;
      if (mailer.outage) throw mailer.outage;
      if (mailer.failing === 'all' || mailer.failing?.has(mail.kind)) throw new Error(`e-mail API down (${mail.kind})`);
      if (mailer.rejecting.has(mail.to.email)) throw new MailError(`422 invalid address ${mail.to.email}`, true);
      if (mail.idempotencyKey && keys.has(mail.idempotencyKey)) return;
      if (mail.idempotencyKey) keys.add(mail.idempotencyKey);
      mailer.sent.push(mail);
    },
    /** The same e-mail delivered twice: never, since every delivery keeps its key. */
    duplicates() {
      const seen = new Set<string>();
      let count = 0;
      for (const mail of mailer.sent) {
        const identity = `${mail.kind}|${mail.to.email}|${mail.subject}|${mail.text}`;
        if (seen.has(identity)) count += 1;
        seen.add(identity);
      }
      return count;
    },
  };
  return mailer;
}

/** Background work of the handlers, awaited by tests with settle(). */
export function backgroundQueue() {
  const tasks: Promise<unknown>[] = [];
  return {
    run: (task: () => Promise<unknown>) => void tasks.push(task()),
    settle: async () => {
      while (tasks.length > 0) await Promise.allSettled(tasks.splice(0));
    },
  };
}

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The database of this run: PGlite, or the real PostgreSQL server of the `postgres` vitest project (vitest.config.ts). */
export const testDatabase: TestDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

export type TestBackend = {
  database: TestDatabaseKind;
  clock: FakeClock;
  mailer: FakeMailer;
  alerter: FakeAlerter;
  config: FunctionsConfig;
  deps: Deps;
  settle(): Promise<void>; // waits for the e-mails sent after the answers
  reset(): Promise<void>;
  count(table: (typeof inspectableTables)[number]): Promise<number>;
  rows<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
};

type Database = { sql: Sql; admin: Sql; close: () => Promise<void> };

async function openTestDatabase(kind: TestDatabaseKind): Promise<Database> {
  if (kind === 'postgres') {
    const database = await createTestDatabase();
    return { sql: database.sql, admin: postgresSql(database.admin), close: database.close };
  }
  const db = new PGlite();
  await migrate(db);
  const sql = pgliteSql(db);
  return { sql, admin: sql, close: () => db.close() };
}

/**
 * One migrated database per test file (in-memory PGlite, or a fresh database on the PostgreSQL server, used through
 * the functions' own role), emptied by reset().
 */
export async function createTestBackend(
  overrides: Partial<FunctionsConfig> = {},
  kind = testDatabase,
): Promise<TestBackend> {
  const database = await openTestDatabase(kind);
  const clock = fakeClock();
  const mailer = fakeMailer();
  const alerter = fakeAlerter();
  // The real proof of work at a trivial cost: a test solves one in a millisecond (the bench measures the real cost).
  const config = { ...localConfig({ functionsUrl, proof: testProofCost }), ...overrides };
  const background = backgroundQueue();
  // Jitter fixed at its middle: retry times are known to the tests.
  const deps: Deps = {
    store: createStore(database.sql),
    mailer,
    clock,
    config,
    background: background.run,
    random: () => 0.5,
    alerter,
  };
  return {
    database: kind,
    clock,
    mailer,
    alerter,
    config,
    deps,
    settle: background.settle,
    async reset() {
      await background.settle();
      await database.admin(
        'truncate public.contact_messages, public.newsletter_subscribers, public.newsletter_tokens, public.rate_limits, public.deliveries, public.newsletter_consents, public.course_alert_subscribers, public.course_alert_tokens, public.spent_proofs, public.mailbox_caps cascade',
      );
      await database.admin(
        'update public.mail_queue_state set paused_until = null, failing_since = null, alerted_at = null',
      );
      alerter.received.length = 0;
      alerter.failing = false;
      mailer.outage = null;
      mailer.sent.length = 0;
      mailer.calls = 0;
      mailer.failing = null;
      mailer.rejecting.clear();
      clock.set('2026-03-01T10:00:00.000Z');
    },
    async count(table) {
      const rows = await database.admin<{ n: number }>(`select count(*)::int as n from public.${table}`);
      return rows[0]?.n ?? 0;
    },
    rows: async <T>(query: string, params: unknown[] = []) => (await database.admin(query, params)) as T[],
    close: database.close,
  };
}

export const testProofCost = { cost: 1, minCounter: 1, maxCounter: 20 };

/** Solves a challenge as the browser does (altcha-lib's own solver) and encodes it as the `altcha` field. */
export async function solveProof(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return btoa(JSON.stringify({ challenge, solution }));
}

/** A fresh, solved proof from the functions' own challenge. */
export async function proof(deps: Pick<Deps, 'config' | 'clock'>): Promise<string> {
  return solveProof(await issueChallenge(deps));
}

/** The body with a fresh proof of work in its `altcha` field, as the site's clients send it. */
export async function proven<T extends object>(deps: Pick<Deps, 'config' | 'clock'>, body: T) {
  return { ...body, altcha: await proof(deps) };
}

export const validContact = {
  name: 'Camille Martin',
  email: 'camille@example.com',
  subject: 'formation',
  projectOrFormationName: 'Art du pitch',
  phone: '0601020304',
  company: 'Studio Lumière',
  message: 'Bonjour,\nJe souhaite des informations sur la prochaine session.',
};

type PostOptions = { headers?: Record<string, string>; origin?: string | null; method?: string };

/** A browser-like JSON POST from the site. */
export function jsonRequest(name: string, body: unknown, options: PostOptions = {}): Request {
  const origin = options.origin === undefined ? siteOrigin : options.origin;
  return new Request(`${functionsUrl}/${name}`, {
    method: options.method ?? 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(origin ? { Origin: origin } : {}),
      ...options.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function readJson(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/** The token in a link of an e-mail's text part. */
export function tokenFrom(mail: OutgoingMail | undefined, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in ${mail?.kind}`);
  return match[1];
}

/**
 * Every console line of a test file, formatted as it would be printed, and kept out of the output: the fault suites
 * grep them for personal data.
 */
export function recordLogs() {
  const lines: string[] = [];
  const format = (args: unknown[]) =>
    args
      .map((arg) =>
        arg instanceof Error
          ? `${arg.stack ?? arg.message} ${JSON.stringify(arg)}`
          : typeof arg === 'string'
            ? arg
            : JSON.stringify(arg),
      )
      .join(' ');
  const spies = (['error', 'warn', 'log', 'info', 'debug'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(format(args))),
  );
  return { lines, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

/** Expected failures are logged by the handlers: keep them out of the test output, but check they were logged. */
export function captureErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}
