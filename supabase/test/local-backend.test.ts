import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactBody, runLoad, siteOrigin, startLocalBackend, type LocalBackend } from '../bench/load-runner.mjs';
import { readOutbox } from '../local/outbox.ts';
import { validContact } from './harness.ts';

// The local backend exactly as `npm start` runs it: Deno, the real handlers, PGlite on disk, .eml outbox.
let directory: string;
let backend: LocalBackend;
let outboxDir: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'local-backend-'));
  outboxDir = join(directory, 'outbox');
  backend = await startLocalBackend({ dbDir: join(directory, 'db'), outboxDir });
}, 90_000);

afterAll(async () => {
  await backend?.stop();
  await rm(directory, { recursive: true, force: true });
}, 30_000);

const post = (name: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${backend.functionsUrl}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: siteOrigin, Authorization: 'Bearer local-anon-key-la-fabrique', ...headers },
    body: JSON.stringify(body),
  });

async function rows(table: string): Promise<{ count: number; rows: Array<Record<string, unknown>> }> {
  const response = await fetch(`${backend.baseUrl}/local/rows/${table}?limit=5`);
  return (await response.json()) as { count: number; rows: Array<Record<string, unknown>> };
}

/** Polls a condition the backend reaches on its own (e-mails sent after the answer), with a deadline. */
async function waitFor(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('local backend under Deno', () => {
  it('prints where the functions, the database and the outbox are', () => {
    expect(backend.output()).toContain(`Functions: ${backend.functionsUrl}/<name>`);
    expect(backend.output()).toContain(`Database:  ${join(directory, 'db')}`);
    expect(backend.output()).toContain(`Outbox:    ${outboxDir}`);
  });

  it('contact: a row in the store and two .eml files in the outbox', async () => {
    const response = await post('send-contact-email', validContact, { 'Idempotency-Key': 'smoke-1' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    const stored = await rows('contact_messages');
    expect(stored.count).toBe(1);
    expect(stored.rows[0]).toMatchObject({ email: validContact.email, spam: false });
    // Sent right after the answer: wait for both deliveries to be recorded.
    await waitFor(async () => (await rows('deliveries')).rows.filter((row) => row.status === 'sent').length === 2);
    const mails = await readOutbox(outboxDir);
    expect(mails.map((mail) => mail.headers.to)).toEqual(['"La Fabrique" <contact@lafabrique-formats.fr>', '<camille@example.com>']);
    expect(mails[0]?.headers['reply-to']).toBe('<camille@example.com>');
  });

  it('newsletter: the e-mailed link leads to a confirmation by POST, then one-click unsubscribe works', async () => {
    expect((await post('send-newsletter-email', { email: 'lea@example.com', source: 'footer' })).status).toBe(200);
    await waitFor(async () => (await readOutbox(outboxDir)).some((mail) => mail.headers.to === '<lea@example.com>'));
    const confirmation = (await readOutbox(outboxDir)).find((mail) => mail.headers.to === '<lea@example.com>');
    const link = confirmation?.links.find((each) => each.startsWith('http://localhost:4173/newsletter/confirmation?token='));
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token');
    expect((await post('confirm-newsletter', { token })).status).toBe(200);
    expect((await rows('newsletter_subscribers')).rows[0]).toMatchObject({ email: 'lea@example.com', status: 'confirmed' });

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

  it('load: 50 connections × 10 s, rate limit lifted → 0 errors, 0 non-2xx, stored rows = accepted answers', async () => {
    const before = (await rows('contact_messages')).count;
    const load = await runLoad({ url: `${backend.functionsUrl}/send-contact-email`, connections: 50, duration: 10, makeBody: contactBody });
    console.log(
      `load send-contact-email: ${load.requestsPerSecond.toFixed(0)} req/s, p99 ${load.p99} ms, ` +
        `${load.accepted} accepted (${load.retried} in flight at the stop, retried with their key)`,
    );
    expect(load.result.errors).toBe(0);
    expect(load.result.timeouts).toBe(0);
    expect(load.result.non2xx).toBe(0);
    expect(load.refused).toBe(0);
    expect(load.accepted).toBeGreaterThan(100);
    expect((await rows('contact_messages')).count - before).toBe(load.accepted);
  }, 60_000);
});
