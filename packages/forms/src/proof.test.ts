import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareProof, takeProof, type ProofSolver } from './proof.ts';

const config = { url: 'https://projet.supabase.co/', anonKey: 'anon' };
const challenge = { parameters: { algorithm: 'PBKDF2/SHA-256' }, signature: 'signed' };

function backend(status = 200) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(challenge), { status }));
}

afterEach(async () => {
  // Spend whatever a test left prepared, so that each starts with none.
  await takeProof(config, { fetch: backend(500) });
});

describe('the proof of work of the forms', () => {
  it('fetches the challenge from the functions with the anon key and solves it once, at the first intent', async () => {
    const fetch = backend();
    const solver = vi.fn<ProofSolver>(async () => 'solved');
    prepareProof(config, { fetch, solver });
    prepareProof(config, { fetch, solver });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('https://projet.supabase.co/functions/v1/form-challenge');
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ apikey: 'anon' });
    expect(await takeProof(config, { fetch, solver })).toBe('solved');
    expect(solver).toHaveBeenCalledWith(challenge);
  });

  it('a proof serves one submit: the next one solves a new challenge', async () => {
    const fetch = backend();
    let n = 0;
    const solver: ProofSolver = async () => `proof-${(n += 1)}`;
    expect(await takeProof(config, { fetch, solver })).toBe('proof-1');
    expect(await takeProof(config, { fetch, solver })).toBe('proof-2');
  });

  it('no challenge, no solver or a failing solver: null, never an exception', async () => {
    expect(await takeProof(config, { fetch: backend(503), solver: async () => 'x' })).toBeNull();
    expect(await takeProof(config, { fetch: backend() })).toBeNull();
    const offline = vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline')));
    expect(await takeProof(config, { fetch: offline, solver: async () => 'x' })).toBeNull();
    const broken: ProofSolver = async () => Promise.reject(new Error('no Worker'));
    expect(await takeProof(config, { fetch: backend(), solver: broken })).toBeNull();
  });
});
