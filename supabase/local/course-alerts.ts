// The next-date alerts of one course as CSV on stdout:
// `npm run course-alerts -w @fabrique/functions -- <course-id> [--status confirmed] [--port P | --db dir | --database-url postgres://…]`.
// Asks the running local backend when there is one (it owns the PGlite folder), else opens the folder (--db); or reads
// any PostgreSQL server with --database-url (the owner's, or the functions' role).
import { stdout } from 'node:process';
import { readArgs } from './args.ts';
import { localDefaults } from './constants.ts';
import { courseAlertRows, toCsv } from './course-alerts-csv.ts';
import { openCommandDatabase } from './database.ts';

const statuses = ['pending', 'confirmed', 'unsubscribed', 'spam'];
const { flags, rest } = readArgs(Deno.args);
const courseId = rest[0] ?? '';
const status = flags.get('status');
if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(courseId) || (status !== undefined && !statuses.includes(status))) {
  console.error(
    `Usage: course-alerts -- <course-id> [--status ${statuses.join('|')}] [--db dir | --database-url postgres://…]`,
  );
  Deno.exit(2);
}

/** The running local backend's answer, or null when none runs (or --db / --database-url chose a database). */
async function fromServer(): Promise<string | null> {
  if (flags.has('db') || flags.has('database-url')) return null;
  const host = flags.get('host') ?? Deno.env.get('FUNCTIONS_HOST') ?? localDefaults.host;
  const port = flags.get('port') ?? Deno.env.get('FUNCTIONS_PORT') ?? String(localDefaults.port);
  const query = status === undefined ? '' : `?status=${status}`;
  try {
    const response = await fetch(`http://${host}:${port}/local/course-alerts/${courseId}.csv${query}`);
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

let csv = await fromServer();
if (csv === null) {
  const { sql, close } = await openCommandDatabase(flags);
  try {
    csv = toCsv(await courseAlertRows(sql, courseId, status));
  } finally {
    await close();
  }
}
stdout.write(csv);
