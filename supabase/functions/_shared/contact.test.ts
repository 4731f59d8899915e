import { contactFields, contactMessages, courseRequestMessages } from '@fabrique/forms';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  captureErrors,
  createTestBackend,
  jsonRequest,
  proven,
  readJson,
  siteOrigin,
  validContact,
  type TestBackend,
} from '../../test/harness.ts';
import { createContactHandler } from './contact.ts';
import { deliverDue } from './delivery.ts';
import type { Handler } from './http.ts';
import { serverMessages } from './messages.ts';
import { contactMessageColumns, createStore, type NewContactMessage } from './store.ts';

let backend: TestBackend;
let handle: Handler;

beforeAll(async () => {
  backend = await createTestBackend();
  handle = createContactHandler(backend.deps);
});
afterAll(() => backend.close());
beforeEach(() => backend.reset());

type PostOptions = Parameters<typeof jsonRequest>[2];
/** A message as the site's client sends it: with a fresh proof of work (a body that is not an object goes as is). */
const send = async (body: unknown, options?: PostOptions) =>
  handle(
    jsonRequest(
      'send-contact-email',
      typeof body === 'object' && body !== null ? await proven(backend.deps, body) : body,
      options,
    ),
  );
/** A message posted with no proof of work (no JavaScript, or a bot that did not pay). */
const sendWithoutProof = (body: unknown, options?: PostOptions) =>
  handle(jsonRequest('send-contact-email', body, options));

