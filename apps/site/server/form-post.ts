// A form of the site posted as plain HTML (no JavaScript, or before React): checked as the enhanced form checks it,
// relayed to its Edge Function server to server, answered with a 303 to a static result page or with the visitor's
// own page, values kept and problems named. Nothing typed goes into an address or a log line.
import { formActions, formResultPaths, homePath, type FormName } from '@fabrique/content/paths';
import { formPostFields, formPostMessages } from '@fabrique/forms';
import { pageWithBackLink, problemPage } from './form-page.ts';
import { derivedIdempotencyKey, formNamed, ownPagePath, planPost, refusalOf, type PostPlan } from './posted-forms.ts';

/** The Pages project's environment (docs/deploying.md): the functions' base URL, their public key, the relay's secret. */
export interface FormRelayEnv {
  ASSETS: Fetcher;
  /** The Supabase project's URL (the functions are under /functions/v1/). */
  SUPABASE_URL?: string;
  /** The public anonymous key, as the browser sends it. */
  SUPABASE_ANON_KEY?: string;
  /** Shared with the functions: they trust the visitor's address we forward only with it. */
  FORM_RELAY_SECRET?: string;
}

/** Same as the functions' own limit: a form post is a few hundred bytes. */
const maxBodyBytes = 16 * 1024;
/** The relay's headers, as the functions read them (supabase/functions/_shared/client-ip.ts). */
const relayHeaders = { secret: 'x-form-relay-secret', clientIp: 'x-form-relay-client-ip' } as const;

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });

async function readBody(request: Request): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? '0') > maxBodyBytes) return null;
  const text = await request.text();
  return new TextEncoder().encode(text).byteLength > maxBodyBytes ? null : text;
}

/** A page of the site as the assets serve it, following the host's own redirects (a folder's trailing slash). */
async function asset(env: FormRelayEnv, url: URL, path: string): Promise<Response | null> {
  let target = new URL(path, url);
  for (let hop = 0; hop < 3; hop++) {
    const response = await env.ASSETS.fetch(new Request(target, { redirect: 'manual' }));
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      target = new URL(location, target);
      if (target.origin !== url.origin) return null;
      continue;
    }
    return response.ok && (response.headers.get('content-type') ?? '').includes('text/html') ? response : null;
  }
  return null;
}

type Answer = { values: PostPlan['values']; problems?: Record<string, string>; message?: string; status: number };

/** The page the form was posted from, again, with what the visitor typed and what went wrong. */
async function answerWithPage(
  env: FormRelayEnv,
  url: URL,
  page: string,
  form: FormName,
  { values, problems = {}, message, status }: Answer,
  headers: Record<string, string> = {},
): Promise<Response> {
  const html = (await asset(env, url, page)) ?? (await asset(env, url, homePath));
  if (!html) return plain(status, [message, ...Object.values(problems)].filter(Boolean).join('\n'), headers);
  return problemPage({ html, action: formActions[form], values, problems, message, status, headers });
}

const seeOther = (path: string) =>
  new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });

/** Calls the function as the enhanced form does, from the site's origin, with the visitor's address for its limits. */
async function relay(env: FormRelayEnv, request: Request, url: URL, plan: Extract<PostPlan, { kind: 'relay' }>) {
  const base = env.SUPABASE_URL?.replace(/\/+$/, '');
  const key = env.SUPABASE_ANON_KEY;
  if (!base || !key) {
    console.error('[form relay] SUPABASE_URL or SUPABASE_ANON_KEY is not set: form posts cannot be relayed');
    return null;
  }
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Authorization: `Bearer ${key}`,
    apikey: key,
    Origin: url.origin,
  };
  if (plan.idempotent) headers['Idempotency-Key'] = await derivedIdempotencyKey(plan.body);
  const visitor = request.headers.get('cf-connecting-ip');
  if (env.FORM_RELAY_SECRET && visitor) {
    headers[relayHeaders.secret] = env.FORM_RELAY_SECRET;
    headers[relayHeaders.clientIp] = visitor;
  }
  try {
    return await fetch(`${base}/functions/v1/${plan.functionName}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(plan.body),
    });
  } catch (error) {
    // The error's name only: its message may quote the request.
    console.error(`[form relay] ${plan.functionName} unreachable (${error instanceof Error ? error.name : 'error'})`);
    return null;
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}

export async function handleFormPost(context: {
  request: Request;
  env: FormRelayEnv;
  params: Record<string, string | string[]>;
  next: () => Promise<Response>;
}): Promise<Response> {
  const { request, env } = context;
  const segment = context.params.form;
  const form = typeof segment === 'string' ? formNamed(segment) : undefined;
  // Not a form's address: the static result pages beside them.
  if (!form) return context.next();
  // A GET never acts, and a form is never sent with one: its fields would be in the address.
  if (request.method !== 'POST') return plain(405, formPostMessages.notAForm, { Allow: 'POST' });
  const url = new URL(request.url);
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== url.origin) return plain(403, formPostMessages.refused);
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return plain(415, formPostMessages.refused);
  const text = await readBody(request);
  if (text === null) return plain(413, formPostMessages.refused);
  const params = new URLSearchParams(text);
  const page = ownPagePath(params.get(formPostFields.page)) ?? homePath;
  const plan = planPost(form, params);

  if (plan.kind === 'invalid') {
    return answerWithPage(env, url, page, form, { ...plan, status: 422 });
  }
  if (plan.kind === 'needs-proof') {
    const html = await asset(env, url, formResultPaths.signUpNeedsJavaScript);
    if (!html) return plain(200, formPostMessages.refused);
    return pageWithBackLink(html, page, 200);
  }
  const response = await relay(env, request, url, plan);
  if (response === null || response.status >= 500) {
    await response?.body?.cancel();
    return answerWithPage(env, url, page, form, {
      values: plan.values,
      message: formPostMessages.unreachable,
      status: 503,
    });
  }
  const answer = await readJson(response);
  if (response.ok) return seeOther(formResultPaths[plan.result(answer)]);
  const refusal = refusalOf(answer);
  const retryAfter = response.headers.get('retry-after');
  return answerWithPage(
    env,
    url,
    page,
    form,
    {
      values: plan.values,
      problems: refusal.problems,
      message: refusal.message ?? formPostMessages.refused,
      status: response.status,
    },
    retryAfter ? { 'Retry-After': retryAfter } : {},
  );
}
