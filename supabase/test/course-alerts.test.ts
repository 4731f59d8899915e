import { PGlite } from '@electric-sql/pglite';
import { courseAlertConsentWording } from '@fabrique/forms';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { denoBin, denoRunArgs, supabaseDir } from '../bench/load-runner.mjs';
import { createConfirmNewsletterHandler } from '../functions/_shared/confirm.ts';
import { serverMessages } from '../functions/_shared/messages.ts';
import { createNewsletterHandler } from '../functions/_shared/newsletter.ts';
import { createUnsubscribeNewsletterHandler } from '../functions/_shared/unsubscribe.ts';
import { pgliteSql, type Sql } from '../functions/_shared/sql.ts';
import { courseAlertRows, csvCell, toCsv } from '../local/course-alerts-csv.ts';
import { migrate } from '../local/database.ts';
import {
  createTestBackend,
  functionsUrl,
  jsonRequest,
  readJson,
  tokenFrom,
  type TestBackend,
  proven,
} from './harness.ts';
import { urlFor } from './postgres.ts';

// Next-date alerts: the newsletter's double opt-in with a course id, on both databases; their purges; the CSV export.
let backend: TestBackend;

beforeAll(async () => {
  backend = await createTestBackend({ rateLimit: null, globalHourlyLimit: null });
});
afterAll(() => backend.close());
beforeEach(() => backend.reset());

const course = 'art-du-pitch';
const other = 'referent-vhmss';
const confirmPath = `/formations/${course}/alerte/confirmation`;
const unsubscribePath = `/formations/${course}/alerte/desinscription`;
const day = 24 * 60 * 60 * 1000;
const year = 365 * day;

const signUp = async (body: Record<string, unknown>) =>
  createNewsletterHandler(backend.deps)(
    jsonRequest('send-newsletter-email', await proven(backend.deps, { source: 'formation', ...body })),
  );
const confirmWith = (body: Record<string, unknown>) =>
  createConfirmNewsletterHandler(backend.deps)(jsonRequest('confirm-newsletter', body));
const unsubscribeWith = (body: Record<string, unknown>) =>
  createUnsubscribeNewsletterHandler(backend.deps)(jsonRequest('unsubscribe-newsletter', body));
const mailsOf = (kind: string) => backend.mailer.sent.filter((mail) => mail.kind === kind);

const alerts = () =>
  backend.rows<{ course_id: string; email: string; status: string }>(
    'select course_id, email, status from public.course_alert_subscribers order by course_id, email',
  );

/** Signs up and returns the confirmation link's token. */
async function signedUp(email = 'lea@example.com', courseId = course): Promise<string> {
  expect((await signUp({ email, courseId })).status).toBe(200);
  await backend.settle();
  const mail = backend.mailer.sent.filter((sent) => sent.to.email === email).at(-1);
  return tokenFrom(mail, `/formations/${courseId}/alerte/confirmation`);
}

/** Confirms and returns the welcome e-mail's unsubscribe token. */
async function confirmed(email = 'lea@example.com', courseId = course): Promise<string> {
  const token = await signedUp(email, courseId);
  expect((await confirmWith({ token, courseId })).status).toBe(200);
  await backend.settle();
  const welcome = mailsOf('course-alert-welcome').filter((mail) => mail.to.email === email);
  return tokenFrom(welcome.at(-1), `/formations/${courseId}/alerte/desinscription`);
}

describe('sign-up to a course’s next dates', () => {
  it('stores a pending sign-up for the course with its consent proof and queues the confirmation e-mail', async () => {
    const response = await signUp({ email: 'Lea@Example.com', courseId: course });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, message: serverMessages.newsletterSubscribed });
    await backend.settle();
    expect(await alerts()).toEqual([{ course_id: course, email: 'lea@example.com', status: 'pending' }]);
    expect(await backend.count('newsletter_subscribers')).toBe(0);
    const [consent] = await backend.rows(
      'select email, event, source, wording, course_id from public.newsletter_consents',
    );
    expect(consent).toEqual({
      email: 'lea@example.com',
      event: 'requested',
      source: 'formation',
      wording: courseAlertConsentWording,
      course_id: course,
    });
    const [mail] = mailsOf('course-alert-confirmation');
    expect(mail?.to).toEqual({ email: 'lea@example.com' });
    expect(mail?.text).toContain(`${backend.config.siteUrl}/formations/${course}`);
    expect(tokenFrom(mail, confirmPath)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [delivery] = await backend.rows<{ kind: string; course_alert_subscriber_id: string | null }>(
      'select kind, course_alert_subscriber_id from public.deliveries',
    );
    expect(delivery?.kind).toBe('course-alert-confirmation');
    expect(delivery?.course_alert_subscriber_id).toEqual(expect.any(String));
  });

  it('keeps one list per course, apart from the newsletter', async () => {
    await signedUp('lea@example.com', course);
    await signedUp('lea@example.com', other);
    expect((await signUp({ email: 'lea@example.com', source: 'site' })).status).toBe(200);
    expect(await alerts()).toEqual([
      { course_id: course, email: 'lea@example.com', status: 'pending' },
      { course_id: other, email: 'lea@example.com', status: 'pending' },
    ]);
    expect(await backend.count('newsletter_subscribers')).toBe(1);
  });

  it('refuses a course id that is no catalogue id, and stores nothing', async () => {
    for (const courseId of ['Art du pitch', '../x', 'a'.repeat(81), 42, 'art--pitch']) {
      const response = await signUp({ email: 'lea@example.com', courseId });
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({ error: serverMessages.invalidCourse });
    }
    expect(await alerts()).toEqual([]);
    expect(backend.mailer.calls).toBe(0);
  });

  it('a honeypot hit is kept flagged for the course and nothing is sent', async () => {
    expect((await signUp({ email: 'bot@example.com', courseId: course, website: 'http://spam' })).status).toBe(200);
    await backend.settle();
    expect(await alerts()).toEqual([{ course_id: course, email: 'bot@example.com', status: 'spam' }]);
    expect(backend.mailer.calls).toBe(0);
  });

  it('shares the newsletter’s cap of 3 confirmation e-mails per address and day', async () => {
    for (const courseId of [course, other, 'fresque-du-numerique', 'art-du-pitch']) {
      await signUp({ email: 'lea@example.com', courseId });
      backend.clock.advance(61 * 1000);
    }
    await backend.settle();
    expect(mailsOf('course-alert-confirmation')).toHaveLength(3);
  });
});

