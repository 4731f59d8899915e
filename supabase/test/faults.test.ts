import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContactHandler } from '../functions/_shared/contact.ts';
import { deliverDue } from '../functions/_shared/delivery.ts';
import type { Deps } from '../functions/_shared/deps.ts';
import { recordFault } from './fault-report.ts';
import {
  createTestBackend,
  recordLogs,
  jsonRequest,
  readJson,
  testDatabase,
  validContact,
  type TestBackend,
  proven,
} from './harness.ts';

// Faults injected around the handlers and the delivery worker, on the fake clock, on PGlite and on PostgreSQL.
// Each ends the same way: stored = accepted, delivered = stored once the worker drains, duplicates = 0.
// Every console line is kept and searched, at the end, for what the visitors typed: no log line carries personal data.
let backend: TestBackend;
let logs: ReturnType<typeof recordLogs>;

beforeAll(async () => {
  logs = recordLogs();
  // Limits lifted: every request of a scenario comes from the same test client.
  backend = await createTestBackend({ rateLimit: null, globalHourlyLimit: null });
});
afterAll(async () => {
  await backend.close();
  logs.restore();
  expect(logs.lines.filter((line) => /visiteur\d+@example\.com|Visiteur \d|Message \d/.test(line))).toEqual([]);
});
beforeEach(() => backend.reset());

const minute = 60_000;

/** Message n, with its own sender so that each one gets its confirmation. */
async function submit(n: number, deps: Deps = backend.deps): Promise<string | null> {
  const response = await createContactHandler(deps)(
    jsonRequest(
      'send-contact-email',
      await proven(backend.deps, {
        ...validContact,
        name: `Visiteur ${n}`,
        email: `visiteur${n}@example.com`,
        message: `Message ${n}`,
      }),
      { headers: { 'Idempotency-Key': `fault-${n}` } },
    ),
  );
  await backend.settle();
  if (response.status !== 200) return null;
  return String((await readJson(response)).id);
}

/** The worker as Supabase Cron runs it, until nothing is left to send (the clock jumps past every retry). */
async function drain(): Promise<void> {
  for (let round = 0; round < 20; round += 1) {
    backend.clock.advance(backend.config.delivery.maxDelayMs);
    await deliverDue(backend.deps);
    if ((await backend.rows(`select 1 from public.deliveries where status = 'pending'`)).length === 0) return;
  }
  throw new Error('deliveries still pending after 20 rounds');
}

/** Counts what the organisation and the senders received against what was accepted, records and checks it. */
async function expectNothingLost(fault: string, injected: number, accepted: string[]): Promise<void> {
  const stored = await backend.rows<{ id: string; email: string }>(
    'select id, email from public.contact_messages where not spam',
  );
  const notified = new Set(
    backend.mailer.sent
      .filter((mail) => mail.kind === 'contact-notification')
      .map((mail) => /Référence : (\S+)/.exec(mail.text)?.[1]),
  );
  const confirmed = new Set(
    backend.mailer.sent.filter((mail) => mail.kind === 'contact-confirmation').map((mail) => mail.to.email),
  );
  const delivered = stored.filter((row) => notified.has(row.id) && confirmed.has(row.email)).length;
  const storedAccepted = stored.filter((row) => accepted.includes(row.id)).length;
  const row = {
    fault,
    database: backend.database,
    injected,
    accepted: accepted.length,
    stored: stored.length,
    delivered,
    duplicates: backend.mailer.duplicates(),
    lost: accepted.length - storedAccepted + (stored.length - delivered),
  };
  recordFault(row);
  expect(row).toMatchObject({ stored: accepted.length, delivered: accepted.length, duplicates: 0, lost: 0 });
  expect(await backend.rows(`select status from public.deliveries where status <> 'sent'`)).toEqual([]);
}

describe(`fault injection on ${testDatabase}`, () => {
  it('the e-mail API down for 10 minutes, then back', async () => {
    backend.mailer.failing = 'all';
    const accepted: string[] = [];
    for (let step = 0; step < 10; step += 1) {
      for (const n of [2 * step, 2 * step + 1]) {
        const id = await submit(n);
        if (id) accepted.push(id);
      }
      backend.clock.advance(minute);
      await deliverDue(backend.deps); // Supabase Cron, every minute
    }
    const injected = backend.mailer.calls;
    expect(backend.mailer.sent).toHaveLength(0);
    backend.mailer.failing = null;
    await drain();
    await expectNothingLost('e-mail API down 10 min', injected, accepted);
  });

  it('the outcome write failing after each send', async () => {
    const logged = logs.lines.length;
    let failedWrites = 0;
    let writesFail = true;
    const deps: Deps = {
      ...backend.deps,
      store: {
        ...backend.deps.store,
        async markDeliverySent(id, now) {
          if (writesFail) {
            failedWrites += 1;
            throw new Error('connection lost after the send');
          }
          return backend.deps.store.markDeliverySent(id, now);
        },
      },
    };
    const accepted: string[] = [];
    for (let n = 0; n < 10; n += 1) {
      const id = await submit(n, deps);
      if (id) accepted.push(id);
    }
    expect(backend.mailer.sent).toHaveLength(20);
    writesFail = false;
    // The leases expire and the worker sends again with the same idempotency keys: the API sends nothing twice.
    await drain();
    expect(backend.mailer.calls).toBe(40);
    expect(logs.lines.slice(logged)).toHaveLength(failedWrites);
    await expectNothingLost('outcome write failing after a send', failedWrites, accepted);
  });

  it('the instance gone right after storing (its sending never runs), replays, then the worker', async () => {
    // A runner that never starts the task: what EdgeRuntime leaves when the instance is killed after answering.
    const dying: Deps = { ...backend.deps, background: () => {} };
    const accepted: string[] = [];
    for (let n = 0; n < 10; n += 1) {
      const id = await submit(n, dying);
      if (id) accepted.push(id);
    }
    expect(backend.mailer.calls).toBe(0);
    // Three visitors retry (same key): success with the same id, and their e-mails go out.
    for (const n of [0, 1, 2]) expect(await submit(n)).toBe(accepted[n]);
    expect(backend.mailer.sent).toHaveLength(6);
    await drain();
    await expectNothingLost('instance gone between store and send', 10, accepted);
  });
});
