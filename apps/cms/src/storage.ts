import type { Config } from '@keystatic/core';

/**
 * Local mode by default (`npm run cms`: files written in place, no account). Production sets
 * KEYSTATIC_GITHUB_REPO=owner/name (docs/cms-github-mode.md): each save becomes a commit. The browser reads it as
 * VITE_KEYSTATIC_GITHUB_REPO, the API server from its environment.
 */
const githubRepo = (import.meta.env?.VITE_KEYSTATIC_GITHUB_REPO ?? globalThis.process?.env?.KEYSTATIC_GITHUB_REPO) as
  `${string}/${string}` | undefined;

/** GitHub mode's storage: every save a commit to `repo`, under the content package. */
export function githubStorage(repo: `${string}/${string}`): Config['storage'] {
  return { kind: 'github', repo, pathPrefix: 'packages/content' };
}

export const storage: Config['storage'] = githubRepo ? githubStorage(githubRepo) : { kind: 'local' };
