import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type ReceivedAlert = { receivedAt: string; subject: string; text: string };

/**
 * The local stand-in for ALERT_WEBHOOK_URL: what an operator's chat would show, one JSON file per alert in
 * `.local/alerts` (a repeat of the same Idempotency-Key is kept once, as a receiver would).
 */
export function createAlertInbox(directory: string) {
  return {
    directory,
    async receive(request: Request): Promise<Response> {
      const body = (await request.json().catch(() => null)) as { subject?: unknown; text?: unknown } | null;
      if (typeof body?.subject !== 'string' || typeof body.text !== 'string') {
        return Response.json({ error: 'subject and text expected' }, { status: 400 });
      }
      const key = (request.headers.get('idempotency-key') ?? crypto.randomUUID()).replace(/[^a-z0-9-]/gi, '-');
      await mkdir(directory, { recursive: true });
      const file = join(directory, `${key}.json`);
      const alert: ReceivedAlert = { receivedAt: new Date().toISOString(), subject: body.subject, text: body.text };
      await writeFile(`${file}.tmp`, JSON.stringify(alert, null, 2), 'utf8');
      await rename(`${file}.tmp`, file);
      console.log(`[local alert webhook] ${body.subject}`);
      return Response.json({ ok: true });
    },
    async list(): Promise<ReceivedAlert[]> {
      const files = await readdir(directory).catch(() => [] as string[]);
      const alerts = await Promise.all(
        files
          .filter((file) => file.endsWith('.json'))
          .map(async (file) => JSON.parse(await readFile(join(directory, file), 'utf8')) as ReceivedAlert),
      );
      return alerts.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
    },
  };
}
