// Dead letters, by hand: `npm run ops:deliveries -- list` prints the deliveries given up (dead, rejected) and those still
// waiting, without their content; `-- requeue <id>…` or `-- requeue --all-dead` puts them back in the queue with a fresh
// retry period (the worker sends them on its next round). On the local folder (stop the local backend first: PGlite
// allows one process), or on any server with --database-url (the owner, or fabrique_functions).
import { createStore } from '../functions/_shared/store.ts';
import { readArgs } from './args.ts';
import { openCommandDatabase } from './database.ts';

const { flags, rest } = readArgs(Deno.args, ['all-dead', 'pending']);
const [action, ...ids] = rest;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
if (
  (action !== 'list' && action !== 'requeue') ||
  (action === 'requeue' && !flags.has('all-dead') && ids.length === 0) ||
  !ids.every((id) => uuid.test(id))
) {
  console.error(
    'Usage: ops:deliveries -- list [--pending] | requeue <id>… | requeue --all-dead   [--db dir | --database-url postgres://…]',
  );
  Deno.exit(2);
}

const { sql, close } = await openCommandDatabase(flags);
let exitCode = 0;
try {
  const store = createStore(sql);
  if (action === 'list') {
    const statuses = flags.has('pending') ? ['dead', 'rejected', 'pending'] : ['dead', 'rejected'];
    const state = await store.mailQueueState();
    console.log(JSON.stringify({ mailQueue: state, deliveries: await store.listDeliveries(statuses) }, null, 2));
  } else {
    const requeued = await store.requeueDeliveries(flags.has('all-dead') ? 'all-dead' : ids, new Date());
    console.log(JSON.stringify({ requeued }, null, 2));
    if (!flags.has('all-dead') && requeued.length < ids.length) {
      console.error('Some ids are not dead or rejected deliveries with their e-mail kept; they were left as they are.');
      exitCode = 1;
    }
  }
} finally {
  await close();
}
if (exitCode) Deno.exit(exitCode);
