import { PGlite } from '@electric-sql/pglite';
import type postgres from 'postgres';
import { pgliteSql, postgresSql, type Sql } from '../functions/_shared/sql.ts';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { defaultDbDir, migrationsDir } from './constants.ts';

type Queries = {
  exec(text: string): Promise<unknown>;
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
};

/** What migrations need of a database: PGlite as it is, a PostgreSQL server through an adapter (test/postgres.ts). */
export type MigrationTarget = Queries & { transaction(run: (tx: Queries) => Promise<unknown>): Promise<unknown> };

/** Applies supabase/migrations in order, once each, recorded like the Supabase CLI does. */
export async function migrate(db: MigrationTarget, directory = migrationsDir): Promise<string[]> {
  await db.exec(`create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, name text, applied_at timestamptz not null default now());`);
  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (row) => row.version,
    ),
  );
  const files = (await readdir(directory)).filter((file) => file.endsWith('.sql')).sort();
  const done: string[] = [];
  for (const file of files) {
    const [version = file, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (applied.has(version)) continue;
    const text = await readFile(join(directory, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(text);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        rest.join('_'),
      ]);
    });
    done.push(file);
  }
  return done;
}

/** An embedded Postgres: in memory when dataDir is undefined, else persisted in that folder. */
export async function openDatabase(dataDir?: string): Promise<PGlite> {
  // PGlite creates its own folder but not the parents: a fresh clone has no .local yet.
  if (dataDir) await mkdir(dirname(dataDir), { recursive: true });
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
  await db.waitReady;
  await migrate(db);
  return db;
}

/** postgres.js as a migration target: multi-statement files go through the simple query protocol. */
export function migrationTarget(client: postgres.Sql): MigrationTarget {
  const queries = (sql: postgres.Sql | postgres.TransactionSql) => ({
    exec: (text: string) => sql.unsafe(text).simple(),
    query: async <T>(text: string, params: unknown[] = []) => ({
      rows: (await sql.unsafe(text, params as never[])) as unknown as T[],
    }),
  });
  return { ...queries(client), transaction: (run) => client.begin((tx) => run(queries(tx))) };
}

export type LocalDatabase = { sql: Sql; close: () => Promise<void> };

export const isPostgresUrl = (setting: string) => /^postgres(ql)?:\/\//.test(setting);

/**
 * The local backend's database, migrated: PGlite in that folder (in memory when undefined), or a PostgreSQL server
 * when the setting is a postgres:// URL (its owner's: migrations need it).
 */
export async function openLocalDatabase(setting?: string): Promise<LocalDatabase> {
  if (setting && isPostgresUrl(setting)) {
    const { default: connect } = await import('postgres');
    const client = connect(setting, { max: 10, onnotice: () => {} });
    await migrate(migrationTarget(client));
    return { sql: postgresSql(client), close: () => client.end() };
  }
  const db = await openDatabase(setting);
  return { sql: pgliteSql(db), close: () => db.close() };
}

/**
 * The database an operator command works on: a server by `--database-url` (one connection, no prepared statements, as
 * Supabase's pooler wants), else the local folder (`--db`, LOCAL_DB_DIR, or .local/db). Not migrated: the backend did.
 */
export async function openCommandDatabase(flags: Map<string, string>): Promise<LocalDatabase> {
  const url = flags.get('database-url');
  if (url) {
    const { default: connect } = await import('postgres');
    const client = connect(url, { max: 1, prepare: false, onnotice: () => {} });
    return { sql: postgresSql(client), close: () => client.end() };
  }
  const db = await openDatabase(resolve(flags.get('db') ?? Deno.env.get('LOCAL_DB_DIR') ?? defaultDbDir));
  return { sql: pgliteSql(db), close: () => db.close() };
}
