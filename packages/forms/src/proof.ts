import type { BackendConfig } from './clients.ts';

/** The field that carries the proof of work in a form's body: the ALTCHA widget's default name, the functions'. */
export const proofField = 'altcha';

/** The function that issues the challenges (GET). */
export const proofChallengeFunction = 'form-challenge';

/** Solves one challenge (the JSON the functions issued) and answers the `altcha` field's value, or null. */
export type ProofSolver = (challenge: unknown) => Promise<string | null>;

export type ProofOptions = { fetch?: typeof fetch; solver?: ProofSolver };

// The page's solver, set once by the site (setProofSolver(workerSolver) from '@fabrique/forms/proof-solver'): kept
// out of this module so that the functions, which share it, never see the browser's worker imports.
let pageSolver: ProofSolver | null = null;

export function setProofSolver(solver: ProofSolver): void {
  pageSolver = solver;
}

async function solveFresh(config: BackendConfig, options: ProofOptions): Promise<string | null> {
  const solver = options.solver ?? pageSolver;
  if (!solver) return null;
  try {
    const base = config.url.replace(/\/+$/, '');
    const response = await (options.fetch ?? globalThis.fetch)(`${base}/functions/v1/${proofChallengeFunction}`, {
      headers: { Authorization: `Bearer ${config.anonKey}`, apikey: config.anonKey },
    });
    if (!response.ok) return null;
    return await solver(await response.json());
  } catch {
    // A proof that cannot be had is never an exception: the caller sends without one and says so.
    return null;
  }
}

// One proof in preparation per page: started at the first intent towards a form, spent by the next submit.
let prepared: Promise<string | null> | null = null;

/** Starts fetching and solving a proof in the background, once: call it on the first intent towards a form. */
export function prepareProof(config: BackendConfig, options: ProofOptions = {}): void {
  prepared ??= solveFresh(config, options);
}

/** The prepared proof (or a new one, solved now), spent: a proof serves one submit, the next one gets its own. */
export async function takeProof(config: BackendConfig, options: ProofOptions = {}): Promise<string | null> {
  const proof = prepared ?? solveFresh(config, options);
  prepared = null;
  return proof;
}
