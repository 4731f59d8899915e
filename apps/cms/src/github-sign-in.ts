/**
 * The editor's GitHub sign-in as hosted (GitHub mode, Cloudflare Pages Functions): Keystatic's own handler, wrapped so
 * that the OAuth round trip carries a `state` bound to the browser, every cookie is `Secure`, failures are French pages
 * and an unconfigured editor says what is missing. docs/cms-github-mode.md explains why and the fix proposed upstream.
 */
import { parseCookie, parseSetCookie, stringifySetCookie, type SetCookie } from 'cookie';

export interface GitHubModeSettings {
  KEYSTATIC_GITHUB_REPO?: string;
  KEYSTATIC_GITHUB_CLIENT_ID?: string;
  KEYSTATIC_GITHUB_CLIENT_SECRET?: string;
  KEYSTATIC_SECRET?: string;
}

/** Keystatic's generic handler, as `makeGenericAPIRouteHandler` returns it. */
type KeystaticHandler = (request: Request) => Promise<{
  body: BodyInit | Uint8Array | null;
  status?: number;
  headers?: [string, string][] | Headers | Record<string, string>;
}>;

/** The cookie holding the sign-in's `state` until GitHub sends the browser back. */
export const stateCookie = 'keystatic-gh-oauth-state';
const callbackPath = '/api/keystatic/github/oauth/callback';
const stateLifetime = 10 * 60;
const authorizeUrl = 'https://github.com/login/oauth/authorize';