describe('confirming and unsubscribing', () => {
  it('the link confirms the sign-up, then a welcome e-mail carries the course’s unsubscribe link and one-click headers', async () => {
    const token = await signedUp();
    backend.clock.advance(60 * 60 * 1000);
    const response = await confirmWith({ token, courseId: course });
    expect(await readJson(response)).toEqual({ success: true, status: 'confirmed' });
    await backend.settle();
    expect(await alerts()).toEqual([{ course_id: course, email: 'lea@example.com', status: 'confirmed' }]);
    const [welcome] = mailsOf('course-alert-welcome');
    const unsubscribeToken = tokenFrom(welcome, unsubscribePath);
    expect(welcome?.headers).toEqual({
      'List-Unsubscribe': `<${functionsUrl}/unsubscribe-newsletter?token=${unsubscribeToken}&course=${course}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const events = await backend.rows<{ event: string; course_id: string }>(
      'select event, course_id from public.newsletter_consents order by id',
    );
    expect(events).toEqual([
      { event: 'requested', course_id: course },
      { event: 'confirmed', course_id: course },
    ]);
    // A second POST of the same link (reload) is a success too.
    expect((await confirmWith({ token, courseId: course })).status).toBe(200);
  });

  it('a token is only good for its own list: another course or the newsletter refuse it', async () => {
    const token = await signedUp();
    for (const body of [{ token, courseId: other }, { token }]) {
      const response = await confirmWith(body);
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({ error: serverMessages.confirmTokenInvalid });
    }
    expect((await alerts())[0]?.status).toBe('pending');
  });

  it('the unsubscribe link ends the sign-up, by the site page’s POST or by one-click', async () => {
    const token = await confirmed();
    const response = await unsubscribeWith({ token, courseId: course });
    expect(await readJson(response)).toEqual({ success: true, status: 'unsubscribed' });
    expect(await alerts()).toEqual([{ course_id: course, email: 'lea@example.com', status: 'unsubscribed' }]);

    const second = await confirmed('noe@example.com');
    const oneClick = await createUnsubscribeNewsletterHandler(backend.deps)(
      new Request(`${functionsUrl}/unsubscribe-newsletter?token=${second}&course=${course}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(oneClick.status).toBe(200);
    expect((await alerts()).find((row) => row.email === 'noe@example.com')?.status).toBe('unsubscribed');
  });

  it('a GET of the one-click address sends the browser to the course’s unsubscribe page, changing nothing', async () => {
    const token = await confirmed();
    const response = await createUnsubscribeNewsletterHandler(backend.deps)(
      new Request(`${functionsUrl}/unsubscribe-newsletter?token=${token}&course=${course}`),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${backend.config.siteUrl}${unsubscribePath}?token=${token}`);
    expect((await alerts())[0]?.status).toBe('confirmed');
  });
});

describe('retention of the alerts', () => {
  const purge = async (ms: number) =>
    backend.deps.store.purgeExpiredData(new Date(Date.parse('2026-03-01T10:00:00Z') + ms));

  it('unconfirmed sign-ups go after thirty days with their request records; confirmed ones stay', async () => {
    await signedUp('pending@example.com');
    await confirmed('kept@example.com');
    expect((await purge(29 * day)).unconfirmed_course_alerts).toBe(0);
    expect((await purge(31 * day)).unconfirmed_course_alerts).toBe(1);
    expect(await alerts()).toEqual([{ course_id: course, email: 'kept@example.com', status: 'confirmed' }]);
    const emails = await backend.rows<{ email: string }>('select distinct email from public.newsletter_consents');
    expect(emails).toEqual([{ email: 'kept@example.com' }]);
  });

  it('a confirmed sign-up ends three years after confirming, its proof three years later; others keep theirs', async () => {
    await confirmed('lea@example.com');
    // The same person's newsletter ending long ago must not take the alert's consent proof with it.
    await backend.rows(
      `insert into public.newsletter_subscribers (email, status, consented_at, source, consent_wording, unsubscribed_at)
       values ('lea@example.com', 'unsubscribed', now(), 'site', 'w', '2020-01-01')`,
    );
    expect((await purge(2 * year)).expired_course_alerts).toBe(0);
    const ended = await purge(3 * year + 7 * day);
    expect(ended.expired_course_alerts).toBe(1);
    expect(await alerts()).toEqual([{ course_id: course, email: 'lea@example.com', status: 'unsubscribed' }]);
    // Requested, confirmed, and the end recorded as an unsubscription.
    expect(await backend.rows('select 1 from public.newsletter_consents where course_id is not null')).toHaveLength(3);
    const gone = await purge(6 * year + 14 * day);
    expect(gone.unsubscribed_course_alerts).toBe(1);
    expect(gone.consent_proofs).toBe(3);
    expect(await alerts()).toEqual([]);
  });

  it('access and erasure requests include the alerts', async () => {
    await confirmed('lea@example.com');
    const [exported] = await backend.rows<{ data: unknown }>(
      `select public.export_personal_data('lea@example.com') as data`,
    );
    const data = (typeof exported?.data === 'string' ? JSON.parse(exported.data) : exported?.data) as {
      course_alert_subscribers: Array<{ course_id: string }>;
    };
    expect(data.course_alert_subscribers.map((row) => row.course_id)).toEqual([course]);
    const erased = await backend.rows<{ data: string; removed: number }>(
      `select data, removed from public.erase_personal_data('lea@example.com')`,
    );
    expect(Number(erased.find((row) => row.data === 'course_alert_subscribers')?.removed)).toBe(1);
    expect(await alerts()).toEqual([]);
    expect(await backend.count('course_alert_tokens')).toBe(0);
  });
});

describe('CSV export of a course’s sign-ups', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvCell('plain@example.com')).toBe('plain@example.com');
    expect(csvCell('a,b@example.com')).toBe('"a,b@example.com"');
    expect(csvCell('"o\'hara"@example.com')).toBe('"""o\'hara""@example.com"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-01T10:00:00.000Z');
  });

  async function seed(sql: Sql) {
    const insert = (courseId: string, email: string, status: string, createdAt: string) =>
      sql(
        `insert into public.course_alert_subscribers (course_id, email, status, created_at, consented_at, source, consent_wording, confirmed_at)
         values ($1, $2, $3, $4::timestamptz, $4::timestamptz, 'formation', 'w', $5::timestamptz)`,
        [courseId, email, status, createdAt, status === 'confirmed' ? '2026-03-10T10:00:00Z' : null],
      );
    await insert(course, 'a,b@example.com', 'confirmed', '2026-03-06T10:00:00Z');
    await insert(course, '"quoted"@example.com', 'pending', '2026-03-02T10:00:00Z');
    await insert(other, 'other@example.com', 'confirmed', '2026-03-01T10:00:00Z');
  }

  const expectedCsv = [
    'email,status,source,consented_at,confirmed_at,unsubscribed_at',
    '"""quoted""@example.com",pending,formation,2026-03-02T10:00:00.000Z,,',
    '"a,b@example.com",confirmed,formation,2026-03-06T10:00:00.000Z,2026-03-10T10:00:00.000Z,',
    '',
  ].join('\r\n');

  it('holds only the course’s rows, oldest first, optionally of one status', async () => {
    await seed((query, params) => backend.rows(query, params));
    const sql: Sql = (query, params) => backend.rows(query, params);
    expect(toCsv(await courseAlertRows(sql, course))).toBe(expectedCsv);
    expect(toCsv(await courseAlertRows(sql, course, 'confirmed')).split('\r\n')).toHaveLength(3);
  });

  it('the command prints it from a database URL or a local folder', async () => {
    let target: string[];
    let cleanup: () => Promise<void>;
    if (backend.database === 'postgres') {
      await seed((query, params) => backend.rows(query, params));
      const [row] = await backend.rows<{ name: string }>('select current_database() as name');
      target = ['--database-url', urlFor(row!.name)];
      cleanup = async () => {};
    } else {
      const folder = await mkdtemp(join(tmpdir(), 'course-alerts-'));
      const db = new PGlite(join(folder, 'db'));
      await migrate(db);
      await seed(pgliteSql(db));
      await db.close();
      target = ['--db', join(folder, 'db')];
      cleanup = () => rm(folder, { recursive: true, force: true });
    }
    try {
      const { stdout } = await promisify(execFile)(
        denoBin,
        denoRunArgs('local/course-alerts.ts', [course, ...target]),
        {
          cwd: supabaseDir,
          env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
        },
      );
      expect(stdout).toBe(expectedCsv);
    } finally {
      await cleanup();
    }
  }, 60_000);
});
