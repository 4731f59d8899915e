// What a form posted as plain HTML asks for: read from its fields, checked with the forms' own schemas, turned into
// the JSON call the enhanced form makes. Pure, so that Node tests it; the Pages Function (form-post.ts) runs it.
import { formActions, type FormName, type FormResult } from '@fabrique/content/paths';
import {
  contactFields,
  contactHoneypotField,
  contactRequestBody,
  formPostFields,
  formPostMessages,
  newsletterDefaultSource,
  proofField,
  validateContact,
  validateNewsletter,
} from '@fabrique/forms';

/** What the visitor typed, by field name: put back in their page when it comes back with a problem. */
export type PostedValues = Record<string, string>;
/** A French sentence per field name. */
export type FieldProblems = Record<string, string>;

export type PostPlan =
  /** Refused before any call: the page comes back with the values and each problem. */
  | { kind: 'invalid'; values: PostedValues; problems: FieldProblems; message?: string }
  /** A sign-up with no proof of work: nothing is stored, the visitor reads why and how else to ask. */
  | { kind: 'needs-proof'; values: PostedValues }
  /** Sent to the function as the enhanced form sends it; `result` names the page its success lands on. */
  | {
      kind: 'relay';
      values: PostedValues;
      functionName: string;
      body: Record<string, string>;
      /** Contact messages only: the same message posted twice is stored once. */
      idempotent: boolean;
      result: (answer: unknown) => FormResult;
    };

const contactFormFields = [...contactFields, 'session'] as const;

/** The form a path segment of /envoi/<segment> names, if any. */
export function formNamed(segment: string): FormName | undefined {
  return (Object.keys(formActions) as FormName[]).find((form) => formActions[form] === `/envoi/${segment}`);
}

function pick(params: URLSearchParams, names: readonly string[]): PostedValues {
  const values: PostedValues = {};
  for (const name of names) {
    const value = params.get(name);
    if (value !== null) values[name] = value;
  }
  return values;
}

const filled = (params: URLSearchParams, name: string) => {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
};

/** The functions answer a contact message with whether the visitor was sent an acknowledgement (no proof: not). */
function contactResult(answer: unknown): FormResult {
  const acknowledgement =
    typeof answer === 'object' && answer !== null && 'acknowledgement' in answer ? answer.acknowledgement : undefined;
  return acknowledgement === 'withheld' ? 'messageReceived' : 'messageSent';
}

function planContact(params: URLSearchParams): PostPlan {
  const values = pick(params, contactFormFields);
  const courseId = filled(params, formPostFields.courseId);
  const result = validateContact({ ...values, ...(courseId ? { courseId } : {}) });
  if (!result.success) return { kind: 'invalid', values, problems: result.fieldErrors };
  const body = contactRequestBody({ ...result.output, [contactHoneypotField]: params.get(contactHoneypotField) ?? '' });
  const proof = filled(params, proofField);
  if (proof) body[proofField] = proof;
  return { kind: 'relay', values, functionName: 'send-contact-email', body, idempotent: true, result: contactResult };
}

function planSignUp(params: URLSearchParams, form: 'newsletter' | 'courseAlert'): PostPlan {
  const values = pick(params, ['email']);
  const result = validateNewsletter(values);
  if (!result.success) return { kind: 'invalid', values, problems: result.fieldErrors };
  const courseId = filled(params, formPostFields.courseId);
  if (form === 'courseAlert' && !courseId)
    return { kind: 'invalid', values, problems: {}, message: formPostMessages.refused };
  const proof = filled(params, proofField);
  // Confirming a sign-up takes an e-mail to the typed address, and such an e-mail takes a proof (none without JavaScript).
  if (!proof) return { kind: 'needs-proof', values };
  const body: Record<string, string> = {
    email: result.output.email,
    source: form === 'courseAlert' ? `${newsletterDefaultSource}/formation` : newsletterDefaultSource,
    [proofField]: proof,
  };
  if (form === 'courseAlert' && courseId) body.courseId = courseId;
  return {
    kind: 'relay',
    values,
    functionName: 'send-newsletter-email',
    body,
    idempotent: false,
    result: () => (form === 'courseAlert' ? 'courseAlertToConfirm' : 'newsletterToConfirm'),
  };
}

function planToken(params: URLSearchParams, form: 'confirm' | 'unsubscribe'): PostPlan {
  const values = pick(params, [formPostFields.token]);
  const token = filled(params, formPostFields.token);
  if (!token) return { kind: 'invalid', values, problems: {}, message: formPostMessages.tokenMissing };
  const courseId = filled(params, formPostFields.courseId);
  const alert = courseId !== undefined;
  return {
    kind: 'relay',
    values,
    functionName: form === 'confirm' ? 'confirm-newsletter' : 'unsubscribe-newsletter',
    body: alert ? { token, courseId } : { token },
    idempotent: false,
    result: () =>
      form === 'confirm'
        ? alert
          ? 'courseAlertConfirmed'
          : 'newsletterConfirmed'
        : alert
          ? 'courseAlertUnsubscribed'
          : 'newsletterUnsubscribed',
  };
}

/** What to do with a post of `form`, from its urlencoded fields. */
export function planPost(form: FormName, params: URLSearchParams): PostPlan {
  switch (form) {
    case 'contact':
      return planContact(params);
    case 'newsletter':
    case 'courseAlert':
      return planSignUp(params, form);
    case 'confirm':
    case 'unsubscribe':
      return planToken(params, form);
  }
}

/**
 * A contact message's idempotency key when posted as HTML, where no script made one: derived from the message itself,
 * so that a double submit or a resent form stores it once (the enhanced form makes a random one per message).
 */
export async function derivedIdempotencyKey(body: Record<string, string>): Promise<string> {
  const { [proofField]: _proof, ...message } = body;
  const canonical = JSON.stringify(Object.entries(message).sort(([a], [b]) => (a < b ? -1 : 1)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `form-post-${hex}`;
}

/** The page path a form names as its own: a plain path of this site, or none (then the home page is used). */
export function ownPagePath(value: string | null): string | undefined {
  if (!value || value.length > 300) return undefined;
  return /^\/(?!\/)[A-Za-z0-9\-._~/%]*$/.test(value) && !value.split('/').includes('..') ? value : undefined;
}

/** The functions' refusal `{ error, fieldErrors }` as the page shows it. */
export function refusalOf(answer: unknown): { message?: string; problems: FieldProblems } {
  if (typeof answer !== 'object' || answer === null) return { problems: {} };
  const record = answer as { error?: unknown; fieldErrors?: unknown };
  const problems: FieldProblems = {};
  if (typeof record.fieldErrors === 'object' && record.fieldErrors !== null) {
    for (const [field, text] of Object.entries(record.fieldErrors))
      if (typeof text === 'string') problems[field] = text;
  }
  const message = typeof record.error === 'string' && record.error.trim() !== '' ? record.error : undefined;
  return message ? { message, problems } : { problems };
}
