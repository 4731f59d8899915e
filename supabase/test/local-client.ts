import { localAnonKey } from '@fabrique/forms/local-backend';
import { readdir } from 'node:fs/promises';
import { siteOrigin, type LocalBackend } from '../bench/load-runner.mjs';
import type { OutboxMail } from '../local/outbox.ts';

// What the tests of the local backend under Deno share: requests as the site sends them, its rows, its outbox.

/** A worker that retries within a fraction of a second. */
export const quickWorker = ['--worker-interval-ms', '100', '--retry-base-ms', '100', '--lease-ms', '3000'];

export const postTo = (backend: LocalBackend, name: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${backend.functionsUrl}/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: siteOrigin,
      Authorization: `Bearer ${localAnonKey}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });

export async function rowsOf(
  backend: LocalBackend,
  table: string,
): Promise<{ count: number; rows: Array<Record<string, unknown>> }> {
  const response = await fetch(`${backend.baseUrl}/local/rows/${table}?limit=5`);
  return (await response.json()) as { count: number; rows: Array<Record<string, unknown>> };
}

export const emlCount = async (directory: string) =>
  (await readdir(directory).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).length;

/** The same e-mail twice in the outbox (same recipient and subject). */
export function duplicates(mails: OutboxMail[]): number {
  return mails.length - new Set(mails.map((mail) => `${mail.headers.to}|${mail.headers.subject}`)).size;
}

/** Polls a condition the backend reaches on its own (e-mails sent after the answer), with a deadline. */
export async function waitFor(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
