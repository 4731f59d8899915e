import type { Deps } from './deps.ts';
import { createEndpoint, json, type Handler } from './http.ts';
import { issueChallenge } from './proof.ts';

/**
 * A fresh proof-of-work challenge for the site's forms (GET, as the ALTCHA widget asks; POST alike). It stores
 * nothing: the challenge is signed, and spent only when a form posts its solution.
 */
export function createChallengeHandler(deps: Deps): Handler {
  const answer = async () => json(200, await issueChallenge(deps));
  return createEndpoint({ name: 'form-challenge', config: deps.config, post: answer, get: answer });
}
