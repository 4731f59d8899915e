import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../functions/_shared/store.ts';
import { migrate, migrationTarget } from '../local/database.ts';
import { cronDatabase } from './postgres-server.ts';
import { createTestDatabase, postgresServer, urlFor, type TestDatabase } from './postgres.ts';

// Only on the real server: what PGlite cannot show (roles and grants, concurrent connections, pg_cron).
const tables = [
  'contact_messages',
  'newsletter_subscribers',
  'newsletter_tokens',
  'rate_limits',
  'deliveries',
  'newsletter_consents',
  'course_alert_subscribers',
  'course_alert_tokens',
  'mail_queue_state',
  'spent_proofs',
  'mailbox_caps',
];

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('migrations on PostgreSQL', () => {
  it('apply once, are recorded, and a second run changes nothing', async () => {
    const applied = await database.admin<
      { version: string }[]
    >`select version from supabase_migrations.schema_migrations order by version`;
    expect(applied.map((row) => row.version)).toEqual([
      '20260101000000',
      '20260301000000',
      '20260302000000',
      '20260401000000',
      '20260402000000',
      '20260501000000',
      '20260601000000',
    ]);
    expect(await migrate(migrationTarget(database.admin))).toEqual([]);
  });

  it('refuse a session without its course and a malformed course id in the table too', async () => {
    const insert = (courseId: string | null, sessionStart: string | null) => database.admin`
      insert into public.contact_messages (name, email, subject, message, request_hash, course_id, session_start)
      values ('A', 'a@example.com', 'formation', 'm', 'h', ${courseId}, ${sessionStart})`;
    await expect(insert(null, '2027-01-21')).rejects.toThrow(/contact_messages_session_needs_course/);
    await expect(insert('Atelier Écriture', null)).rejects.toThrow(/contact_messages_course_id_check/);
    await insert('atelier-ecriture-avec-ia', '2027-01-21');
    await database.admin`delete from public.contact_messages where course_id = 'atelier-ecriture-avec-ia'`;
  });

  it('keep Row Level Security on every table, with a policy for the functions’ role only', async () => {
    const rows = await database.admin<{ relname: string; relrowsecurity: boolean }[]>`
      select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`;
    expect(rows).toEqual([...tables].sort().map((relname) => ({ relname, relrowsecurity: true })));
    const policies = await database.admin<
      { roles: string[] }[]
    >`select roles::text[] as roles from pg_policies where schemaname = 'public'`;
    expect(policies).toHaveLength(tables.length);
    expect(policies.every((policy) => policy.roles.join() === 'fabrique_functions')).toBe(true);
  });
});

describe('least privilege', () => {
  it.each(['anon', 'authenticated'])(
    '%s reads, writes and truncates nothing, even with Supabase’s default grants',
    async (role) => {
      await database.admin`insert into public.rate_limits (client_key, window_start, count) values ('probe', now(), 1)`;
      const client = postgres(urlFor(database.name), { max: 1, onnotice: () => {} });
      try {
        await client.unsafe(`set role ${role}`);
        for (const table of tables) {
          await expect(client.unsafe(`select * from public.${table} limit 1`)).rejects.toThrow(/permission denied/);
          await expect(client.unsafe(`delete from public.${table}`)).rejects.toThrow(/permission denied/);
          await expect(client.unsafe(`truncate public.${table} cascade`)).rejects.toThrow(/permission denied/);
        }
        await expect(
          client.unsafe(`insert into public.rate_limits (client_key, window_start) values ('x', now())`),
        ).rejects.toThrow(/permission denied/);
        await expect(client.unsafe(`select public.purge_expired_data(now())`)).rejects.toThrow(/permission denied/);
        await expect(client.unsafe(`select public.export_personal_data('a@example.com')`)).rejects.toThrow(
          /permission denied/,
        );
        await expect(client.unsafe(`select public.erase_personal_data('a@example.com')`)).rejects.toThrow(
          /permission denied/,
        );
      } finally {
        await client.end();
      }
      expect(await database.admin`select client_key from public.rate_limits where client_key = 'probe'`).toHaveLength(
        1,
      );
      await database.admin`delete from public.rate_limits`;
    },
  );

  it('the functions’ role uses the tables but cannot truncate, drop, rewrite consent history or leave its role', async () => {
    const { functions } = database;
    await functions`insert into public.newsletter_consents (email, event, recorded_at) values ('a@example.com', 'requested', now())`;
    await expect(functions`update public.newsletter_consents set event = 'confirmed'`).rejects.toThrow(
      /permission denied/,
    );
    await expect(functions.unsafe('truncate public.contact_messages')).rejects.toThrow(/permission denied/);
    await expect(functions.unsafe('drop table public.rate_limits')).rejects.toThrow(/must be owner/);
    await expect(functions.unsafe('set role postgres')).rejects.toThrow(/permission denied/);
    // Access and erasure requests are the organisation's, never a function's.
    await expect(functions`select public.erase_personal_data('a@example.com')`).rejects.toThrow(/permission denied/);
    // Even the owner cannot rewrite a consent record: the trigger refuses.
    await expect(database.admin`update public.newsletter_consents set event = 'confirmed'`).rejects.toThrow(
      /append-only/,
    );
    await database.admin`delete from public.newsletter_consents`;
  });
});

