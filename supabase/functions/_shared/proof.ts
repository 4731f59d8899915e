import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sha256Hex } from './crypto.ts';
import type { Deps } from './deps.ts';
import { HttpError } from './http.ts';
import { serverMessages } from './messages.ts';

/** The field that carries the proof in a JSON body or a form post: the ALTCHA widget's default name. */
export const proofField = 'altcha';

export const proofAlgorithm = 'PBKDF2/SHA-256';

/** Two keys from one secret: the challenge's signature and the derived key's (which spares us re-deriving it). */
async function signingKeys(hmacKey: string) {
  return { challenge: hmacKey, derivedKey: await sha256Hex(`altcha-derived-key:${hmacKey}`) };
}

/**
 * A new challenge, signed by the functions. Its expiry is signed inside `data` and checked against the functions'
 * clock (altcha-lib's own `expiresAt` reads the machine's, which the tests move).
 */
export async function issueChallenge(deps: Pick<Deps, 'config' | 'clock'>): Promise<Challenge> {
  const { proof } = deps.config;
  const keys = await signingKeys(proof.hmacKey);
  return createChallenge({
    algorithm: proofAlgorithm,
    cost: proof.cost,
    counter: randomInt(proof.maxCounter, proof.minCounter),
    deriveKey,
    data: { expires: deps.clock.now().getTime() + proof.ttlMs },
    hmacSignatureSecret: keys.challenge,
    hmacKeySignatureSecret: keys.derivedKey,
  });
}

type Payload = {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
};

/** The widget's payload: base64 of `{ challenge, solution }`; anything else is no payload. */
function decodePayload(value: string): Payload | null {
  try {
    const payload = JSON.parse(atob(value)) as Partial<Payload>;
    const { challenge, solution } = payload;
    if (typeof challenge?.signature !== 'string' || typeof challenge.parameters !== 'object') return null;
    if (typeof solution?.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
    return payload as Payload;
  } catch {
    return null;
  }
}

export type ProofOutcome = 'valid' | 'missing';

/**
 * Checks and spends the request's proof, before any row or e-mail: 'missing' when none came (the caller decides),
 * 'valid' once spent; a present but invalid, expired or replayed proof is refused 400 in French.
 */
export async function spendProof(deps: Deps, value: unknown): Promise<ProofOutcome> {
  if (value === undefined || value === null || value === '') return 'missing';
  const payload = typeof value === 'string' && value.length <= 4096 ? decodePayload(value) : null;
  if (!payload) throw new HttpError(400, serverMessages.proofInvalid, { code: 'proof-invalid' });
  const keys = await signingKeys(deps.config.proof.hmacKey);
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: keys.challenge,
    hmacKeySignatureSecret: keys.derivedKey,
  }).catch(() => null);
  if (!result?.verified) throw new HttpError(400, serverMessages.proofInvalid, { code: 'proof-invalid' });
  // Signed, so these are ours: an algorithm or expiry we did not issue cannot reach here.
  const expires = Number(payload.challenge.parameters.data?.expires);
  const now = deps.clock.now();
  if (payload.challenge.parameters.algorithm !== proofAlgorithm || !(expires > now.getTime())) {
    throw new HttpError(400, serverMessages.proofExpired, { code: 'proof-expired' });
  }
  if (!(await deps.store.spendProof(payload.challenge.signature!, new Date(expires)))) {
    throw new HttpError(400, serverMessages.proofReplayed, { code: 'proof-replayed' });
  }
  return 'valid';
}
