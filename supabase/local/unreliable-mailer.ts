import { MailError, type Mailer } from '../functions/_shared/mailer.ts';

/** An e-mail API that fails a share of calls (503), to watch the delivery worker retry: `--mail-failure-rate`. */
export function unreliableMailer(mailer: Mailer, failureRate: number, random: () => number): Mailer {
  return {
    async send(mail) {
      if (random() < failureRate) throw new MailError('simulated e-mail API failure (503)', false);
      await mailer.send(mail);
    },
  };
}
