import { verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Deps } from './deps.ts';
import { HttpError } from './http.ts';
import { serverMessages } from './messages.ts';
import { proofAlgorithm, signingKeys } from './proof-challenge.ts';

export { issueChallenge } from './proof-challenge.ts';

/** The field that carries the proof in a JSON body or a form post: the ALTCHA widget's default name. */
export const proofField = 'altcha';

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
