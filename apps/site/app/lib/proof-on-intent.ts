// The proof of work (@fabrique/forms) starts at the visitor's first intent towards a form: DOM wiring of the page's, kept
// out of the forms package, which the functions and the site's Pages Function also run.
import { prepareProof, type BackendConfig, type ProofOptions } from '@fabrique/forms';

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
