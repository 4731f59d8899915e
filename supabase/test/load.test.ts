import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactHandler } from '../functions/_shared/contact.ts';
import {
  createTestBackend,
  jsonRequest,
  readJson,
  testDatabase,
  validContact,
  type TestBackend,
  proven,
} from './harness.ts';

// A flood with real visitors in it, in process (nothing leaves the machine), with the production per-client limit and
// an hourly ceiling of 100 e-mails: bots from 500 addresses (four in five fill the honeypot, the others post
// real-looking messages, all forge X-Forwarded-For prefixes) and one noisy address over its own limit, interleaved with
// 25 real visitors. Bounded: 540 requests, 20 at a time. The instance answers and leaves the sending to the worker.
let backend: TestBackend;

beforeAll(async () => {
  backend = await createTestBackend({ globalHourlyLimit: 100 });
});
afterAll(() => backend.close());

type Outcome = { who: 'real' | 'bot'; status: number; id?: string };

/** A small deterministic generator: the same interleaving on every run. */
function shuffled<T>(items: T[], seed = 23): T[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

describe(`load: bots from 500 addresses and real visitors, on ${testDatabase}`, () => {
  it('every real visitor is stored and answered 200', async () => {
    const handle = createContactHandler({ ...backend.deps, background: () => {} });
    const post = (who: Outcome['who'], body: Record<string, unknown>, forwardedFor: string) => async () => {
      // Bots pay for their proofs too (at the tests' trivial cost): the limits below are what stops them.
      const paid = await proven(backend.deps, body);
      const response = await handle(
        jsonRequest('send-contact-email', paid, { headers: { 'X-Forwarded-For': forwardedFor } }),
      );
      const outcome: Outcome = { who, status: response.status };
      if (who === 'real' && response.status === 200) outcome.id = String((await readJson(response)).id);
      return outcome;
    };
    const requests: Array<() => Promise<Outcome>> = [];
    for (let bot = 0; bot < 500; bot += 1) {
      const address = `203.0.${bot >> 8}.${bot & 255}`;
      const body = { ...validContact, email: `bot${bot}@spam.example`, message: `Offre ${bot}` };
      requests.push(
        post('bot', bot % 5 ? { ...body, website: 'https://spam.example' } : body, `10.${bot & 255}.0.1, ${address}`),
      );
    }
    for (let n = 0; n < 15; n += 1)
      requests.push(post('bot', { ...validContact, email: 'noisy@spam.example' }, '198.51.100.66'));
    for (let n = 0; n < 25; n += 1) {
      requests.push(
        post('real', { ...validContact, email: `real${n}@exemple.fr`, message: `Demande ${n}` }, `192.0.2.${n + 1}`),
      );
    }
    const queue = shuffled(requests);
    const outcomes: Outcome[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) outcomes.push(await next());
      }),
    );
    const elapsed = performance.now() - started;
    await backend.settle();

    const real = outcomes.filter((outcome) => outcome.who === 'real');
    const bots = outcomes.filter((outcome) => outcome.who === 'bot');
    const storedIds = new Set(
      (await backend.rows<{ id: string }>(`select id from public.contact_messages where not spam`)).map(
        (row) => row.id,
      ),
    );
    const storedReal = real.filter((outcome) => outcome.id && storedIds.has(outcome.id)).length;
    const answeredReal = real.filter((outcome) => outcome.status === 200).length;
    const refusedBots = bots.filter((outcome) => outcome.status === 429).length;
    console.log(
      `[load ${testDatabase}] real visitors stored ${storedReal}/${real.length}, answered 200 ${answeredReal}/${real.length}; ` +
        `bots ${bots.length} posts from 501 addresses, ${refusedBots} refused (429, over their own limit); ` +
        `${outcomes.length} requests in ${Math.round(elapsed)} ms`,
    );
    expect(outcomes).toHaveLength(540);
    expect({ storedReal, answeredReal }).toEqual({ storedReal: 25, answeredReal: 25 });
    // Each real visitor's message waits in the outbox for the organisation (now or in a later hour).
    const queued = await backend.rows<{ contact_message_id: string }>(
      `select contact_message_id from public.deliveries where kind = 'contact-notification' and status = 'pending'`,
    );
    const queuedIds = new Set(queued.map((row) => row.contact_message_id));
    expect(real.every((outcome) => outcome.id && queuedIds.has(outcome.id))).toBe(true);
    // Only the noisy address is refused, and only past its own 10.
    expect(refusedBots).toBe(5);
    // Past the hourly ceiling nothing is refused (acknowledgements are dropped): the operator hears of it once.
    const alerts = await backend.rows<{ kind: string }>(
      `select kind from public.deliveries where kind in ('delivery-alert', 'operator-alert') order by kind`,
    );
    expect(alerts).toEqual([{ kind: 'delivery-alert' }, { kind: 'operator-alert' }]);
  });
});
