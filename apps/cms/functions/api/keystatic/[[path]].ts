// The editor's API on Cloudflare Pages: Keystatic's GitHub mode, which answers only the sign-in routes (the browser
// reads and saves through GitHub's API itself, as the signed-in person). Settings come from the Pages project's
// environment; without them every route answers 503 and nothing is read or written anywhere.
import type { Config } from '@keystatic/core';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { githubStorage } from '../../../src/storage.ts';

interface Env {
  KEYSTATIC_GITHUB_REPO?: string;
  KEYSTATIC_GITHUB_CLIENT_ID?: string;
  KEYSTATIC_GITHUB_CLIENT_SECRET?: string;
  KEYSTATIC_SECRET?: string;
}

/** What is missing or malformed in the environment, by variable name (never a value). */
function missingSettings(env: Env): string[] {
  const missing: string[] = [];
  if (!/^[\w.-]+\/[\w.-]+$/.test(env.KEYSTATIC_GITHUB_REPO ?? '')) missing.push('KEYSTATIC_GITHUB_REPO');
  if (!env.KEYSTATIC_GITHUB_CLIENT_ID) missing.push('KEYSTATIC_GITHUB_CLIENT_ID');
  if (!env.KEYSTATIC_GITHUB_CLIENT_SECRET) missing.push('KEYSTATIC_GITHUB_CLIENT_SECRET');
  // Keystatic encrypts the sign-in cookie with it: 32 characters at least.
  if ((env.KEYSTATIC_SECRET ?? '').length < 32) missing.push('KEYSTATIC_SECRET');
  return missing;
}

export const onRequest = async ({ request, env }: { request: Request; env: Env }): Promise<Response> => {
  const missing = missingSettings(env);
  if (missing.length > 0) {
    return new Response(
      `L’éditeur n’est pas encore configuré : ${missing.join(', ')} manque dans les réglages du projet ` +
        'Cloudflare Pages de l’éditeur (mode GitHub). Aucune lecture ni sauvegarde n’est possible d’ici là.\n',
      { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } },
    );
  }
  const handle = makeGenericAPIRouteHandler({
    // GitHub mode reads only the storage of the config: the collections' schemas stay out of the function.
    config: { storage: githubStorage(env.KEYSTATIC_GITHUB_REPO as `${string}/${string}`) } as Config,
    clientId: env.KEYSTATIC_GITHUB_CLIENT_ID,
    clientSecret: env.KEYSTATIC_GITHUB_CLIENT_SECRET,
    secret: env.KEYSTATIC_SECRET,
  });
  const { body, status, headers } = await handle(request);
  return new Response(body as BodyInit | null, { status: status ?? 200, headers: new Headers(headers) });
};