describe('concurrent connections', () => {
  it('a rate-limit window counted by 40 connections at once gives every count once', async () => {
    const store = createStore(database.sql);
    const windowStart = new Date('2026-03-01T10:00:00.000Z');
    const counts = await Promise.all(Array.from({ length: 40 }, () => store.hitRateLimit('race', windowStart)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });

  it('two workers claiming at once never get the same delivery', async () => {
    const store = createStore(database.sql);
    const now = new Date('2026-03-01T10:00:00.000Z');
    const mail = {
      kind: 'contact-notification',
      from: { email: 'a@example.com' },
      to: { email: 'b@example.com' },
      subject: 's',
      text: 't',
      html: 'h',
    };
    const queued = Array.from({ length: 30 }, () => ({
      kind: 'contact-notification',
      recipient: 'b@example.com',
      mail,
    }));
    const ids = await store.insertContactMessage(
      {
        id: crypto.randomUUID(),
        createdAt: now,
        name: 'A',
        email: 'a@example.com',
        subject: 'autre',
        subjectLabel: 'Autre',
        projectOrFormationName: null,
        phone: null,
        company: null,
        message: 'm',
        courseId: null,
        sessionStart: null,
        idempotencyKey: null,
        requestHash: 'h',
        spam: false,
      },
      queued,
    );
    expect(ids).toHaveLength(30);
    const claims = await Promise.all(Array.from({ length: 6 }, () => store.claimDeliveries(now, 60_000, 10)));
    const claimed = claims.flat().map((delivery) => delivery.id);
    expect(claimed).toHaveLength(30);
    expect(new Set(claimed).size).toBe(30);
  });
});

describe('Supabase Cron (pg_cron)', () => {
  const { cron } = postgresServer();
  if (!cron)
    console.warn('pg_cron is not installed (Debian: postgresql-15-cron): the Cron schedules are not checked here.');

  it.skipIf(!cron)('schedules the delivery worker every minute and the purges every night', async () => {
    const admin = postgres(urlFor(cronDatabase), { max: 1, onnotice: () => {} });
    try {
      await migrate(migrationTarget(admin));
      const jobs = await admin<{ jobname: string; schedule: string; command: string }[]>`
        select jobname, schedule, command from cron.job order by jobname`;
      expect(jobs.map(({ jobname, schedule }) => ({ jobname, schedule }))).toEqual([
        { jobname: 'deliver-pending', schedule: '* * * * *' },
        { jobname: 'purge-expired-data', schedule: '17 3 * * *' },
      ]);
      expect(jobs[0]?.command).toContain("vault.decrypted_secrets where name = 'deliver_pending_secret'");
      expect(jobs[1]?.command).toContain('public.purge_expired_data(now())');
    } finally {
      await admin.end();
    }
  });
});
