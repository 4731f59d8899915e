import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactBody, startLocalBackend } from '../bench/load-runner.mjs';
import { readOutbox } from '../local/outbox.ts';
import { recordFault } from './fault-report.ts';
import { testDatabase } from './harness.ts';
import { duplicates, emlCount, postTo, quickWorker, rowsOf, waitFor } from './local-client.ts';
import { createTestDatabase, urlFor } from './postgres.ts';

// The local backend under Deno killed (SIGKILL) between storing and sending, then restarted on the same database and
// outbox: on its PGlite folder, and on the PostgreSQL server in the `postgres` project.
describe(`local backend killed between storing and sending, on ${testDatabase}`, () => {
  it('restarted: every accepted message is delivered once, replays answer success', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'local-backend-kill-'));
    const database = testDatabase === 'postgres' ? await createTestDatabase() : null;
    const folders = { dbDir: database ? urlFor(database.name) : join(folder, 'db'), outboxDir: join(folder, 'outbox') };
    try {
      // An e-mail API that takes a minute: the process dies with every e-mail claimed and none sent.
      const first = await startLocalBackend({
        ...folders,
        args: ['--mail-delay-ms', '60000', '--lease-ms', '1000', '--worker-interval-ms', '600000'],
      });
      const ids: string[] = [];
      for (let n = 0; n < 10; n += 1) {
        const response = await postTo(first, 'send-contact-email', contactBody(n), { 'Idempotency-Key': `kill-${n}` });
        expect(response.status).toBe(200);
        ids.push(String(((await response.json()) as { id: string }).id));
      }
      expect((await rowsOf(first, 'contact_messages')).count).toBe(10);
      await first.kill();
      expect(await emlCount(folders.outboxDir)).toBe(0);

      const second = await startLocalBackend({ ...folders, args: quickWorker });
      try {
        // Two visitors retry with their key: the same success, the same id.
        for (const n of [0, 1]) {
          const replay = await postTo(second, 'send-contact-email', contactBody(n), { 'Idempotency-Key': `kill-${n}` });
          expect(replay.status).toBe(200);
          expect(((await replay.json()) as { id: string }).id).toBe(ids[n]);
        }
        await waitFor(async () => (await emlCount(folders.outboxDir)) >= 20, 30_000);
        const mails = await readOutbox(folders.outboxDir);
        const stored = (await rowsOf(second, 'contact_messages')).count;
        const row = {
          fault: 'backend killed between store and send, restarted',
          database: `${testDatabase} (local backend)`,
          injected: 1,
          accepted: ids.length,
          stored,
          delivered: mails.length / 2,
          duplicates: duplicates(mails),
          lost: ids.length - stored + (stored - mails.length / 2),
        };
        recordFault(row);
        expect(row).toMatchObject({ stored: 10, delivered: 10, duplicates: 0, lost: 0 });
      } finally {
        await second.stop();
      }
    } finally {
      await database?.close();
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
