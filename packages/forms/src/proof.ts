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

/**
 * Prepares a proof on the first focus or press inside any form of the page, or at once if a form already has the
 * focus (the visitor's first tap both loaded the page's script and focused a field). Returns the stop function.
 */
export function prepareProofOnIntent(config: BackendConfig, options: ProofOptions = {}): () => void {
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('form')) return;
    stop();
    prepareProof(config, options);
  };
  const stop = () => {
    document.removeEventListener('focusin', onIntent, true);
    document.removeEventListener('pointerdown', onIntent, true);
  };
  if (document.activeElement?.closest('form')) {
    prepareProof(config, options);
    return () => {};
  }
  document.addEventListener('focusin', onIntent, true);
  document.addEventListener('pointerdown', onIntent, true);
  return stop;
}
