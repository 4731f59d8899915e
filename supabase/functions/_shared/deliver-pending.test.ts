import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestBackend,
  functionsUrl,
  jsonRequest,
  proven,
  validContact,
  type TestBackend,
} from '../../test/harness.ts';
import { createContactHandler } from './contact.ts';
import { createDeliverPendingHandler } from './deliver-pending.ts';
import { serverMessages } from './messages.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await createTestBackend({ deliverySecret: 'cron-secret' });
});
afterAll(() => backend.close());
beforeEach(() => backend.reset());

const call = (authorization?: string) =>
  createDeliverPendingHandler(backend.deps)(
    new Request(`${functionsUrl}/deliver-pending`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
      body: '{}',
    }),
  );

describe('deliver-pending (Supabase Cron)', () => {
  it('refuses a call without the bearer secret, or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', 'cron-secret', 'Bearer cron-secret2']) {
      const response = await call(authorization);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: serverMessages.unauthorized });
    }
  });

  it('with no secret configured, refuses every call', async () => {
    const handler = createDeliverPendingHandler({
      ...backend.deps,
      config: { ...backend.config, deliverySecret: null },
    });
    const response = await handler(new Request('http://x/', { method: 'POST', headers: { Authorization: 'Bearer ' } }));
    expect(response.status).toBe(401);
  });

  it('sends what is due and reports it', async () => {
    // Stored by an instance that died before sending (with a proof: the visitor's acknowledgement is queued too).
    await createContactHandler({ ...backend.deps, background: () => {} })(
      jsonRequest('send-contact-email', await proven(backend.deps, validContact)),
    );
    expect(backend.mailer.sent).toHaveLength(0);
    const response = await call('Bearer cron-secret');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      claimed: 2,
      sent: 2,
      retried: 0,
      rejected: 0,
      dead: 0,
      unrecorded: 0,
      paused: 0,
    });
    expect(backend.mailer.sent.map((mail) => mail.kind)).toEqual(['contact-notification', 'contact-confirmation']);
    expect(await (await call('Bearer cron-secret')).json()).toMatchObject({ claimed: 0, sent: 0 });
  });
});
