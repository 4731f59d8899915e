// The editor's API on Cloudflare Pages: Keystatic's GitHub mode, which answers only the sign-in routes (the browser
// reads and saves through GitHub's API itself, as the signed-in person), wrapped in our sign-in checks. Settings come
// from the Pages project's environment; without them every route answers a French 503 and nothing is read or written.
import type { Config } from '@keystatic/core';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import {
  checkedSignIn,
  missingSettings,
  notConfiguredPage,
  type GitHubModeSettings,
} from '../../../src/github-sign-in.ts';
import { githubStorage } from '../../../src/storage.ts';

export const onRequest = async ({ request, env }: { request: Request; env: GitHubModeSettings }): Promise<Response> => {
  const missing = missingSettings(env);
  if (missing.length > 0) return notConfiguredPage(missing);
  const handle = makeGenericAPIRouteHandler({
    // GitHub mode reads only the storage of the config: the collections' schemas stay out of the function.
    config: { storage: githubStorage(env.KEYSTATIC_GITHUB_REPO as `${string}/${string}`) } as Config,
    clientId: env.KEYSTATIC_GITHUB_CLIENT_ID,
    clientSecret: env.KEYSTATIC_GITHUB_CLIENT_SECRET,
    secret: env.KEYSTATIC_SECRET,
  });
  return checkedSignIn(request, handle);
};