describe('send-contact-email: success', () => {
  it('stores the message, e-mails the organisation (reply-to the sender) then confirms to the sender', async () => {
    const response = await send(validContact, { headers: { 'Idempotency-Key': 'key-1' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    const body = await readJson(response);
    expect(body).toEqual({ success: true, id: expect.any(String), acknowledgement: 'queued' });
    await backend.settle();

    const [row] = await backend.rows<Record<string, unknown>>('select * from public.contact_messages');
    expect(row).toMatchObject({
      id: body.id,
      name: 'Camille Martin',
      email: 'camille@example.com',
      subject: 'formation',
      project_or_formation_name: 'Art du pitch',
      phone: '0601020304',
      company: 'Studio Lumière',
      idempotency_key: 'key-1',
      spam: false,
    });
    const deliveries = await backend.rows(
      'select kind, status, attempts, mail from public.deliveries order by kind desc',
    );
    expect(deliveries).toEqual([
      { kind: 'contact-notification', status: 'sent', attempts: 1, mail: null },
      { kind: 'contact-confirmation', status: 'sent', attempts: 1, mail: null },
    ]);

    const [notification, confirmation] = backend.mailer.sent;
    expect(backend.mailer.sent).toHaveLength(2);
    expect(notification).toMatchObject({
      kind: 'contact-notification',
      to: backend.config.contactTo,
      from: backend.config.mailFrom,
      replyTo: { email: 'camille@example.com' },
      idempotencyKey: expect.stringMatching(/^delivery\//),
    });
    expect(notification?.text).toContain('Je souhaite des informations');
    expect(notification?.subject).toContain('Une formation');
    expect(confirmation).toMatchObject({ kind: 'contact-confirmation', to: { email: 'camille@example.com' } });
    expect(confirmation?.text).not.toContain('Je souhaite des informations');
    // A fixed text: nothing the sender chose reaches their own address.
    expect(`${confirmation?.subject} ${confirmation?.text} ${confirmation?.html}`).not.toContain('Camille');
  });

  it('stores empty optional fields as null and accepts a request with no Origin (server to server)', async () => {
    const response = await send(
      { ...validContact, projectOrFormationName: '', phone: '', company: '' },
      { origin: null },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const [row] = await backend.rows('select project_or_formation_name, phone, company from public.contact_messages');
    expect(row).toEqual({ project_or_formation_name: null, phone: null, company: null });
  });

  it('writes the columns of the real table: every form field, every column without a default, nothing else', async () => {
    const table = await backend.rows<{ column_name: string; column_default: string | null }>(
      `select column_name, column_default from information_schema.columns
       where table_schema = 'public' and table_name = 'contact_messages'`,
    );
    const sample: NewContactMessage = {
      ...{ name: 'A', email: 'a@example.com', subject: 'autre', subjectLabel: 'Autre', message: 'm' },
      ...{ projectOrFormationName: null, phone: null, company: null, courseId: null, sessionStart: null },
      ...{ id: crypto.randomUUID(), createdAt: new Date(), idempotencyKey: null, requestHash: 'h', spam: false },
    };
    const written = contactMessageColumns(sample).map(({ column }) => column);
    expect(table.map((column) => column.column_name)).toEqual(expect.arrayContaining(written));
    const withoutDefault = table.filter((column) => column.column_default === null).map((column) => column.column_name);
    expect(written).toEqual(expect.arrayContaining(withoutDefault));
    // The forms schema owns the message's fields: each has its column (camelCase in the schema, snake_case in SQL).
    const snakeCase = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    expect(written).toEqual(expect.arrayContaining(contactFields.map(snakeCase)));
  });

  it('never lets the request choose a recipient', async () => {
    await send({ ...validContact, to: 'victim@example.org', recipient: 'x@example.org', cc: 'y@example.org' });
    await backend.settle();
    expect(backend.mailer.sent.map((mail) => mail.to.email)).toEqual([
      backend.config.contactTo.email,
      'camille@example.com',
    ]);
  });
});

describe('send-contact-email: course requests', () => {
  const writing = { courseId: 'atelier-ecriture-avec-ia', projectOrFormationName: 'Atelier d’écriture avec l’IA' };
  const courseRows = () =>
    backend.rows<{ course_id: string | null; session_start: string | null }>(
      `select course_id, to_char(session_start, 'YYYY-MM-DD') as session_start from public.contact_messages`,
    );

  it('stores the course and the chosen session, and names both to the organisation', async () => {
    const response = await send({ ...validContact, ...writing, session: '2027-01-21' });
    expect(response.status).toBe(200);
    await backend.settle();
    expect(await courseRows()).toEqual([{ course_id: 'atelier-ecriture-avec-ia', session_start: '2027-01-21' }]);
    const [notification] = backend.mailer.sent;
    expect(notification?.text).toContain('Formation (identifiant) : atelier-ecriture-avec-ia');
    expect(notification?.text).toContain('Session souhaitée (premier jour) : 2027-01-21');
  });

  it('stores a quote request (a course, no session) and a message from elsewhere (neither) with nulls', async () => {
    expect((await send({ ...validContact, courseId: 'art-du-pitch', session: '' })).status).toBe(200);
    expect((await send({ ...validContact, email: 'autre@example.com' })).status).toBe(200);
    expect(await courseRows()).toEqual(
      expect.arrayContaining([
        { course_id: 'art-du-pitch', session_start: null },
        { course_id: null, session_start: null },
      ]),
    );
  });

  it('refuses, in French, a course outside the catalogue and a session that is not one of the course’s', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ courseId: 'atelier-ecriture' }, courseRequestMessages.courseUnknown, 'courseId'],
      [{ courseId: 'Atelier Écriture' }, courseRequestMessages.courseUnknown, 'courseId'],
      [{ courseId: 'inconnue', session: '2027-01-21' }, courseRequestMessages.courseUnknown, 'courseId'],
      // Another course's session, a later day of the right session, a course with no dated session, no course.
      [{ ...writing, session: '2027-02-08' }, courseRequestMessages.sessionUnknown, 'session'],
      [{ ...writing, session: '2027-01-22' }, courseRequestMessages.sessionUnknown, 'session'],
      [{ courseId: 'art-du-pitch', session: '2027-01-21' }, courseRequestMessages.sessionUnknown, 'session'],
      [{ session: '2027-01-21' }, courseRequestMessages.sessionUnknown, 'session'],
      [{ ...writing, session: '21/01/2027' }, courseRequestMessages.sessionUnknown, 'session'],
    ];
    for (const [fields, message, field] of cases) {
      const response = await send({ ...validContact, ...fields });
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({ error: message, fieldErrors: { [field]: message } });
    }
    expect(await backend.count('contact_messages')).toBe(0);
    expect(backend.mailer.sent).toHaveLength(0);
  });

  it('a retry of the same key for another session is another message (422)', async () => {
    const headers = { 'Idempotency-Key': 'course-key' };
    expect((await send({ ...validContact, ...writing, session: '2027-01-21' }, { headers })).status).toBe(200);
    expect((await send({ ...validContact, ...writing, session: '2026-01-22' }, { headers })).status).toBe(422);
  });
});

describe('send-contact-email: idempotency', () => {
  it('a retry with the same key returns the first answer and stores nothing more', async () => {
    const headers = { 'Idempotency-Key': 'retry-me' };
    const first = await readJson(await send(validContact, { headers }));
    await backend.settle();
    const retry = await send(validContact, { headers });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await readJson(retry)).toEqual(first);
    await backend.settle();
    expect(await backend.count('contact_messages')).toBe(1);
    expect(backend.mailer.sent).toHaveLength(2);
  });

  it('concurrent duplicates are stored once and all answered success with the same id', async () => {
    const headers = { 'Idempotency-Key': 'double-click' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(validContact, { headers })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const ids = new Set(await Promise.all(answers.map(async (answer) => (await readJson(answer)).id)));
    expect(ids.size).toBe(1);
    await backend.settle();
    expect(await backend.count('contact_messages')).toBe(1);
    expect(backend.mailer.sent).toHaveLength(2);
  });

  it('answers before sending, and a replay after a crash resumes the delivery and answers success', async () => {
    const headers = { 'Idempotency-Key': 'crashed' };
    // The instance dies right after storing: its background work never runs.
    const dying = createContactHandler({ ...backend.deps, background: () => {} });
    const first = await dying(jsonRequest('send-contact-email', await proven(backend.deps, validContact), { headers }));
    expect(first.status).toBe(200);
    expect(backend.mailer.sent).toHaveLength(0);
    const retry = await send(validContact, { headers });
    expect(retry.status).toBe(200);
    expect(await readJson(retry)).toEqual(await readJson(first));
    await backend.settle();
    expect(backend.mailer.sent.map((mail) => mail.kind)).toEqual(['contact-notification', 'contact-confirmation']);
    expect(await backend.count('contact_messages')).toBe(1);
  });

  it('the same key with another message is refused (422)', async () => {
    const headers = { 'Idempotency-Key': 'reused' };
    await send(validContact, { headers });
    const response = await send({ ...validContact, message: 'Un autre message' }, { headers });
    expect(response.status).toBe(422);
    expect(await readJson(response)).toEqual({ error: serverMessages.idempotencyKeyReused });
    expect(await backend.count('contact_messages')).toBe(1);
  });

  it('refuses an unusable Idempotency-Key', async () => {
    const response = await send(validContact, { headers: { 'Idempotency-Key': 'a b' } });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: serverMessages.invalidIdempotencyKey });
  });
});

