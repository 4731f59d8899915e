import { courseRequestMessages, unstorableTextMessage } from '@fabrique/forms';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createConfirmNewsletterHandler } from '../functions/_shared/confirm.ts';
import { createContactHandler } from '../functions/_shared/contact.ts';
import { randomToken, sha256Hex } from '../functions/_shared/crypto.ts';
import { deliverDue } from '../functions/_shared/delivery.ts';
import { MailError } from '../functions/_shared/mailer.ts';
import { createNewsletterHandler } from '../functions/_shared/newsletter.ts';
import { createUnsubscribeNewsletterHandler } from '../functions/_shared/unsubscribe.ts';
import { recordFault } from './fault-report.ts';
import {
  createTestBackend,
  jsonRequest,
  readJson,
  recordLogs,
  testDatabase,
  tokenFrom,
  validContact,
  type TestBackend,
  proven,
} from './harness.ts';

// Nothing lost, nobody shut out: floods, long outages, old links, purges and odd input, on PGlite and PostgreSQL, with
// the production limits (10 requests per 10 minutes per client, 200 e-mails per form and hour). Every console line of
// the file is recorded and searched for personal data at the end.
let backend: TestBackend;
let logs: ReturnType<typeof recordLogs>;
const personalData = new Set<string>();

beforeAll(async () => {
  logs = recordLogs();
  backend = await createTestBackend();
});
afterAll(async () => {
  await backend.close();
  logs.restore();
  const leaks = logs.lines.filter((line) => [...personalData].some((value) => line.includes(value)));
  expect(leaks).toEqual([]);
});
beforeEach(() => backend.reset());

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const year = 365 * day;

/** A visitor's message from their own address; what they typed is personal data the logs must never show. */
function visitor(n: number, extra: Record<string, unknown> = {}) {
  const body = {
    ...validContact,
    name: `Visiteuse Numéro${n}`,
    email: `visiteuse.${n}@exemple.fr`,
    message: `Mon projet secret ${n}`,
    ...extra,
  };
  for (const value of [body.name, body.email, body.message]) personalData.add(String(value));
  return body;
}

/** Posts as the site's clients do, with a fresh proof of work (a body that is not an object goes as is). */
const withProof = async (body: unknown) =>
  typeof body === 'object' && body !== null ? proven(backend.deps, body) : body;
const contact = async (body: unknown, headers: Record<string, string> = {}) =>
  createContactHandler(backend.deps)(jsonRequest('send-contact-email', await withProof(body), { headers }));
const newsletter = async (body: unknown, headers: Record<string, string> = {}) =>
  createNewsletterHandler(backend.deps)(jsonRequest('send-newsletter-email', await withProof(body), { headers }));

/** Supabase Cron every `step` of the fake clock, for `duration`. */
async function cron(duration: number, step = 5 * minute): Promise<void> {
  for (let elapsed = 0; elapsed < duration; elapsed += step) {
    backend.clock.advance(step);
    await deliverDue(backend.deps);
    await backend.settle(); // alerts queued by this round go out in the background
  }
}

const notifiedIds = () =>
  backend.mailer.sent
    .filter((mail) => mail.kind === 'contact-notification')
    .map((mail) => /Référence : (\S+)/.exec(mail.text)?.[1]);

