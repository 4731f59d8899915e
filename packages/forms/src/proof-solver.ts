import type { ProofSolver } from './proof.ts';

/**
 * The browser's solver of the forms' proof of work: ALTCHA's own, in Web Workers (never the main thread), its code
 * loaded only when a proof is wanted. Two workers: a phone keeps a core for the page.
 */
export const workerSolver: ProofSolver = async (challenge) => {
  const [{ solveChallengeWorkers }, { default: ProofWorker }] = await Promise.all([
    import('altcha/lib'),
    import('altcha/workers/pbkdf2?worker'),
  ]);
  const typed = challenge as Parameters<typeof solveChallengeWorkers>[0]['challenge'];
  const solution = await solveChallengeWorkers({
    challenge: typed,
    concurrency: Math.min(2, globalThis.navigator?.hardwareConcurrency || 1),
    createWorker: () => new ProofWorker(),
    timeout: 30_000,
  });
  return solution ? btoa(JSON.stringify({ challenge: typed, solution })) : null;
};
