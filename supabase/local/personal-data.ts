// Access and erasure requests: `npm run personal-data -w @fabrique/functions -- export|erase <email>` prints as JSON
// everything held about the address, or deletes it (migrations/20260302000000_personal_data.sql). On the local
// folder (stop the local backend first: PGlite allows one process), or on a server with --database-url (the owner's).
import { resolve } from 'node:path';
import { pgliteSql, postgresSql, type Sql } from '../functions/_shared/sql.ts';
import { readArgs } from './args.ts';
import { defaultDbDir } from './constants.ts';
import { openDatabase } from './database.ts';

const { flags, rest } = readArgs(Deno.args);
const [action, email] = rest;
if ((action !== 'export' && action !== 'erase') || !email?.includes('@')) {
  console.error('Usage: personal-data -- <export|erase> <email> [--db dir | --database-url postgres://…]');
  Deno.exit(2);
}

async function connect(): Promise<{ sql: Sql; close: () => Promise<void> }> {
  const url = flags.get('database-url');
  if (url) {
    const { default: postgres } = await import('postgres');
    const client = postgres(url, { max: 1, prepare: false });
    return { sql: postgresSql(client), close: () => client.end() };
  }
  const db = await openDatabase(resolve(flags.get('db') ?? Deno.env.get('LOCAL_DB_DIR') ?? defaultDbDir));
  return { sql: pgliteSql(db), close: () => db.close() };
}

const { sql, close } = await connect();
try {
  if (action === 'export') {
    const [row] = await sql<{ data: unknown }>('select public.export_personal_data($1) as data', [email]);
    const data: unknown = typeof row?.data === 'string' ? JSON.parse(row.data) : row?.data;
    console.log(JSON.stringify(data, null, 2));
  } else {
    const rows = await sql<{ data: string; removed: number | string }>(
      'select data, removed from public.erase_personal_data($1)',
      [email],
    );
    console.log(JSON.stringify(Object.fromEntries(rows.map((row) => [row.data, Number(row.removed)])), null, 2));
  }
} finally {
  await close();
}