/** What is missing or malformed in the environment, by variable name (never a value). */
export function missingSettings(env: GitHubModeSettings): string[] {
  const missing: string[] = [];
  if (!/^[\w.-]+\/[\w.-]+$/.test(env.KEYSTATIC_GITHUB_REPO ?? '')) missing.push('KEYSTATIC_GITHUB_REPO');
  if (!env.KEYSTATIC_GITHUB_CLIENT_ID) missing.push('KEYSTATIC_GITHUB_CLIENT_ID');
  if (!env.KEYSTATIC_GITHUB_CLIENT_SECRET) missing.push('KEYSTATIC_GITHUB_CLIENT_SECRET');
  // Keystatic encrypts the sign-in cookie with it: 32 characters at least.
  if ((env.KEYSTATIC_SECRET ?? '').length < 32) missing.push('KEYSTATIC_SECRET');
  return missing;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A small French page of the editor's own (Pages' `_headers` do not reach a function's answers). */
export function editorPage(status: number, title: string, paragraphs: string[], setCookies: string[] = []): Response {
  const html = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} — éditeur de La Fabrique</title>
<style>body{font:1.0625rem/1.6 system-ui,sans-serif;color:#1a1a1a;background:#fff;max-width:40rem;margin:3rem auto;padding:0 1.25rem}a{color:#0b4fa8}code{font-size:.95em}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n')}
</main>
</body>
</html>
`;
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'x-robots-tag': 'noindex, nofollow',
  });
  for (const value of setCookies) headers.append('set-cookie', value);
  return new Response(html, { status, headers });
}

/** The answer of every editor address while a setting is missing: what to set, where. */
export function notConfiguredPage(missing: string[]): Response {
  const names = missing.map((name) => `<code>${escapeHtml(name)}</code>`).join(', ');
  return editorPage(503, 'L’éditeur n’est pas encore configuré', [
    `Il manque ${missing.length > 1 ? 'ces réglages' : 'ce réglage'} dans le projet Cloudflare Pages de l’éditeur ` +
      `(Settings → Variables and Secrets, environnement Production)&nbsp;: ${names}.`,
    'Tant qu’ils manquent, personne ne peut se connecter, et rien n’est lu ni enregistré. La marche à suivre est ' +
      'dans le guide «&nbsp;L’éditeur en production&nbsp;» du dépôt (<code>docs/cms-github-mode.md</code>).',
  ]);
}

const backToEditor = '<a href="/keystatic">Revenir à l’éditeur et se connecter de nouveau</a>';

const refusedPage = (setCookies: string[]) =>
  editorPage(
    403,
    'Connexion refusée',
    [
      'Cette réponse de GitHub ne correspond à aucune connexion commencée dans ce navigateur depuis moins de ' +
        '10&nbsp;minutes&nbsp;: elle a été ignorée, et personne n’a été connecté.',
      'Si vous veniez d’installer l’application GitHub ou si la page est restée ouverte longtemps, reconnectez-vous ' +
        'depuis l’éditeur.',
      backToEditor,
    ],
    setCookies,
  );

const failedPage = (status: number, reason: string, setCookies: string[]) =>
  editorPage(status, 'La connexion avec GitHub n’a pas abouti', [reason, backToEditor], setCookies);

const ourState = /^[0-9a-f]{64}$/;

/** 32 random bytes, in hexadecimal. */
function randomState(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Equal strings, compared in a time that does not depend on where they differ. */
function sameState(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

const expired = (name: string, path: string) =>
  stringifySetCookie({
    name,
    value: '',
    path,
    maxAge: 0,
    expires: new Date(0),
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
  });

/** Keystatic's cookie remembering where to go back after signing in, named after the state. */
const returnCookie = (state: string) => `ks-${state}`;

/** Keystatic's answer as a Response, every cookie made `Secure` (Keystatic sets it only when NODE_ENV is production). */
function toResponse({ body, status, headers }: Awaited<ReturnType<KeystaticHandler>>): Response {
  const all = new Headers(headers);
  const cookies = all.getSetCookie();
  all.delete('set-cookie');
  for (const value of cookies) all.append('set-cookie', stringifySetCookie({ ...parseSetCookie(value), secure: true }));
  return new Response(body as BodyInit | null, { status: status ?? 200, headers: all });
}

/**
 * On a redirect to GitHub's authorisation page, a fresh `state` in the URL and in an HttpOnly cookie; Keystatic's own
 * `state` (set only when `from` names a branch) is replaced by ours, its return cookie renamed so that it still works.
 */
function withState(response: Response): Response {
  const location = response.headers.get('location');
  if (!location?.startsWith(`${authorizeUrl}?`)) return response;
  const url = new URL(location);
  const state = randomState();
  const keystaticState = url.searchParams.get('state');
  url.searchParams.set('state', state);
  const headers = new Headers(response.headers);
  headers.set('location', url.toString());
  headers.delete('set-cookie');
  for (const value of response.headers.getSetCookie()) {
    const parsed: SetCookie = parseSetCookie(value);
    const renamed = keystaticState !== null && parsed.name === returnCookie(keystaticState);
    headers.append(
      'set-cookie',
      stringifySetCookie(
        renamed ? { ...parsed, name: returnCookie(state), maxAge: stateLifetime, expires: undefined } : parsed,
      ),
    );
  }
  headers.append(
    'set-cookie',
    stringifySetCookie({
      name: stateCookie,
      value: state,
      path: callbackPath,
      maxAge: stateLifetime,
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
    }),
  );
  headers.set('cache-control', 'no-store');
  return new Response(null, { status: response.status, headers });
}

/** The callback: refused unless its `state` is the one this browser's cookie holds; that cookie is spent either way. */
async function callback(request: Request, handle: KeystaticHandler): Promise<Response> {
  const state = new URL(request.url).searchParams.get('state');
  const expected = parseCookie(request.headers.get('cookie') ?? '')[stateCookie];
  const spent = [expired(stateCookie, callbackPath)];
  // Only a state of ours: Keystatic's `close` (its app installation's) would skip to setting the sign-in cookies.
  if (!state || !ourState.test(state) || !expected || !sameState(state, expected)) return refusedPage(spent);
  spent.push(expired(returnCookie(state), '/'));
  let response: Response;
  try {
    response = toResponse(await handle(request));
  } catch {
    // Keystatic throws when GitHub's token endpoint cannot be reached or answers something else than JSON.
    return failedPage(502, 'GitHub n’a pas pu être joint pour terminer la connexion. Réessayez dans un moment.', spent);
  }
  if (response.status >= 400) {
    const reason =
      response.status === 400
        ? 'GitHub n’a pas autorisé la connexion (autorisation annulée ou lien incomplet).'
        : 'GitHub a refusé ce code de connexion&nbsp;: il a peut-être déjà servi ou expiré.';
    return failedPage(response.status === 400 ? 400 : 401, reason, spent);
  }
  for (const value of spent) response.headers.append('set-cookie', value);
  return response;
}

/** Keystatic's handler with the sign-in checks above, for `/api/keystatic/*`. */
export async function checkedSignIn(request: Request, handle: KeystaticHandler): Promise<Response> {
  const route = new URL(request.url).pathname.replace(/^\/api\/keystatic\/?/, '');
  if (route === 'github/oauth/callback') return callback(request, handle);
  try {
    return withState(toResponse(await handle(request)));
  } catch {
    // A malformed address (Keystatic decodes each segment) or GitHub unreachable: no stack trace, ever.
    return failedPage(502, 'La connexion avec GitHub n’a pas pu être préparée. Réessayez dans un moment.', []);
  }
}
