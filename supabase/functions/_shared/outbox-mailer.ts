import { link, mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from './clock.ts';
import { sha256Hex } from './crypto.ts';
import { buildEml } from './eml.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

// What a whole marker holds: the name of its e-mail's file. Anything else (empty, cut short) was never written whole.
const markerContent = /^[\w.-]+\.eml$/;

/**
 * Local mailer: each e-mail becomes an .eml file (open it with any mail client). Like Resend, it sends an
 * idempotency key's e-mail once: `.keys/<hash>` names the key's file before the file is written, so a retry
 * after a crash writes the missing file and a retry after a success writes nothing. The marker appears whole or not
 * at all (written aside, then linked into place), and one that is not whole never reads as sent.
 */
export function createOutboxMailer(directory: string, clock: Clock): Mailer {
  let ready: Promise<unknown> | null = null;
  const keys = join(directory, '.keys');

  async function write(mail: OutgoingMail, name: string, id: string) {
    const eml = buildEml(mail, { date: clock.now(), messageId: `${id}@outbox.local`, boundary: `=_${id}` });
    // Written then renamed, so a reader never sees half a file.
    const temporary = join(directory, `.${name}.tmp`);
    await writeFile(temporary, eml, 'utf8');
    await rename(temporary, join(directory, name));
  }

  return {
    async send(mail) {
      ready ??= mkdir(keys, { recursive: true });
      await ready;
      const id = crypto.randomUUID();
      const fresh = `${clock.now().toISOString().replace(/[:.]/g, '-')}-${mail.kind}-${id.slice(0, 8)}.eml`;
      if (!mail.idempotencyKey) return write(mail, fresh, id);
      const marker = join(keys, await sha256Hex(mail.idempotencyKey));
      const recorded = await readFile(marker, 'utf8').catch(() => null);
      if (recorded !== null && markerContent.test(recorded)) {
        if (await exists(join(directory, recorded))) return; // already sent: the retry sends nothing
        return write(mail, recorded, id);
      }
      const aside = join(keys, `.${id}.tmp`);
      await writeFile(aside, fresh, 'utf8');
      try {
        if (recorded === null) {
          // link() creates the name or fails if it exists: two attempts of one key cannot both write.
          await link(aside, marker);
        } else {
          // A marker left empty or partial by a killed writer (older versions): replaced whole.
          await rename(aside, marker);
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return; // a concurrent attempt of the same key
        throw error;
      } finally {
        await unlink(aside).catch(() => {});
      }
      await write(mail, fresh, id);
    },
  };
}
