import { expect } from '@playwright/test';
import { readOutbox } from '@fabrique/functions/outbox';
import { inject } from './browser.ts';

const backendUrl = inject('backendUrl');
const outboxDir = inject('outboxDir');

/**
 * The outbox's e-mails sent to or answering one address, once the backend has sent what is due: it answers after the
 * e-mails being sent in the background and a worker round of its own, so nothing races the worker's 5 s timer. The
 * other worker's tests send through the same backend meanwhile: hence the address.
 */
export async function mailsFor(address: string) {
  const round = await fetch(`${backendUrl}/local/worker-round`, { method: 'POST' });
  expect(round.status, 'the local backend’s worker round').toBe(200);
  return (await readOutbox(outboxDir)).filter((mail) =>
    [mail.headers.to, mail.headers['reply-to']].some((header) => header?.includes(address)),
  );
}
