import type { SupabaseClient } from '@supabase/supabase-js';
import { contactHoneypotField, type ContactMessage } from './contact.ts';
import { contactFeedback } from './feedback.ts';

/** Where the Edge Functions live and the public anonymous key sent with every call. */
export type BackendConfig = { url: string; anonKey: string };

/** A contact message plus the honeypot's value, sent only when something filled it. */
export type ContactSubmission = ContactMessage & { [contactHoneypotField]?: string };

export interface SendContactOptions {
  /** One key per message (not per attempt), so that a retried submit is never stored twice. */
  idempotencyKey: string;
  fetch?: typeof fetch;
}

export function functionUrl(config: BackendConfig, name: string): string {
  return `${config.url.replace(/\/+$/, '')}/functions/v1/${name}`;
}

/** The JSON body of a message, the same from the enhanced form and from the site's relay of a plain form post. */
export function contactRequestBody(message: ContactSubmission): Record<string, string> {
  const { name, email, subject, projectOrFormationName, phone, company } = message;
  const body: Record<string, string> = {
    name,
    email,
    subject,
    projectOrFormationName,
    phone,
    company,
    message: message.message,
  };
  // Sent only from a course page: the course and the chosen session, for the organisation to sort its requests.
  if (message.courseId) body.courseId = message.courseId;
  if (message.session) body.session = message.session;
  const honeypot = message[contactHoneypotField];
  if (typeof honeypot === 'string' && honeypot !== '') body[contactHoneypotField] = honeypot;
  return body;
}

/** Sends the message; resolves when the server accepted it, otherwise throws an Error whose message is the toast's text. */
export async function sendContactMessage(
  config: BackendConfig,
  message: ContactSubmission,
  options: SendContactOptions,
): Promise<void> {
  const body = contactRequestBody(message);
  const send = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await send(functionUrl(config, 'send-contact-email'), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${config.anonKey}`,
        apikey: config.anonKey,
        'Idempotency-Key': options.idempotencyKey,
      },
      body: JSON.stringify(body),
    });
  } catch (cause) {
    throw new Error(contactFeedback.sendErrorFallback, { cause });
  }
  if (response.ok) {
    // The success body is not shown; release the connection.
    await response.body?.cancel().catch(() => undefined);
    return;
  }
  const serverError = errorFieldOf(await readJson(response));
  // An empty `error` names nothing either.
  throw new Error(serverError || contactFeedback.sendErrorMessage);
}

/** Recorded with the consent: where on the site the visitor subscribed. */
export const newsletterDefaultSource = 'site';

// One anonymous client per page, created on the first subscription so supabase-js never weighs on page load.
let shared: { key: string; client: Promise<SupabaseClient> } | undefined;

function sharedClient(config: BackendConfig): Promise<SupabaseClient> {
  const key = `${config.url}\n${config.anonKey}`;
  if (shared?.key !== key) {
    const client = import('@supabase/supabase-js').then((supabase) =>
      supabase.createClient(config.url, config.anonKey, {
        // The spec's shared client keeps its session and refreshes tokens; no login exists, so never read the URL.
        auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
      }),
    );
    // A failed chunk load must not stick: the next submit tries again.
    client.catch(() => {
      if (shared?.client === client) shared = undefined;
    });
    shared = { key, client };
  }
  return shared.client;
}

/**
 * Asks for a subscription (the server then sends the confirmation e-mail); with `courseId`, to that course's
 * next-date alerts rather than to the newsletter.
 * A failure throws an Error whose message is the server's `error` text, or '' when there is none
 * (network, relay, no JSON): the UI then shows newsletterErrorText's French fallback. The original error is the `cause`.
 */
export async function subscribeToNewsletter(
  config: BackendConfig,
  email: string,
  options: { source?: string; courseId?: string } = {},
): Promise<void> {
  let outcome: { data: unknown; error: unknown };
  try {
    const client = await sharedClient(config);
    outcome = await client.functions.invoke('send-newsletter-email', {
      body: {
        email,
        source: options.source ?? newsletterDefaultSource,
        ...(options.courseId ? { courseId: options.courseId } : {}),
      },
    });
  } catch (cause) {
    throw new Error('', { cause });
  }
  const dataError = errorFieldOf(outcome.data);
  if (dataError !== undefined) throw new Error(dataError);
  if (outcome.error) {
    const response = (outcome.error as { context?: unknown }).context;
    const serverError = response instanceof Response ? errorFieldOf(await readJson(response)) : undefined;
    throw new Error(serverError ?? '', { cause: outcome.error });
  }
}

/** The two actions of the newsletter e-mails' links, each carried by its single-use token. */
export type NewsletterTokenAction = 'confirm-newsletter' | 'unsubscribe-newsletter';

/**
 * Confirms a subscription or unsubscribes, by a POST from the site's page (mail scanners open GET links, so a GET
 * never acts). Throws an Error whose message is the server's French text (an expired link, say) or `fallback`.
 * With `courseId`, the token belongs to that course's next-date alerts.
 */
export async function postNewsletterToken(
  config: BackendConfig,
  action: NewsletterTokenAction,
  token: string,
  fallback: string,
  { fetch: fetchImpl = globalThis.fetch, courseId }: { fetch?: typeof fetch; courseId?: string } = {},
): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(functionUrl(config, action), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${config.anonKey}`,
        apikey: config.anonKey,
      },
      body: JSON.stringify(courseId ? { token, courseId } : { token }),
    });
  } catch (cause) {
    throw new Error(fallback, { cause });
  }
  const body = await readJson(response);
  if (response.ok) return;
  throw new Error(errorFieldOf(body) || fallback);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}

function errorFieldOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  return typeof body.error === 'string' ? body.error : undefined;
}
