import { MailError, type Mailer, type OutgoingMail } from '../functions/_shared/mailer.ts';

/**
 * An e-mail API that fails a share of calls (503) and answers after a delay, to watch the delivery worker retry:
 * `--mail-failure-rate`, `--mail-delay-ms`.
 */
export function unreliableMailer(
  mailer: Mailer,
  failureRate: number,
  random: () => number,
  delayMs = 0,
): Mailer & { failures: number } {
  const api = {
    failures: 0,
    async send(mail: OutgoingMail) {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (random() < failureRate) {
        api.failures += 1;
        throw new MailError('simulated e-mail API failure (503)', false);
      }
      await mailer.send(mail);
    },
  };
  return api;
}
