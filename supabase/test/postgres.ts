import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';
import { postgresSql, type Sql } from '../functions/_shared/sql.ts';
import { migrate, migrationTarget } from '../local/database.ts';

/** The server of test/postgres-server.ts, or a clear failure when there is none. */
export function postgresServer(): { url: string; cron: boolean } {
  const info = inject('postgres');
  if ('error' in info) throw new Error(info.error);
  return info;
}

export function urlFor(database: string, user = 'postgres'): string {
  const url = new URL(postgresServer().url);
  url.pathname = `/${database}`;
  url.username = user;
  return url.toString();
}

export type TestDatabase = {
  name: string;
  /** Superuser connection: resets and checks what the functions' role may not do. */
  admin: postgres.Sql;
  /** The functions' connection, as the least-privileged role fabrique_functions. */
  functions: postgres.Sql;
  sql: Sql;
  close: () => Promise<void>;
};

const quiet = { onnotice: () => {} };

/**
 * A fresh database for one test file, prepared as Supabase prepares its projects (anon and authenticated get every
 * new table by default) and then migrated, so that the tests see what the migrations leave.
 */
export async function createTestDatabase(name = `test_${randomBytes(6).toString('hex')}`): Promise<TestDatabase> {
  const server = postgres(postgresServer().url, { max: 1, ...quiet });
  await server.unsafe(`create database ${name}`);
  await server.end();
  const admin = postgres(urlFor(name), { max: 4, ...quiet });
  await admin
    .unsafe(
      `grant usage on schema public to anon, authenticated;
       alter default privileges in schema public grant all on tables to anon, authenticated;
       alter default privileges in schema public grant all on sequences to anon, authenticated;
       alter default privileges in schema public grant all on functions to anon, authenticated;`,
    )
    .simple();
  await migrate(migrationTarget(admin));
  const functions = postgres(urlFor(name, 'fabrique_functions'), { max: 20, ...quiet });
  return {
    name,
    admin,
    functions,
    sql: postgresSql(functions),
    close: async () => {
      await Promise.all([functions.end(), admin.end()]);
    },
  };
}