describe('send-contact-email: refusals', () => {
  it('answers the CORS preflight for the site origins only', async () => {
    const preflight = await handle(
      new Request('http://x/functions/v1/send-contact-email', {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://127.0.0.1:4173',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, apikey, content-type, idempotency-key, x-client-info',
        },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    for (const header of ['authorization', 'apikey', 'content-type', 'idempotency-key', 'x-client-info']) {
      expect(preflight.headers.get('access-control-allow-headers')).toContain(header);
    }
    const foreign = await handle(
      new Request('http://x/', { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } }),
    );
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(await readJson(foreign)).toEqual({ error: serverMessages.originNotAllowed });
    const post = await send(validContact, { origin: 'https://evil.example' });
    expect(post.status).toBe(403);
    expect(await backend.count('contact_messages')).toBe(0);
  });

  it('405 for another method, with Allow', async () => {
    const response = await handle(new Request('http://x/', { method: 'GET', headers: { Origin: siteOrigin } }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await readJson(response)).toEqual({ error: serverMessages.methodNotAllowed });
  });

  it('413 over 16 KB, whether declared or streamed', async () => {
    const big = { ...validContact, message: 'x'.repeat(17 * 1024) };
    const response = await send(big);
    expect(response.status).toBe(413);
    expect(await readJson(response)).toEqual({ error: serverMessages.payloadTooLarge });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 20; index += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const streamed = await handle(
      new Request('http://x/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
  });

  it('415 for a body that is not JSON, 400 for malformed JSON or a non-object', async () => {
    const text = await handle(
      new Request('http://x/', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' }),
    );
    expect(text.status).toBe(415);
    expect(await readJson(text)).toEqual({ error: serverMessages.unsupportedMediaType });
    for (const body of ['{"name":', 'null', '[1,2]', '"texte"', '']) {
      const response = await send(body);
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({ error: serverMessages.malformedJson });
    }
  });

  it('400 with the first French message of the shared schema, in field order', async () => {
    const empty = await readJson(await send({}));
    expect(empty.error).toBe(contactMessages.nameRequired);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...validContact, name: '   ' }, contactMessages.nameRequired],
      [{ ...validContact, name: 'n'.repeat(101) }, contactMessages.nameTooLong],
      [{ ...validContact, email: 'pas-un-email' }, contactMessages.emailInvalid],
      [{ ...validContact, subject: '' }, contactMessages.subjectRequired],
      [{ ...validContact, subject: 'spam' }, contactMessages.subjectRequired],
      [{ ...validContact, phone: '0'.repeat(21) }, contactMessages.phoneTooLong],
      [{ ...validContact, company: 'c'.repeat(101) }, contactMessages.companyTooLong],
      [{ ...validContact, message: '' }, contactMessages.messageRequired],
      [{ ...validContact, message: 'm'.repeat(1001) }, contactMessages.messageTooLong],
    ];
    for (const [body, message] of cases) {
      const response = await send(body);
      expect(response.status).toBe(400);
      expect((await readJson(response)).error).toBe(message);
    }
    expect(await backend.count('contact_messages')).toBe(0);
    expect(backend.mailer.sent).toHaveLength(0);
  });

  it('honeypot filled: success answer, stored flagged as spam, nothing sent', async () => {
    const response = await send(
      { ...validContact, website: 'https://spam.example' },
      { headers: { 'Idempotency-Key': 'bot' } },
    );
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true });
    await backend.settle();
    expect(await backend.rows('select spam, idempotency_key from public.contact_messages')).toEqual([
      { spam: true, idempotency_key: null },
    ]);
    expect(await backend.count('deliveries')).toBe(0);
    expect(backend.mailer.sent).toHaveLength(0);
  });

  it('at most 3 confirmation e-mails per address per day; the organisation still hears of every message', async () => {
    for (let index = 0; index < 5; index += 1)
      expect((await send({ ...validContact, message: `Message ${index}` })).status).toBe(200);
    await backend.settle();
    const kinds = backend.mailer.sent.map((mail) => mail.kind);
    expect(kinds.filter((kind) => kind === 'contact-notification')).toHaveLength(5);
    expect(kinds.filter((kind) => kind === 'contact-confirmation')).toHaveLength(3);
    backend.clock.advance(24 * 60 * 60 * 1000);
    await send(validContact);
    await backend.settle();
    expect(backend.mailer.sent.filter((mail) => mail.kind === 'contact-confirmation')).toHaveLength(4);
  });

  it("past the hourly ceiling the sender's copy is dropped, never queued; the organisation still hears at once", async () => {
    backend.deps.config.globalHourlyLimit = 3;
    try {
      const from = (index: number) => ({ headers: { 'X-Forwarded-For': `203.0.113.${index}` } });
      for (let index = 0; index < 3; index += 1) {
        expect((await send({ ...validContact, email: `visitor${index}@example.com` }, from(index))).status).toBe(200);
      }
      const late = await send({ ...validContact, email: 'late@example.com' }, from(9));
      expect(late.status).toBe(200);
      await backend.settle();
      expect(await backend.count('contact_messages')).toBe(4);
      expect(backend.mailer.sent.filter((mail) => mail.kind === 'contact-notification')).toHaveLength(4);
      expect(backend.mailer.sent.filter((mail) => mail.kind === 'contact-confirmation')).toHaveLength(3);
      expect(await backend.rows(`select 1 from public.deliveries where recipient = 'late@example.com'`)).toEqual([]);
      // The first drop tells the operator, once, by webhook (and by e-mail); every drop is counted.
      expect(backend.alerter.received.map((alert) => alert.subject)).toEqual([
        'Afflux inhabituel sur le formulaire de contact',
      ]);
      expect((await send({ ...validContact, email: 'later@example.com' }, from(10))).status).toBe(200);
      await backend.settle();
      expect(backend.alerter.received).toHaveLength(1);
      const dropped = await backend.rows<{ count: number }>(
        `select count from public.rate_limits where client_key = 'dropped:contact'`,
      );
      expect(dropped.map((row) => Number(row.count))).toEqual([2]);
      expect(await backend.count('deliveries')).toBe(
        (await backend.rows(`select 1 from public.deliveries where status = 'sent'`)).length,
      );
    } finally {
      backend.deps.config.globalHourlyLimit = null;
    }
  });

  it('without a proof of work: stored, the organisation told, no e-mail to the typed address (withheld)', async () => {
    const response = await sendWithoutProof(validContact, { headers: { 'Idempotency-Key': 'no-js' } });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body).toEqual({ success: true, id: expect.any(String), acknowledgement: 'withheld' });
    await backend.settle();
    expect(backend.mailer.sent.map((mail) => mail.to.email)).toEqual([backend.config.contactTo.email]);
    // A retry with its key says the same.
    const retry = await sendWithoutProof(validContact, { headers: { 'Idempotency-Key': 'no-js' } });
    expect(await readJson(retry)).toEqual(body);
  });

  it('a proof present but forged, expired or replayed is refused 400 in French before anything is stored', async () => {
    const { altcha } = await proven(backend.deps, {});
    const decoded = JSON.parse(atob(altcha)) as { solution: { derivedKey: string } };
    const key = decoded.solution.derivedKey;
    decoded.solution.derivedKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const forged = await sendWithoutProof({ ...validContact, altcha: btoa(JSON.stringify(decoded)) });
    expect(forged.status).toBe(400);
    expect(await readJson(forged)).toEqual({ error: serverMessages.proofInvalid, code: 'proof-invalid' });
    expect((await sendWithoutProof({ ...validContact, altcha: 'not a proof' })).status).toBe(400);

    expect((await sendWithoutProof({ ...validContact, altcha })).status).toBe(200);
    const replayed = await sendWithoutProof({ ...validContact, altcha });
    expect(await readJson(replayed)).toEqual({ error: serverMessages.proofReplayed, code: 'proof-replayed' });

    const { altcha: old } = await proven(backend.deps, {});
    backend.clock.advance(backend.config.proof.ttlMs + 1);
    const expired = await sendWithoutProof({ ...validContact, altcha: old });
    expect(await readJson(expired)).toEqual({ error: serverMessages.proofExpired, code: 'proof-expired' });
    expect(await backend.count('contact_messages')).toBe(1);
  });

  it('addresses of one IPv6 /64 share their limit', async () => {
    for (let index = 1; index <= 10; index += 1) {
      expect((await send(validContact, { headers: { 'X-Forwarded-For': `2001:db8:1:2::${index}` } })).status).toBe(200);
    }
    expect((await send(validContact, { headers: { 'X-Forwarded-For': '2001:db8:1:2:ffff::1' } })).status).toBe(429);
    expect((await send(validContact, { headers: { 'X-Forwarded-For': '2001:db8:1:3::1' } })).status).toBe(200);
  });

  it('rate limit per client in the database: 429 in French with Retry-After, then a new window', async () => {
    // The platform appends the client's address after whatever the client sent.
    const from = (ip: string) => ({ headers: { 'X-Forwarded-For': `10.0.0.1, ${ip}` } });
    for (let index = 0; index < 10; index += 1)
      expect((await send(validContact, from('203.0.113.7'))).status).toBe(200);
    const limited = await send(validContact, from('203.0.113.7'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await readJson(limited)).toEqual({ error: serverMessages.rateLimited });
    expect((await send(validContact, from('198.51.100.2'))).status).toBe(200);
    backend.clock.advance(10 * 60 * 1000);
    expect((await send(validContact, from('203.0.113.7'))).status).toBe(200);
    expect(await backend.count('contact_messages')).toBe(12);
  });
});

