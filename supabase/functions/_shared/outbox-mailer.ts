import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from './clock.ts';
import { buildEml } from './eml.ts';
import type { Mailer } from './mailer.ts';

/** Local mailer: each e-mail becomes an .eml file (open it with any mail client). */
export function createOutboxMailer(directory: string, clock: Clock): Mailer {
  let ready: Promise<unknown> | null = null;
  return {
    async send(mail) {
      ready ??= mkdir(directory, { recursive: true });
      await ready;
      const date = clock.now();
      const id = crypto.randomUUID();
      const eml = buildEml(mail, { date, messageId: `${id}@outbox.local`, boundary: `=_${id}` });
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${mail.kind}-${id.slice(0, 8)}.eml`;
      // Written then renamed, so a reader never sees half a file.
      const temporary = join(directory, `.${name}.tmp`);
      await writeFile(temporary, eml, 'utf8');
      await rename(temporary, join(directory, name));
    },
  };
}
