import type { SupabaseClient } from '@supabase/supabase-js';
import { contactHoneypotField, type ContactMessage } from './contact.ts';
import { contactFeedback, newsletterFeedback } from './feedback.ts';
import { proofField, takeProof, type ProofOptions } from './proof.ts';

/** Where the Edge Functions live and the public anonymous key sent with every call. */
export type BackendConfig = { url: string; anonKey: string };

/** A contact message plus the honeypot's value, sent only when something filled it. */
export type ContactSubmission = ContactMessage & { [contactHoneypotField]?: string };

export interface SendContactOptions {
  /** One key per message (not per attempt), so that a retried submit is never stored twice. */
  idempotencyKey: string;
  fetch?: typeof fetch;
  proof?: ProofOptions;
}

/**
 * Whether the sender gets an automatic acknowledgement by e-mail: 'queued' when the proof of work came with the
 * message, 'withheld' without it (the organisation still has the message).
 */
export type ContactAcknowledgement = 'queued' | 'withheld';

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

/**
 * Sends the message with the page's proof of work; resolves with the acknowledgement once the server accepted it,
 * otherwise throws an Error whose message is the toast's text.
 */
export async function sendContactMessage(
  config: BackendConfig,
  message: ContactSubmission,
  options: SendContactOptions,
): Promise<ContactAcknowledgement> {
  const body = contactRequestBody(message);
  // Without a proof the message still goes: the organisation gets it, the sender's acknowledgement is withheld.
  const proof = await takeProof(config, { fetch: options.fetch, ...options.proof });
  if (proof) body[proofField] = proof;
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
    const answer = await readJson(response);
    const acknowledgement = (answer as { acknowledgement?: unknown } | undefined)?.acknowledgement;
    return acknowledgement === 'queued' ? 'queued' : 'withheld';
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
  options: { source?: string; courseId?: string; proof?: ProofOptions } = {},
): Promise<void> {
  let outcome: { data: unknown; error: unknown };
  try {
    // A confirmation e-mail needs a proof of work; without one the server refuses (proof-required), said below.
    const [client, proof] = await Promise.all([sharedClient(config), takeProof(config, options.proof)]);
    outcome = await client.functions.invoke('send-newsletter-email', {
      body: {
        email,
        source: options.source ?? newsletterDefaultSource,
        ...(options.courseId ? { courseId: options.courseId } : {}),
        ...(proof ? { [proofField]: proof } : {}),
      },
    });
  } catch (cause) {
    throw new Error('', { cause });
  }
  const dataError = errorFieldOf(outcome.data);
  if (dataError !== undefined) throw new Error(dataError);
  if (outcome.error) {
    const response = (outcome.error as { context?: unknown }).context;
    const answer = response instanceof Response ? await readJson(response) : undefined;
    // The server's sentence speaks to a browser without JavaScript; here the browser tried and its check failed.
    if (codeOf(answer) === 'proof-required') throw new Error(newsletterFeedback.proofFailed, { cause: outcome.error });
    throw new Error(errorFieldOf(answer) ?? '', { cause: outcome.error });
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

function codeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  return typeof body.code === 'string' ? body.code : undefined;
}

function errorFieldOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  return typeof body.error === 'string' ? body.error : undefined;
}
