import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Clock } from './clock.ts';
import type { ProofConfig } from './config.ts';
import { sha256Hex } from './crypto.ts';

// Issuing a challenge needs nothing but its settings: the benchmark issues them with this very code.

/** The proof's cost, tuned with `npm run bench:proof` (bench/proof-of-work.md): well under a second on a phone. */
export const proofDefaults = { ttlMs: 10 * 60 * 1000, cost: 100, minCounter: 500, maxCounter: 1_500 };

export const proofAlgorithm = 'PBKDF2/SHA-256';

/** Two keys from one secret: the challenge's signature and the derived key's (which spares us re-deriving it). */
export async function signingKeys(hmacKey: string) {
  return { challenge: hmacKey, derivedKey: await sha256Hex(`altcha-derived-key:${hmacKey}`) };
}

/**
 * A new challenge, signed by the functions. Its expiry is signed inside `data` and checked against the functions'
 * clock (altcha-lib's own `expiresAt` reads the machine's, which the tests move).
 */
export async function issueChallenge(deps: { config: { proof: ProofConfig }; clock: Clock }): Promise<Challenge> {
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
