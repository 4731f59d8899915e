import { PGlite } from '@electric-sql/pglite';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { migrationsDir } from './constants.ts';

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