describe('send-contact-email: injection', () => {
  it('refuses CR/LF in anything that reaches a header', async () => {
    const attempts = [
      { name: 'Eve\r\nBcc: everyone@example.org' },
      { name: 'Eve\nX-Spam: 1' },
      { email: 'eve@example.org\r\nBcc: x@example.org' },
      { subject: 'projet\r\n' },
      { company: 'ACME\u0000' },
      { message: 'nul\u0000byte' },
    ];
    for (const attempt of attempts) {
      const response = await send({ ...validContact, ...attempt });
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({ error: serverMessages.controlCharacters });
    }
    expect(await backend.count('contact_messages')).toBe(0);
    expect(backend.mailer.sent).toHaveLength(0);
  });

  it('keeps line breaks in the message and escapes every user value in the HTML e-mails', async () => {
    const hostile = {
      ...validContact,
      name: '<script>alert(1)</script>',
      company: '"><img src=x onerror=alert(1)>',
      projectOrFormationName: "O'Brien & <b>Co</b>",
      message: '<a href="javascript:alert(1)">clic</a>\r\nligne 2',
    };
    expect((await send(hostile)).status).toBe(200);
    await backend.settle();
    for (const mail of backend.mailer.sent) {
      expect(mail.html).not.toMatch(/<script|<img|<a href="javascript|<b>Co/);
    }
    const html = backend.mailer.sent[0]?.html ?? '';
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('O&#x27;Brien &amp; &lt;b&gt;Co&lt;/b&gt;');
    expect(html).toContain('&lt;a href=&quot;javascript:alert(1)&quot;&gt;clic&lt;/a&gt;<br/>ligne 2');
    expect(backend.mailer.sent[0]?.text).toContain('<a href="javascript:alert(1)">clic</a>\nligne 2');
  });
});

describe('send-contact-email: e-mail API failures', () => {
  it('the API down: the visitor still gets success, the worker retries with backoff until it is back', async () => {
    const logged = captureErrors();
    backend.mailer.failing = 'all';
    const response = await send(validContact, { headers: { 'Idempotency-Key': 'down' } });
    expect(response.status).toBe(200);
    const { id } = await readJson(response);
    await backend.settle();
    const [pending] = await backend.rows<{
      status: string;
      attempts: number;
      last_error: string;
      next_attempt_at: Date;
    }>(
      `select status, attempts, last_error, next_attempt_at from public.deliveries where kind = 'contact-notification'`,
    );
    expect(pending).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringContaining('e-mail API down'),
    });
    // First retry after the base delay, jitter at its middle: 3/4 of it.
    expect(new Date(pending!.next_attempt_at).getTime() - backend.clock.now().getTime()).toBe(22_500);
    // A retry of the visitor answers the same success, never 409 or 502.
    const retry = await send(validContact, { headers: { 'Idempotency-Key': 'down' } });
    expect(await readJson(retry)).toEqual({ success: true, id, acknowledgement: 'queued' });
    await backend.settle();
    backend.mailer.failing = null;
    backend.clock.advance(60_000);
    expect(await deliverDue(backend.deps)).toMatchObject({ sent: 2 });
    expect(backend.mailer.sent.map((mail) => mail.kind)).toEqual(['contact-notification', 'contact-confirmation']);
    expect(await backend.count('contact_messages')).toBe(1);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('a refused address (4xx) is recorded and not retried; the fallback address is alerted', async () => {
    const logged = captureErrors();
    backend.mailer.rejecting.add('camille@example.com');
    await send(validContact);
    await backend.settle();
    const rows = await backend.rows('select kind, status, attempts from public.deliveries order by kind');
    expect(rows).toEqual([
      { kind: 'contact-confirmation', status: 'rejected', attempts: 1 },
      { kind: 'contact-notification', status: 'sent', attempts: 1 },
      { kind: 'delivery-alert', status: 'sent', attempts: 1 },
      { kind: 'operator-alert', status: 'sent', attempts: 1 },
    ]);
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^\[deliver-pending\] rejected delivery=.* kind=contact-confirmation/),
    );
    await deliverDue(backend.deps);
    const alert = backend.mailer.sent.find((mail) => mail.kind === 'delivery-alert');
    expect(alert?.to).toEqual(backend.config.alertTo);
    expect(alert?.text).toContain('contact-confirmation');
    logged.mockRestore();
  });

  it('retried for 72 hours at most an hour apart, then dead letter, alerts by webhook and e-mail, one log line', async () => {
    const logged = captureErrors();
    backend.mailer.failing = new Set(['contact-notification']);
    const created = backend.clock.now().getTime();
    await send(validContact);
    await backend.settle();
    const retries: number[] = [];
    for (let round = 0; round < 200; round += 1) {
      const [due] = await backend.rows<{ next_attempt_at: Date; status: string }>(
        `select next_attempt_at, status from public.deliveries where kind = 'contact-notification'`,
      );
      if (due?.status !== 'pending') break;
      retries.push(new Date(due.next_attempt_at).getTime());
      backend.clock.set(new Date(due.next_attempt_at));
      await deliverDue(backend.deps);
    }
    const [dead] = await backend.rows<{ status: string; attempts: number }>(
      `select status, attempts from public.deliveries where kind = 'contact-notification'`,
    );
    expect(dead?.status).toBe('dead');
    const hour = 60 * 60 * 1000;
    // The last try happens 72 h after the message or later, and no wait is ever longer than an hour.
    expect(backend.clock.now().getTime() - created).toBeGreaterThanOrEqual(72 * hour);
    const gaps = retries.slice(1).map((at, index) => at - retries[index]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(hour);
    expect(logged).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^\[deliver-pending\] dead delivery=.* kind=contact-notification attempts=\d+/),
    );
    // Told twice by webhook (the failures past 30 minutes, then the dead letter), and the same by e-mail.
    await backend.settle();
    await deliverDue(backend.deps);
    expect(backend.alerter.received.map((alert) => alert.subject)).toEqual([
      'Envoi des e-mails en panne',
      'Échec d’envoi d’un e-mail (contact-notification)',
    ]);
    expect(backend.mailer.sent.filter((mail) => mail.kind === 'delivery-alert').map((mail) => mail.subject)).toEqual([
      'Envoi des e-mails en panne',
      'Échec d’envoi d’un e-mail (contact-notification)',
    ]);
    logged.mockRestore();
  });

  it('the database failing is caught: 500 JSON in French, never an unhandled error', async () => {
    const logged = captureErrors();
    const broken = createContactHandler({
      ...backend.deps,
      store: createStore(async () => {
        throw new Error('connection refused');
      }),
    });
    const response = await broken(jsonRequest('send-contact-email', validContact));
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await readJson(response)).toEqual({ error: serverMessages.internalError });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
