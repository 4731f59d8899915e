import { localAnonKey } from '@fabrique/forms/local-backend';
import { readdir } from 'node:fs/promises';
import { siteOrigin, type LocalBackend } from '../bench/load-runner.mjs';
import type { Challenge } from 'altcha-lib';
import type { OutboxMail } from '../local/outbox.ts';
import { solveProof } from './harness.ts';

// What the tests of the local backend under Deno share: requests as the site sends them, its rows, its outbox.

/** A worker that retries within a fraction of a second. */
export const quickWorker = ['--worker-interval-ms', '100', '--retry-base-ms', '100', '--lease-ms', '3000'];

/** The proof of work at a trivial cost, for tests that post many messages (the bench measures the real one). */
export const cheapProof = ['--proof-cost', '1', '--proof-max-counter', '20'];

/** The body with a proof solved from the backend's own challenge, as the site's clients send it. */
export async function provenFor<T extends object>(backend: LocalBackend, body: T): Promise<T & { altcha: string }> {
  const response = await fetch(`${backend.functionsUrl}/form-challenge`, { headers: { Origin: siteOrigin } });
  if (!response.ok) throw new Error(`form-challenge answered ${response.status}`);
  return { ...body, altcha: await solveProof((await response.json()) as Challenge) };
}

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
