// A process that sends `count` keyed e-mails through the local outbox mailer, one after another: the kill test's
// victim. It prints "ready" once its folder exists, so that the test kills it while it writes.
import { systemClock } from '../functions/_shared/clock.ts';
import { createOutboxMailer } from '../functions/_shared/outbox-mailer.ts';

const [directory = '', count = '0'] = process.argv.slice(2);
const mailer = createOutboxMailer(directory, systemClock);
const address = { email: 'visiteuse@example.com' };
await mailer.send({ kind: 'probe', from: address, to: address, subject: 'ready', text: '', html: '' });
process.stdout.write('ready\n');
for (let n = 0; n < Number(count); n += 1) {
  await mailer.send({
    kind: 'contact-confirmation',
    from: address,
    to: address,
    subject: `Message ${n}`,
    text: `Message ${n}`,
    html: `<p>Message ${n}</p>`,
    idempotencyKey: `kill-round/${n}`,
  });
}
