// Prints the outbox's e-mails as JSON (decoded): `npm run outbox -w @fabrique/functions -- [--last N] [--dir path]`.
import { resolve } from 'node:path';
import { readArgs } from './args.ts';
import { defaultOutboxDir } from './constants.ts';
import { readOutbox } from './outbox.ts';

const { flags } = readArgs(Deno.args);
const directory = resolve(flags.get('dir') ?? Deno.env.get('LOCAL_OUTBOX_DIR') ?? defaultOutboxDir);
const last = Number(flags.get('last') ?? 10);
const mails = (await readOutbox(directory)).slice(-last);
console.log(
  JSON.stringify(
    mails.map(({ file, headers, text, links }) => ({
      file,
      from: headers.from,
      to: headers.to,
      replyTo: headers['reply-to'],
      subject: headers.subject,
      listUnsubscribe: headers['list-unsubscribe'],
      links,
      text,
    })),
    null,
    2,
  ),
);