describe(`1. a flood never shuts the forms, on ${testDatabase}`, () => {
  it('200 honeypot posts from 200 addresses cost nothing: the next real visitor is stored and answered 200', async () => {
    for (let n = 0; n < 200; n += 1) {
      const bot = await contact(
        { ...validContact, website: 'https://spam.example', email: `bot${n}@spam.example` },
        { 'X-Forwarded-For': `198.51.100.${n % 250}, 203.0.${Math.floor(n / 250)}.${n % 250}` },
      );
      expect(bot.status).toBe(200);
    }
    const real = await contact(visitor(1), { 'X-Forwarded-For': '192.0.2.77' });
    expect(real.status).toBe(200);
    expect(real.headers.get('retry-after')).toBeNull();
    await backend.settle();
    expect(await backend.count('rate_limits')).toBe(2); // the visitor's own window, the form's hour
    expect(await backend.count('mailbox_caps')).toBe(1); // their mailbox's rolling day
    // Storage bounded: 100 honeypot hits kept an hour, the rest answered alike and dropped.
    expect((await backend.rows(`select 1 from public.contact_messages where spam`)).length).toBe(100);
    expect(notifiedIds()).toEqual([String((await readJson(real)).id)]);
  });

  it('a forged X-Forwarded-For prefix mints no bucket: the client stays limited by the hop the platform appends', async () => {
    for (let n = 0; n < 10; n += 1) {
      expect((await contact(visitor(n), { 'X-Forwarded-For': `10.9.9.${n}, 203.0.113.50` })).status).toBe(200);
    }
    const limited = await contact(visitor(10), { 'X-Forwarded-For': `198.18.0.1, 203.0.113.50` });
    expect(limited.status).toBe(429);
    const keys = await backend.rows<{ client_key: string }>(
      `select client_key from public.rate_limits where client_key like 'contact:%'`,
    );
    expect(keys).toEqual([{ client_key: 'contact:203.0.113.50' }]);
  });

  it('a request with no trustworthy address (no header, a proxy’s own) is never refused per client', async () => {
    for (let n = 0; n < 15; n += 1) {
      const headers: Record<string, string> = n % 2 ? { 'X-Forwarded-For': '10.0.0.1' } : {};
      expect((await contact(visitor(n), headers)).status).toBe(200);
    }
    expect(await backend.count('contact_messages')).toBe(15);
  });
});

describe(`2. outages end in delivery or in a human hearing of it, on ${testDatabase}`, () => {
  it('a 6-hour e-mail API outage: every message delivered once afterwards, one webhook alert, repeated by e-mail', async () => {
    backend.mailer.failing = 'all';
    const accepted: string[] = [];
    // A message every 20 minutes during the outage; Supabase Cron every 5 minutes.
    for (let slot = 0; slot < 18; slot += 1) {
      const response = await contact(visitor(100 + slot), { 'X-Forwarded-For': `203.0.113.${slot}` });
      expect(response.status).toBe(200);
      accepted.push(String((await readJson(response)).id));
      await backend.settle();
      await cron(20 * minute);
    }
    expect(backend.mailer.sent).toHaveLength(0);
    expect(await backend.rows(`select 1 from public.deliveries where status in ('dead', 'rejected')`)).toEqual([]);
    expect(backend.alerter.received.map((alert) => alert.subject)).toEqual(['Envoi des e-mails en panne']);
    backend.mailer.failing = null;
    await cron(2 * hour);
    const notified = notifiedIds();
    expect(new Set(notified)).toEqual(new Set(accepted));
    expect(backend.mailer.duplicates()).toBe(0);
    expect(backend.mailer.sent.filter((mail) => mail.kind === 'contact-confirmation')).toHaveLength(18);
    // The alert again, by e-mail, once the API works; and still one by webhook.
    expect(backend.mailer.sent.filter((mail) => mail.kind === 'delivery-alert').map((mail) => mail.subject)).toEqual([
      'Envoi des e-mails en panne',
    ]);
    expect(backend.alerter.received).toHaveLength(1);
    expect(await backend.rows(`select status from public.deliveries where status <> 'sent'`)).toEqual([]);
    recordFault({
      fault: 'e-mail API down 6 h (fake clock)',
      database: backend.database,
      injected: backend.mailer.calls - backend.mailer.sent.length,
      accepted: accepted.length,
      stored: await backend.count('contact_messages'),
      delivered: new Set(notified).size,
      duplicates: backend.mailer.duplicates(),
      lost: accepted.length - new Set(notified).size,
    });
  });

  it('a revoked key (401) pauses the queue and alerts at once; nothing is rejected, no attempt is spent', async () => {
    backend.mailer.outage = new MailError('Resend answered 401: API key is invalid', false, undefined, true);
    for (let n = 0; n < 3; n += 1) {
      expect((await contact(visitor(200 + n), { 'X-Forwarded-For': `203.0.113.${n}` })).status).toBe(200);
    }
    await backend.settle();
    expect(backend.alerter.received.map((alert) => alert.subject)).toEqual(['Envoi des e-mails en panne']);
    expect(backend.alerter.received[0]?.text).toContain('RESEND_API_KEY');
    const callsWhilePaused = backend.mailer.calls;
    await cron(4 * minute, minute);
    expect(backend.mailer.calls).toBe(callsWhilePaused); // paused: no call at all
    const rows = await backend.rows<{ status: string; attempts: number }>(
      `select status, attempts from public.deliveries where kind like 'contact-%'`,
    );
    expect(rows.every((row) => row.status === 'pending' && row.attempts === 0)).toBe(true);
    // Hours later the key is still revoked: one probe per pause, still one alert.
    await cron(3 * hour);
    expect(backend.alerter.received).toHaveLength(1);
    backend.mailer.outage = null;
    await cron(10 * minute);
    expect(notifiedIds()).toHaveLength(3);
    expect(backend.mailer.sent.filter((mail) => mail.kind === 'delivery-alert')).toHaveLength(1);
    expect(await backend.rows(`select status from public.deliveries where status <> 'sent'`)).toEqual([]);
    expect(await backend.deps.store.mailQueueState()).toEqual({
      pausedUntil: null,
      failingSince: null,
      alertedAt: null,
    });
  });

  it('a dead letter is listed and re-queued with a fresh retry period, then delivered', async () => {
    backend.mailer.failing = new Set(['contact-notification']);
    await contact(visitor(300), { 'X-Forwarded-For': '203.0.113.1' });
    await backend.settle();
    await cron(73 * hour, hour);
    const [dead] = await backend.deps.store.listDeliveries(['dead']);
    expect(dead).toMatchObject({ kind: 'contact-notification', status: 'dead' });
    backend.mailer.failing = null;
    expect(await backend.deps.store.requeueDeliveries('all-dead', backend.clock.now())).toEqual([dead!.id]);
    await deliverDue(backend.deps);
    await backend.settle();
    expect(notifiedIds()).toHaveLength(1);
    expect(await backend.deps.store.listDeliveries(['dead', 'rejected', 'pending'])).toEqual([]);
  });
});

