import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectableTables } from './constants.ts';
import { migrate, openDatabase } from './database.ts';
import { readRows } from './router.ts';
import { pgliteSql } from '../functions/_shared/sql.ts';

describe('migrations on PGlite', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    expect(await migrate(db)).toEqual([
      '20260101000000_forms.sql',
      '20260301000000_outbox.sql',
      '20260302000000_personal_data.sql',
      '20260401000000_course_requests.sql',
      '20260402000000_course_alerts.sql',
      '20260501000000_reliability.sql',
      '20260601000000_proof_and_mailbox_caps.sql',
    ]);
  });
  afterAll(() => db.close());

  it('apply once, are recorded, and a second run changes nothing', async () => {
    expect(await migrate(db)).toEqual([]);
    const versions = await db.query('select version, name from supabase_migrations.schema_migrations');
    expect(versions.rows).toEqual([
      { version: '20260101000000', name: 'forms' },
      { version: '20260301000000', name: 'outbox' },
      { version: '20260302000000', name: 'personal_data' },
      { version: '20260401000000', name: 'course_requests' },
      { version: '20260402000000', name: 'course_alerts' },
      { version: '20260501000000', name: 'reliability' },
      { version: '20260601000000', name: 'proof_and_mailbox_caps' },
    ]);
  });

  it('enable Row Level Security on every table, with a policy for the functions’ role only', async () => {
    const tables = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
    );
    expect(tables.rows).toEqual([...inspectableTables].sort().map((relname) => ({ relname, relrowsecurity: true })));
    const policies = await db.query<{ tablename: string; roles: string }>(
      `select tablename, array_to_string(roles, ',') as roles from pg_policies where schemaname = 'public' order by tablename`,
    );
    expect(policies.rows).toEqual(
      [...inspectableTables].sort().map((tablename) => ({ tablename, roles: 'fabrique_functions' })),
    );
  });

  it('enforce the limits in the database too', async () => {
    const insert = (name: string, subject: string) =>
      db.query(
        `insert into public.contact_messages (name, email, subject, message, request_hash) values ($1, 'a@b.fr', $2, 'm', 'h')`,
        [name, subject],
      );
    await expect(insert('n'.repeat(101), 'autre')).rejects.toThrow();
    await expect(insert('ok', 'spam')).rejects.toThrow();
    await expect(
      db.query(
        `insert into public.newsletter_subscribers (email, consented_at, source, consent_wording) values ('A@b.fr', now(), 's', 'w')`,
      ),
    ).rejects.toThrow();
  });

  it('a database folder is migrated on open and keeps its rows across restarts', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'pglite-'));
    try {
      const first = await openDatabase(join(directory, 'db'));
      await first.query(
        `insert into public.contact_messages (name, email, subject, message, request_hash) values ('n', 'a@b.fr', 'autre', 'm', 'h')`,
      );
      await first.close();
      const second = await openDatabase(join(directory, 'db'));
      const count = await second.query<{ n: number }>('select count(*)::int as n from public.contact_messages');
      expect(count.rows[0]?.n).toBe(1);
      await second.close();
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('the rows command keeps one course’s requests, newest first, and refuses a course filter elsewhere', async () => {
    const insert = (courseId: string | null, sessionStart: string | null, createdAt: string) =>
      db.query(
        `insert into public.contact_messages (name, email, subject, message, request_hash, course_id, session_start, created_at)
         values ('n', 'a@b.fr', 'formation', 'm', 'h', $1, $2, $3)`,
        [courseId, sessionStart, createdAt],
      );
    await expect(insert(null, '2027-01-21', '2026-01-01T10:00:00Z')).rejects.toThrow();
    await insert('atelier-ecriture-avec-ia', '2027-01-21', '2026-01-01T10:00:00Z');
    await insert('art-du-pitch', null, '2026-01-02T10:00:00Z');
    await insert('atelier-ecriture-avec-ia', null, '2026-01-03T10:00:00Z');
    const { count, rows } = await readRows(pgliteSql(db), 'contact_messages', 10, 'atelier-ecriture-avec-ia');
    expect(count).toBe(2);
    expect(
      rows.map((row) => [(row as { course_id: string }).course_id, (row as { session_start: unknown }).session_start]),
    ).toEqual([
      ['atelier-ecriture-avec-ia', null],
      ['atelier-ecriture-avec-ia', new Date('2027-01-21T00:00:00Z')],
    ]);
    await expect(readRows(pgliteSql(db), 'rate_limits', 10, 'art-du-pitch')).rejects.toThrow('names no course');
    await db.query('delete from public.contact_messages');
  });
});
