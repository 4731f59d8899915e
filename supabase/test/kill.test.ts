import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contactBody, startLocalBackend } from '../bench/load-runner.mjs';
import { readOutbox } from '../local/outbox.ts';
import { recordFault } from './fault-report.ts';
import { testDatabase } from './harness.ts';
import { cheapProof, duplicates, emlCount, postTo, provenFor, quickWorker, rowsOf, waitFor } from './local-client.ts';
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
        args: ['--mail-delay-ms', '60000', '--lease-ms', '1000', '--worker-interval-ms', '600000', ...cheapProof],
      });
      const ids: string[] = [];
      for (let n = 0; n < 10; n += 1) {
        const body = await provenFor(first, contactBody(n));
        const response = await postTo(first, 'send-contact-email', body, { 'Idempotency-Key': `kill-${n}` });
        expect(response.status).toBe(200);
        ids.push(String(((await response.json()) as { id: string }).id));
      }
      expect((await rowsOf(first, 'contact_messages')).count).toBe(10);
      await first.kill();
      expect(await emlCount(folders.outboxDir)).toBe(0);

      const second = await startLocalBackend({ ...folders, args: [...quickWorker, ...cheapProof] });
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

const writer = fileURLToPath(new URL('./outbox-writer.ts', import.meta.url));

/** Runs the writer; with `killAfterMs`, kills it (SIGKILL) that long after it is ready. */
function runWriter(directory: string, count: number, killAfterMs?: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // The project's Node runs the mailer's TypeScript as is (its error classes need more than type stripping).
    const child = spawn(
      process.execPath,
      ['--experimental-transform-types', '--no-warnings', writer, directory, String(count)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child.stdout.on('data', (chunk: Buffer) => {
      if (killAfterMs !== undefined && chunk.toString().includes('ready')) {
        setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      }
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      signal === 'SIGKILL' || code === 0 ? resolve() : reject(new Error(`writer exited ${code}`)),
    );
  });
}

// The local mailer's idempotency marker under kill -9: the process dies anywhere in a send, many times over, and the
// next run must still write every e-mail exactly once (the database does not matter: PGlite's project only).
describe.runIf(testDatabase === 'pglite')('local outbox killed (SIGKILL) mid-write, many rounds', () => {
  it('every keyed e-mail is written once in the end: none lost, none twice', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'outbox-kill-'));
    const count = 60;
    const rounds = 25;
    try {
      for (let round = 0; round < rounds; round += 1) {
        // Spread over the run's first milliseconds, where each send is a few file operations long.
        await runWriter(folder, count, (round * 7) % 40);
      }
      await runWriter(folder, count);
      const files = (await readdir(folder)).filter((file) => file.endsWith('.eml'));
      const mails = await readOutbox(folder);
      const keyed = mails.filter((mail) => mail.headers.subject?.startsWith('Message '));
      const subjects = new Set(keyed.map((mail) => mail.headers.subject));
      const markers = (await readdir(join(folder, '.keys'))).filter((file) => !file.startsWith('.'));
      const named = await Promise.all(markers.map((marker) => readFile(join(folder, '.keys', marker), 'utf8')));
      const row = {
        fault: 'local outbox killed (SIGKILL) mid-write',
        database: 'none (files)',
        injected: rounds,
        accepted: count,
        stored: markers.length,
        delivered: subjects.size,
        duplicates: keyed.length - subjects.size,
        lost: count - subjects.size,
      };
      recordFault(row);
      expect(row).toMatchObject({ stored: count, delivered: count, duplicates: 0, lost: 0 });
      expect(named.every((name) => files.includes(name))).toBe(true);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