describe(`3. links that keep their promise, on ${testDatabase}`, () => {
  it('a course alert’s unsubscribe link and one-click work after the alert expired and every purge ran', async () => {
    const email = 'alerte.longue@exemple.fr';
    personalData.add(email);
    expect((await newsletter({ email, courseId: 'art-du-pitch' })).status).toBe(200);
    await backend.settle();
    const confirmation = backend.mailer.sent.find((mail) => mail.kind === 'course-alert-confirmation');
    const confirmToken = tokenFrom(confirmation, '/formations/art-du-pitch/alerte/confirmation');
    await createConfirmNewsletterHandler(backend.deps)(
      jsonRequest('confirm-newsletter', { token: confirmToken, courseId: 'art-du-pitch' }),
    );
    await backend.settle();
    const welcome = backend.mailer.sent.find((mail) => mail.kind === 'course-alert-welcome');
    expect(welcome?.headers?.['List-Unsubscribe']).toMatch(
      /^<.*unsubscribe-newsletter\?token=.*&course=art-du-pitch>$/,
    );
    const token = tokenFrom(welcome, '/formations/art-du-pitch/alerte/desinscription');
    for (const years of [1, 2, 3])
      await backend.deps.store.purgeExpiredData(new Date(Date.parse('2026-03-01') + years * year + day));
    backend.clock.set(new Date(Date.parse('2026-03-01') + 3 * year + 2 * day));
    const url = new URL(welcome!.headers!['List-Unsubscribe']!.slice(1, -1));
    const oneClick = await createUnsubscribeNewsletterHandler(backend.deps)(
      new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(oneClick.status).toBe(200);
    const page = await createUnsubscribeNewsletterHandler(backend.deps)(
      jsonRequest('unsubscribe-newsletter', { token, courseId: 'art-du-pitch' }),
    );
    expect(page.status).toBe(200);
  });

  it('a newsletter subscriber still unsubscribes with the welcome link five years on', async () => {
    const email = 'fidele@exemple.fr';
    personalData.add(email);
    await newsletter({ email });
    await backend.settle();
    const confirmToken = tokenFrom(backend.mailer.sent.at(-1), '/newsletter/confirmation');
    await createConfirmNewsletterHandler(backend.deps)(jsonRequest('confirm-newsletter', { token: confirmToken }));
    await backend.settle();
    const token = tokenFrom(backend.mailer.sent.at(-1), '/newsletter/desinscription');
    backend.clock.advance(5 * year);
    await backend.deps.store.purgeExpiredData(backend.clock.now());
    const response = await createUnsubscribeNewsletterHandler(backend.deps)(
      jsonRequest('unsubscribe-newsletter', { token }),
    );
    expect(response.status).toBe(200);
    const [row] = await backend.rows<{ status: string }>(`select status from public.newsletter_subscribers`);
    expect(row?.status).toBe('unsubscribed');
  });
});

describe(`3b. an older e-mail's link after a re-subscription, on ${testDatabase}`, () => {
  it('the first welcome e-mail’s link still unsubscribes a later subscription', async () => {
    const email = 'retour@exemple.fr';
    personalData.add(email);
    const subscribeAndConfirm = async () => {
      await newsletter({ email });
      await backend.settle();
      const token = tokenFrom(backend.mailer.sent.at(-1), '/newsletter/confirmation');
      await createConfirmNewsletterHandler(backend.deps)(jsonRequest('confirm-newsletter', { token }));
      await backend.settle();
      return tokenFrom(backend.mailer.sent.at(-1), '/newsletter/desinscription');
    };
    const unsubscribe = (token: string) =>
      createUnsubscribeNewsletterHandler(backend.deps)(jsonRequest('unsubscribe-newsletter', { token }));
    const first = await subscribeAndConfirm();
    expect((await unsubscribe(first)).status).toBe(200);
    backend.clock.advance(2 * minute);
    await subscribeAndConfirm();
    expect((await unsubscribe(first)).status).toBe(200);
    const [row] = await backend.rows<{ status: string }>(`select status from public.newsletter_subscribers`);
    expect(row?.status).toBe('unsubscribed');
  });
});

describe(`4. purges as promised, on ${testDatabase}`, () => {
  it('confirm, unsubscribe, an unconfirmed re-request purged: the history still goes 3 years after the end', async () => {
    const email = 'revenue@exemple.fr';
    personalData.add(email);
    await newsletter({ email });
    await backend.settle();
    await createConfirmNewsletterHandler(backend.deps)(
      jsonRequest('confirm-newsletter', { token: tokenFrom(backend.mailer.sent.at(-1), '/newsletter/confirmation') }),
    );
    await backend.settle();
    const unsubscribeToken = tokenFrom(backend.mailer.sent.at(-1), '/newsletter/desinscription');
    backend.clock.advance(10 * day);
    await createUnsubscribeNewsletterHandler(backend.deps)(
      jsonRequest('unsubscribe-newsletter', { token: unsubscribeToken }),
    );
    const ended = backend.clock.now().getTime();
    backend.clock.advance(100 * day);
    await newsletter({ email }); // a new request, never confirmed
    await backend.settle();
    await backend.deps.store.purgeExpiredData(new Date(backend.clock.now().getTime() + 31 * day));
    expect(await backend.count('newsletter_subscribers')).toBe(0);
    const events = async () =>
      (await backend.rows<{ event: string }>(`select event from public.newsletter_consents order by id`)).map(
        (row) => row.event,
      );
    expect(await events()).toEqual(['requested', 'confirmed', 'unsubscribed']);
    await backend.deps.store.purgeExpiredData(new Date(ended + 3 * year - 7 * day));
    expect(await events()).toEqual(['requested', 'confirmed', 'unsubscribed']);
    await backend.deps.store.purgeExpiredData(new Date(ended + 3 * year + 7 * day));
    expect(await events()).toEqual([]);
  });

  it('a confirmed course alert ended by the 3-year limit: its history goes 3 years after that end', async () => {
    const email = 'alerte.ancienne@exemple.fr';
    personalData.add(email);
    await newsletter({ email, courseId: 'art-du-pitch' });
    await backend.settle();
    await createConfirmNewsletterHandler(backend.deps)(
      jsonRequest('confirm-newsletter', {
        token: tokenFrom(backend.mailer.sent.at(-1), '/formations/art-du-pitch/alerte/confirmation'),
        courseId: 'art-du-pitch',
      }),
    );
    const start = backend.clock.now().getTime();
    await backend.deps.store.purgeExpiredData(new Date(start + 3 * year + 7 * day)); // the alert ends here
    const events = async () =>
      (await backend.rows<{ event: string }>(`select event from public.newsletter_consents order by id`)).map(
        (row) => row.event,
      );
    expect(await events()).toEqual(['requested', 'confirmed', 'unsubscribed']);
    await backend.deps.store.purgeExpiredData(new Date(start + 6 * year));
    expect(await events()).toEqual(['requested', 'confirmed', 'unsubscribed']);
    await backend.deps.store.purgeExpiredData(new Date(start + 6 * year + 14 * day));
    expect(await events()).toEqual([]);
    expect(await backend.count('course_alert_subscribers')).toBe(0);
  });

  it('one sender whatever the case of the address: the purge counts from their last message', async () => {
    expect((await contact(visitor(400, { email: 'Camille.Casse@Exemple.FR' }))).status).toBe(200);
    personalData.add('Camille.Casse@Exemple.FR');
    backend.clock.advance(2 * year);
    expect((await contact(visitor(401, { email: 'camille.casse@exemple.fr' }))).status).toBe(200);
    personalData.add('camille.casse@exemple.fr');
    await backend.deps.store.purgeExpiredData(new Date(backend.clock.now().getTime() + year + 7 * day));
    expect(await backend.rows(`select email from public.contact_messages`)).toEqual([
      { email: 'camille.casse@exemple.fr' },
      { email: 'camille.casse@exemple.fr' },
    ]);
  });
});

describe(`5. bad input, clear answer, on ${testDatabase}`, () => {
  it('a lone surrogate in any field: 400 in French, nothing stored, nothing logged', async () => {
    for (const field of ['name', 'projectOrFormationName', 'company', 'message'] as const) {
      const body = visitor(500, { [field]: `Texte \ud83d coupé` });
      const response = await contact(JSON.stringify(body), { 'X-Forwarded-For': '203.0.113.9' });
      expect(response.status).toBe(400);
      expect(await readJson(response)).toMatchObject({
        error: unstorableTextMessage,
        fieldErrors: { [field]: unstorableTextMessage },
      });
    }
    // Raw JSON with the escape, as a browser sends a broken emoji.
    const escaped = await contact(
      `{"name":"Léa","email":"lea@exemple.fr","subject":"autre","message":"Bonjour \\udc00 fin"}`,
    );
    expect(escaped.status).toBe(400);
    const signUp = await newsletter(`{"email":"l\\ud800a@exemple.fr"}`);
    expect(signUp.status).toBe(400);
    expect(await backend.count('contact_messages')).toBe(0);
    expect(await backend.count('newsletter_subscribers')).toBe(0);
  });

  it('an unexpected database error is logged without what the visitor typed', async () => {
    const body = visitor(600);
    const failing = createContactHandler({
      ...backend.deps,
      store: {
        ...backend.deps.store,
        async insertContactMessage() {
          const error = new Error(
            `new row violates check constraint "contact_messages_email_lower" for "${body.email}"`,
          );
          Object.assign(error, {
            code: '23514',
            detail: `Failing row contains (${body.name}, ${body.email}, ${body.message})`,
          });
          throw error;
        },
      },
    });
    const before = logs.lines.length;
    expect((await failing(jsonRequest('send-contact-email', body))).status).toBe(500);
    const logged = logs.lines.slice(before);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      /^\[send-contact-email\] unexpected failure: Error 23514: new row violates check constraint "contact_messages_email_lower"/,
    );
  });

  it('a course alert names a course of the catalogue, as a course request does; a withdrawn one can still be left', async () => {
    const refused = await newsletter({ email: 'curieuse@exemple.fr', courseId: 'formation-inexistante' });
    expect(refused.status).toBe(400);
    expect(await readJson(refused)).toMatchObject({ error: courseRequestMessages.courseUnknown });
    expect(await backend.count('course_alert_subscribers')).toBe(0);
    // A sign-up to a course since withdrawn from the catalogue, with its unsubscribe link.
    const token = randomToken();
    const [row] = await backend.rows<{ id: string }>(
      `insert into public.course_alert_subscribers (course_id, email, status, consented_at, source, consent_wording, confirmed_at)
       values ('formation-retiree', 'ancienne@exemple.fr', 'confirmed', now(), 'site', 'texte', now()) returning id`,
    );
    await backend.rows(
      `insert into public.course_alert_tokens (token_hash, subscriber_id, purpose, expires_at) values ($1, $2, 'unsubscribe', 'infinity')`,
      [await sha256Hex(token), row!.id],
    );
    const left = await createUnsubscribeNewsletterHandler(backend.deps)(
      jsonRequest('unsubscribe-newsletter', { token, courseId: 'formation-retiree' }),
    );
    expect(left.status).toBe(200);
  });
});

