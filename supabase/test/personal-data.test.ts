import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContactHandler } from '../functions/_shared/contact.ts';
import { createNewsletterHandler } from '../functions/_shared/newsletter.ts';
import {
  createTestBackend,
  jsonRequest,
  testDatabase,
  tokenFrom,
  validContact,
  type TestBackend,
  proven,
} from './harness.ts';
import { createConfirmNewsletterHandler } from '../functions/_shared/confirm.ts';
import { createUnsubscribeNewsletterHandler } from '../functions/_shared/unsubscribe.ts';

// The retention periods of the privacy policy (packages/content/src/legal.ts, « Durées de conservation »), and the
// access and erasure requests, on the fake clock.
let backend: TestBackend;

beforeAll(async () => {
  backend = await createTestBackend({ rateLimit: null, globalHourlyLimit: null });
});
afterAll(() => backend.close());
beforeEach(() => backend.reset());

const day = 24 * 60 * 60 * 1000;
const year = 365 * day;
const week = 7 * day; // margin around « three years », whatever the leap days
const start = new Date('2026-03-01T10:00:00.000Z').getTime();
const at = (ms: number) => new Date(start + ms);

async function contact(email: string, message = 'Bonjour') {
  expect(
    (
      await createContactHandler(backend.deps)(
        jsonRequest('send-contact-email', await proven(backend.deps, { ...validContact, email, message })),
      )
    ).status,
  ).toBe(200);
  await backend.settle();
}

async function subscribe(email: string) {
  expect(
    (
      await createNewsletterHandler(backend.deps)(
        jsonRequest('send-newsletter-email', await proven(backend.deps, { email })),
      )
    ).status,
  ).toBe(200);
  await backend.settle();
  return tokenFrom(backend.mailer.sent.filter((mail) => mail.to.email === email).at(-1), '/newsletter/confirmation');
}

async function confirm(token: string) {
  expect(
    (await createConfirmNewsletterHandler(backend.deps)(jsonRequest('confirm-newsletter', { token }))).status,
  ).toBe(200);
  await backend.settle();
}

async function unsubscribe(email: string) {
  const welcome = backend.mailer.sent
    .filter((mail) => mail.to.email === email && mail.kind === 'newsletter-welcome')
    .at(-1);
  const token = tokenFrom(welcome, '/newsletter/desinscription');
  expect(
    (await createUnsubscribeNewsletterHandler(backend.deps)(jsonRequest('unsubscribe-newsletter', { token }))).status,
  ).toBe(200);
}

const emails = async (table: 'contact_messages' | 'newsletter_subscribers' | 'newsletter_consents') =>
  [
    ...new Set((await backend.rows<{ email: string }>(`select email from public.${table}`)).map((row) => row.email)),
  ].sort();

// Through the functions' store (on PostgreSQL, as their role): what the local timer and Supabase Cron run.
const purge = (when: Date) => backend.deps.store.purgeExpiredData(when);

describe(`retention as the privacy policy promises, on ${testDatabase}`, () => {
  it('contact messages: three years after the sender’s last contact', async () => {
    await contact('once@example.com');
    await contact('again@example.com', 'Premier message');
    backend.clock.set(at(2 * year));
    await contact('again@example.com', 'Deuxième message');
    await purge(at(3 * year + week));
    expect(await emails('contact_messages')).toEqual(['again@example.com']);
    expect(await backend.count('contact_messages')).toBe(2); // the first message goes with the last contact
    await purge(at(5 * year + week));
    expect(await backend.count('contact_messages')).toBe(0);
    expect(await backend.count('deliveries')).toBe(0);
  });

  it('newsletter: unconfirmed and spam after thirty days, consent proof three years after unsubscribing, subscribers kept', async () => {
    await subscribe('pending@example.com');
    // A honeypot hit, kept flagged as spam.
    await createNewsletterHandler(backend.deps)(
      jsonRequest('send-newsletter-email', await proven(backend.deps, { email: 'bot@example.com', website: 'x' })),
    );
    await confirm(await subscribe('kept@example.com'));
    await confirm(await subscribe('left@example.com'));
    backend.clock.set(at(10 * day));
    await unsubscribe('left@example.com');

    await purge(at(29 * day));
    expect(await emails('newsletter_subscribers')).toEqual([
      'bot@example.com',
      'kept@example.com',
      'left@example.com',
      'pending@example.com',
    ]);
    await purge(at(31 * day));
    expect(await emails('newsletter_subscribers')).toEqual(['kept@example.com', 'left@example.com']);
    expect(await emails('newsletter_consents')).toEqual(['kept@example.com', 'left@example.com']);
    expect(await backend.count('newsletter_tokens')).toBe(2); // the unsubscribe links, valid as long as the subscription

    await purge(at(10 * day + 3 * year - week));
    expect(await emails('newsletter_consents')).toEqual(['kept@example.com', 'left@example.com']);
    await purge(at(10 * day + 3 * year + week));
    expect(await emails('newsletter_subscribers')).toEqual(['kept@example.com']);
    expect(await emails('newsletter_consents')).toEqual(['kept@example.com']);
    expect(await backend.count('newsletter_tokens')).toBe(1); // the subscriber kept keeps their unsubscribe link
  });
});

describe(`access and erasure requests, on ${testDatabase}`, () => {
  it('exports everything held about an address, then erases it and nothing else', async () => {
    await contact('Camille@Example.com');
    await confirm(await subscribe('camille@example.com'));
    await contact('other@example.com');

    const [exported] = await backend.rows<{ data: Record<string, Array<Record<string, unknown>>> }>(
      'select public.export_personal_data($1) as data',
      ['camille@example.com'],
    );
    const data = exported!.data;
    expect(data.contact_messages).toHaveLength(1);
    // One form of address: the schema stored it in lower case.
    expect(data.contact_messages?.[0]).toMatchObject({ email: 'camille@example.com', message: 'Bonjour' });
    expect(data.contact_messages?.[0]).not.toHaveProperty('request_hash');
    expect(data.newsletter_subscribers?.[0]).toMatchObject({ email: 'camille@example.com', status: 'confirmed' });
    expect(data.newsletter_consents?.map((record) => record.event)).toEqual(['requested', 'confirmed']);
    expect(data.deliveries?.map((delivery) => delivery.kind).sort()).toEqual([
      'contact-confirmation',
      'newsletter-confirmation',
      'newsletter-welcome',
    ]);

    const removed = await backend.rows<{ data: string; removed: number | string }>(
      'select data, removed from public.erase_personal_data($1)',
      ['CAMILLE@example.com'],
    );
    expect(Object.fromEntries(removed.map((row) => [row.data, Number(row.removed)]))).toMatchObject({
      contact_messages: 1,
      newsletter_subscribers: 1,
      newsletter_consents: 2,
      // The per-address cap is no longer kept under the address: a mailbox's hash and times, gone within a day.
      rate_limits: 0,
    });
    const after = await backend.rows<{ data: Record<string, unknown[]> }>(
      'select public.export_personal_data($1) as data',
      ['camille@example.com'],
    );
    expect(after[0]!.data).toEqual({
      email: 'camille@example.com',
      contact_messages: [],
      newsletter_subscribers: [],
      course_alert_subscribers: [],
      newsletter_consents: [],
      deliveries: [],
    });
    expect(await emails('contact_messages')).toEqual(['other@example.com']);
  });
});
