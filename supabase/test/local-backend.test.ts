import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactBody, runLoad, siteOrigin, startLocalBackend, type LocalBackend } from '../bench/load-runner.mjs';
import { readOutbox, type OutboxMail } from '../local/outbox.ts';
import { recordFault } from './fault-report.ts';
import { validContact } from './harness.ts';
import { duplicates, emlCount, postTo, provenFor, quickWorker, rowsOf, waitFor } from './local-client.ts';

// The local backend exactly as `npm start` runs it: Deno, the real handlers, PGlite on disk, .eml outbox; here with an
// e-mail API failing 30 % of calls and a worker retrying within a fraction of a second. With thousands of deliveries,
// 8 attempts would dead-letter one now and then (0.3^8 each): 20 attempts, at most a second apart, make that
// practically impossible (0.3^20) while every delivery still ends within the test's wait.
let directory: string;
let backend: LocalBackend;
let outboxDir: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'local-backend-'));
  outboxDir = join(directory, 'outbox');
  backend = await startLocalBackend({
    dbDir: join(directory, 'db'),
    outboxDir,
    args: [...quickWorker, '--retry-for-ms', '600000', '--max-delay-ms', '1000', '--mail-failure-rate', '0.3'],
  });
}, 90_000);

afterAll(async () => {
  await backend?.stop();
  await rm(directory, { recursive: true, force: true });
}, 30_000);

const post = (name: string, body: unknown, headers: Record<string, string> = {}) =>
  postTo(backend, name, body, headers);
const rows = (table: string) => rowsOf(backend, table);

describe('local backend under Deno', () => {
  it('prints where the functions, the database and the outbox are', () => {
    expect(backend.output()).toContain(`Functions: ${backend.functionsUrl}/<name>`);
    expect(backend.output()).toContain(`Database:  ${join(directory, 'db')}`);
    expect(backend.output()).toContain(`Outbox:    ${outboxDir}`);
  });

  it('contact: a row in the store and two .eml files in the outbox (a proof of the real cost, solved)', async () => {
    const body = await provenFor(backend, validContact);
    const response = await post('send-contact-email', body, { 'Idempotency-Key': 'smoke-1' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    const stored = await rows('contact_messages');
    expect(stored.count).toBe(1);
    expect(stored.rows[0]).toMatchObject({ email: validContact.email, spam: false });
    // Sent right after the answer: wait for both deliveries to be recorded.
    await waitFor(async () => (await rows('deliveries')).rows.filter((row) => row.status === 'sent').length === 2);
    // Both go out independently (either may be retried first): compare them by recipient.
    const mails = await readOutbox(outboxDir);
    expect(mails.map((mail) => mail.headers.to).sort()).toEqual([
      '"La Fabrique" <contact@lafabrique-formats.fr>',
      '<camille@example.com>',
    ]);
    const notification = mails.find((mail) => mail.headers.to === '"La Fabrique" <contact@lafabrique-formats.fr>');
    expect(notification?.headers['reply-to']).toBe('<camille@example.com>');
  });

  it('newsletter: the e-mailed link leads to a confirmation by POST, then one-click unsubscribe works', async () => {
    const body = await provenFor(backend, { email: 'lea@example.com', source: 'footer' });
    expect((await post('send-newsletter-email', body)).status).toBe(200);
    await waitFor(async () => (await readOutbox(outboxDir)).some((mail) => mail.headers.to === '<lea@example.com>'));
    const confirmation = (await readOutbox(outboxDir)).find((mail) => mail.headers.to === '<lea@example.com>');
    const link = confirmation?.links.find((each) => each.startsWith(`${siteOrigin}/newsletter/confirmation?token=`));
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token');
    expect((await post('confirm-newsletter', { token })).status).toBe(200);
    expect((await rows('newsletter_subscribers')).rows[0]).toMatchObject({
      email: 'lea@example.com',
      status: 'confirmed',
    });

    await waitFor(async () => (await readOutbox(outboxDir)).some((mail) => mail.headers['list-unsubscribe-post']));
    const welcome = (await readOutbox(outboxDir)).find((mail) => mail.headers['list-unsubscribe-post']);
    expect(welcome?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(welcome?.headers['list-unsubscribe'] ?? '')?.[1];
    expect(oneClick).toContain(`${backend.functionsUrl}/unsubscribe-newsletter?token=`);
    const response = await fetch(oneClick!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect((await rows('newsletter_subscribers')).rows[0]).toMatchObject({ status: 'unsubscribed' });
  });

  it('unknown paths answer 404 JSON', async () => {
    const response = await fetch(`${backend.functionsUrl}/nope`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Fonction introuvable.' });
  });

  it('load: 500 requests 50 at a time, API failing 30 % → 0 errors, stored = accepted, all delivered once', async () => {
    const before = (await rows('contact_messages')).count;
    const mailsBefore = await emlCount(outboxDir);
    const load = await runLoad({
      url: `${backend.functionsUrl}/send-contact-email`,
      connections: 50,
      // A fixed count rather than a duration: the same load on any machine (throughput is `npm run bench:load`'s).
      amount: 500,
      makeBody: contactBody,
    });
    console.log(
      `load send-contact-email: ${load.requestsPerSecond.toFixed(0)} req/s, p99 ${load.p99} ms, ` +
        `${load.accepted} accepted (${load.retried} in flight at the stop, retried with their key)`,
    );
    expect(load.result.errors).toBe(0);
    expect(load.result.timeouts).toBe(0);
    expect(load.result.non2xx).toBe(0);
    expect(load.refused).toBe(0);
    expect(load.accepted).toBe(500);
    const stored = (await rows('contact_messages')).count - before;
    // Each message: the organisation's notification, retried until it goes out (posts without a proof, as a script's
    // would be: no acknowledgement to the address they name).
    const isLoadMail = (mail: OutboxMail) =>
      /^<visiteur\d+@/.test(mail.headers.to ?? '') ||
      /Visiteur \d+/.test(mail.headers.subject ?? '') ||
      mail.text.includes('Message de charge');
    await waitFor(async () => (await emlCount(outboxDir)) >= mailsBefore + stored, 90_000);
    await waitFor(async () => (await readOutbox(outboxDir)).filter(isLoadMail).length >= stored, 30_000);
    const outbox = await readOutbox(outboxDir);
    const mails = outbox.filter(isLoadMail);
    // Only the smoke tests' e-mails besides: no alert, no stray copy.
    expect(outbox.filter((mail) => !isLoadMail(mail)).map((mail) => mail.headers.subject)).toHaveLength(mailsBefore);
    const failures = Number([...backend.output().matchAll(/(\d+) simulated failures/g)].at(-1)?.[1] ?? 0);
    const row = {
      fault: 'API failing 30 %, 500 requests 50 at a time',
      database: 'pglite (local backend)',
      injected: failures,
      accepted: load.accepted,
      stored,
      delivered: mails.length,
      duplicates: duplicates(mails),
      lost: load.accepted - stored + (stored - mails.length),
    };
    recordFault(row);
    expect(row).toMatchObject({ stored: load.accepted, delivered: load.accepted, duplicates: 0, lost: 0 });
  }, 150_000);
});