describe(`6. forms no one can aim at a stranger, on ${testDatabase}`, () => {
  const confirmationsTo = (mailbox: RegExp) =>
    backend.mailer.sent.filter((mail) => mail.kind !== 'contact-notification' && mailbox.test(mail.to.email));

  it('alias bombing: 20 +tag and dot spellings of one mailbox get at most its 3 e-mails, each kept as typed', async () => {
    const dotted = ['b.ob', 'bo.b', 'b.o.b', 'B.O.B', 'bob'];
    const spellings = Array.from({ length: 20 }, (_, n) =>
      n % 2 === 0 ? `bob+${n}@gmail.com` : `${dotted[n % dotted.length]}+x${n}@googlemail.com`,
    );
    for (const [n, email] of spellings.entries()) {
      const from = { 'X-Forwarded-For': `203.0.113.${n}` };
      const response = n % 4 === 0 ? await contact(visitor(n, { email }), from) : await newsletter({ email }, from);
      expect(response.status).toBe(200);
    }
    await backend.settle();
    expect(confirmationsTo(/^b\.?o\.?b(\+x?\d+)?@(gmail|googlemail)\.com$/i)).toHaveLength(3);
    // The organisation still hears of every message; each address is stored as typed.
    expect(backend.mailer.sent.filter((mail) => mail.kind === 'contact-notification')).toHaveLength(5);
    const typed = await backend.rows<{ email: string }>('select email from public.newsletter_subscribers');
    expect(typed.map((row) => row.email).sort()).toEqual(
      spellings
        .filter((_, n) => n % 4 !== 0)
        .map((email) => email.toLowerCase())
        .sort(),
    );
    // Counted under a hash: the mailbox itself is nowhere in the cap's table.
    expect(JSON.stringify(await backend.rows('select * from public.mailbox_caps'))).not.toContain('bob');
  });

  it('the midnight window: 6 messages around UTC midnight get 3 acknowledgements, the 4th only 24 hours on', async () => {
    backend.clock.set('2026-03-01T23:58:00.000Z');
    for (let n = 0; n < 6; n += 1) {
      expect((await contact(visitor(1), { 'X-Forwarded-For': `198.51.100.${n}` })).status).toBe(200);
      backend.clock.advance(45_000); // 23:58:00 … 00:01:45
    }
    await backend.settle();
    expect(confirmationsTo(/^visiteuse\.1@/)).toHaveLength(3);
    backend.clock.set('2026-03-02T23:58:30.000Z'); // 24 h after the first, not after the second
    await contact(visitor(1));
    await backend.settle();
    expect(confirmationsTo(/^visiteuse\.1@/)).toHaveLength(4);
    await contact(visitor(1));
    await backend.settle();
    expect(confirmationsTo(/^visiteuse\.1@/)).toHaveLength(4);
    // Purged once a day old.
    expect((await backend.deps.store.purgeExpiredData(new Date('2026-03-04T00:00:00.000Z'))).mailbox_caps).toBe(1);
  });

  it('a replayed or expired proof is refused before any row; a post without one e-mails nobody but the organisation', async () => {
    const { altcha } = await proven(backend.deps, {});
    const post = (body: Record<string, unknown>) =>
      createNewsletterHandler(backend.deps)(jsonRequest('send-newsletter-email', body));
    expect((await post({ email: 'lea@exemple.fr', altcha })).status).toBe(200);
    const replayed = await post({ email: 'noe@exemple.fr', altcha });
    expect(await readJson(replayed)).toMatchObject({ code: 'proof-replayed' });
    const { altcha: old } = await proven(backend.deps, {});
    backend.clock.advance(backend.config.proof.ttlMs + 1);
    expect(await readJson(await post({ email: 'noe@exemple.fr', altcha: old }))).toMatchObject({
      code: 'proof-expired',
    });
    expect(await readJson(await post({ email: 'noe@exemple.fr' }))).toMatchObject({ code: 'proof-required' });
    expect(await backend.count('newsletter_subscribers')).toBe(1);

    const unproven = await createContactHandler(backend.deps)(jsonRequest('send-contact-email', visitor(2)));
    expect(await readJson(unproven)).toMatchObject({ acknowledgement: 'withheld' });
    await backend.settle();
    expect(backend.mailer.sent.filter((mail) => mail.to.email === 'visiteuse.2@exemple.fr')).toEqual([]);
    expect(backend.mailer.sent.filter((mail) => mail.kind === 'contact-notification')).toHaveLength(1);
    // Spent proofs go once their challenge has expired.
    expect((await backend.deps.store.purgeExpiredData(backend.clock.now())).spent_proofs).toBe(1);
  });

  it('a 10,000-request flood: every e-mail of a real visitor leaves within the worker’s minute, nothing waits', async () => {
    const started = backend.clock.now().getTime();
    const subscribe = createNewsletterHandler(backend.deps);
    const write = createContactHandler(backend.deps);
    const ceiling = backend.config.globalHourlyLimit!;
    const visitors: string[] = [];
    let nextCron = started + minute;
    let paid = 0;
    for (let n = 0; n < 10_000; n += 1) {
      backend.clock.advance(360); // 10,000 requests in one hour
      if (backend.clock.now().getTime() >= nextCron) {
        await deliverDue(backend.deps); // Supabase Cron, every minute
        nextCron += minute;
      }
      const from = { 'X-Forwarded-For': `192.0.2.${((n / 10) % 100) | 0}` };
      if (n % 1000 === 500) {
        // A real visitor, every 6 minutes: a message, or a sign-up.
        const email = `visiteuse.flot${n}@exemple.fr`;
        visitors.push(email);
        const response =
          n % 2000 === 500
            ? await write(jsonRequest('send-contact-email', await proven(backend.deps, visitor(n, { email }))))
            : await subscribe(jsonRequest('send-newsletter-email', await proven(backend.deps, { email })));
        expect(response.status).toBe(200);
      } else if (n % 25 === 0) {
        // A bot that pays for its proofs, aiming at 400 strangers' mailboxes from 40 addresses (past the ceiling).
        paid += 1;
        const body = await proven(backend.deps, { email: `inconnu${n}@exemple.org` });
        expect((await subscribe(jsonRequest('send-newsletter-email', body, { headers: from }))).status).toBe(200);
      } else {
        // A bot that does not pay: refused before any row.
        const body = { email: `inconnu${n}@exemple.org` };
        expect((await subscribe(jsonRequest('send-newsletter-email', body, { headers: from }))).status).toBe(400);
      }
    }
    await backend.settle();
    await deliverDue(backend.deps);
    const deliveries = await backend.rows<{ recipient: string; kind: string; created_at: Date; sent_at: Date | null }>(
      `select recipient, kind, created_at, sent_at from public.deliveries`,
    );
    const waited = (row: (typeof deliveries)[number]) =>
      row.sent_at === null ? Infinity : new Date(row.sent_at).getTime() - new Date(row.created_at).getTime();
    const ofVisitors = deliveries.filter(
      (row) => visitors.includes(row.recipient) || row.kind === 'contact-notification',
    );
    const automatic = deliveries.filter((row) => row.kind === 'newsletter-confirmation');
    const dropped = await backend.rows<{ count: number }>(
      `select sum(count)::int as count from public.rate_limits where client_key = 'dropped:newsletter'`,
    );
    const visitorsServed = visitors.filter((email) => deliveries.some((row) => row.recipient === email)).length;
    console.log(
      `flood: ${paid} paid bot sign-ups, ${automatic.length} automatic e-mails queued (ceiling ${ceiling}), ` +
        `${dropped[0]?.count ?? 0} dropped; ${visitorsServed}/${visitors.length} real visitors got their automatic e-mail; ` +
        `longest wait of a visitor's e-mail ${Math.max(...ofVisitors.map(waited))} ms`,
    );
    recordFault({
      fault: `10,000-request flood (${paid} paid sign-ups past a ceiling of ${ceiling}), real visitors' e-mails`,
      database: testDatabase,
      injected: 10_000 - visitors.length,
      accepted: visitors.length,
      stored: visitors.length,
      delivered: ofVisitors.filter((row) => waited(row) <= minute).length,
      duplicates: backend.mailer.duplicates(),
      lost: ofVisitors.filter((row) => waited(row) > minute).length,
    });
    // Nothing waits: every e-mail of a real visitor (their acknowledgement or link, the organisation's notice) left
    // within the worker's minute, and no e-mail at all is left pending behind the flood.
    expect(ofVisitors.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...ofVisitors.map(waited))).toBeLessThanOrEqual(minute);
    expect(deliveries.filter((row) => row.sent_at === null && row.kind !== 'operator-alert')).toEqual([]);
    // The bots paid for every e-mail they caused, and the ceiling held: past it, dropped (counted), never queued.
    expect(automatic.length).toBeLessThanOrEqual(ceiling);
    expect(automatic.length + (dropped[0]?.count ?? 0)).toBe(paid + visitors.length / 2);
    expect(backend.alerter.received.filter((alert) => alert.subject.startsWith('Afflux'))).toHaveLength(1);
  }, 600_000);
});
