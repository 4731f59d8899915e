// Prints a table of the local store as JSON: `npm run db:rows -w @fabrique/functions -- contact_messages [--limit 20]
// [--course <id>]` (one course's rows of contact_messages, course_alert_subscribers or newsletter_consents).
// Asks the running local backend when there is one (it owns the database folder), else opens the folder.
import { resolve } from 'node:path';
import { readArgs } from './args.ts';
import { defaultDbDir, inspectableTables, localDefaults } from './constants.ts';
import { openDatabase } from './database.ts';
import { readRows } from './router.ts';
import { pgliteSql } from '../functions/_shared/sql.ts';

const { flags, rest } = readArgs(Deno.args);
const table = rest[0] ?? '';
const limit = Number(flags.get('limit') ?? 100);
const course = flags.get('course') ?? null;
if (!(inspectableTables as readonly string[]).includes(table)) {
  console.error(`Usage: db:rows -- <${inspectableTables.join('|')}> [--limit N] [--course id] [--port P] [--db dir]`);
  Deno.exit(2);
}

const host = flags.get('host') ?? Deno.env.get('FUNCTIONS_HOST') ?? localDefaults.host;
const port = flags.get('port') ?? Deno.env.get('FUNCTIONS_PORT') ?? String(localDefaults.port);

async function fromServer(): Promise<unknown> {
  try {
    const query = new URLSearchParams({ limit: String(limit), ...(course === null ? {} : { course }) });
    const response = await fetch(`http://${host}:${port}/local/rows/${table}?${query}`);
    return response.ok ? await response.json() : null;
  } catch {
    return null; // no local backend running
  }
}

let result = await fromServer();
if (result === null) {
  const db = await openDatabase(resolve(flags.get('db') ?? Deno.env.get('LOCAL_DB_DIR') ?? defaultDbDir));
  result = await readRows(pgliteSql(db), table, limit, course);
  await db.close();
}
console.log(JSON.stringify(result, null, 2));
