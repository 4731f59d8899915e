// Access and erasure requests: `npm run personal-data -w @fabrique/functions -- export|erase <email>` prints as JSON
// everything held about the address, or deletes it (migrations/20260302000000_personal_data.sql). On the local
// folder (stop the local backend first: PGlite allows one process), or on a server with --database-url (the owner's).
import { readArgs } from './args.ts';
import { openCommandDatabase } from './database.ts';

const { flags, rest } = readArgs(Deno.args);
const [action, email] = rest;
if ((action !== 'export' && action !== 'erase') || !email?.includes('@')) {
  console.error('Usage: personal-data -- <export|erase> <email> [--db dir | --database-url postgres://…]');
  Deno.exit(2);
}

const { sql, close } = await openCommandDatabase(flags);
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
