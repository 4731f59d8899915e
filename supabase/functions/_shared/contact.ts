import { contactFields, contactHoneypotField, contactSubjects, validateContact, type ContactMessage } from '@fabrique/forms';
import { sha256Hex } from './crypto.ts';
import type { Deps } from './deps.ts';
import { contactConfirmation, contactNotification, type ContactInput } from './emails.ts';
import { enforceRateLimit, firstFieldError, isHoneypotHit, readIdempotencyKey, refuseControlCharacters } from './guards.ts';
import { clientKey, createEndpoint, HttpError, json, readJsonObject, type Handler } from './http.ts';
import { serverMessages } from './messages.ts';
import type { MailStatus, StoredAnswer } from './store.ts';

const oneLineFields = ['name', 'email', 'subject', 'projectOrFormationName', 'phone', 'company'];

function optional(value: string | null | undefined): string | null {
  return value ? value : null;
}

function toInput(output: ContactMessage): ContactInput {
  const label = contactSubjects.find((subject) => subject.value === output.subject)?.label ?? output.subject;
  return {
    name: output.name,
    email: output.email,
    subject: output.subject,
    subjectLabel: label,
    projectOrFormationName: optional(output.projectOrFormationName),
    phone: optional(output.phone),
    company: optional(output.company),
    message: output.message,
  };
}

/** A retry gets the first answer; the same key with another message is refused. */
function replay(stored: StoredAnswer, requestHash: string): Response {
  if (stored.requestHash !== requestHash) throw new HttpError(422, serverMessages.idempotencyKeyReused);
  if (stored.status === null) throw new HttpError(409, serverMessages.requestInProgress);
  return json(stored.status, stored.body, { 'Idempotent-Replayed': 'true' });
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Stored first; then the organisation is told, then the sender. A mail failure never loses the message. */
async function deliver(deps: Deps, id: string, input: ContactInput): Promise<Response> {
  const errors: string[] = [];
  let notificationStatus: MailStatus = 'sent';
  let confirmationStatus: MailStatus = 'pending';
  try {
    await deps.mailer.send(contactNotification(input, id, deps.config));
  } catch (error) {
    notificationStatus = 'failed';
    errors.push(`notification: ${errorText(error)}`);
  }
  if (notificationStatus === 'sent') {
    try {
      await deps.mailer.send(contactConfirmation(input, id, deps.config));
      confirmationStatus = 'sent';
    } catch (error) {
      confirmationStatus = 'failed';
      errors.push(`confirmation: ${errorText(error)}`);
    }
  }
  if (errors.length > 0) console.error(`[send-contact-email] ${id}: ${errors.join('; ')}`);
  const [responseStatus, responseBody] =
    notificationStatus === 'failed'
      ? [502, { error: serverMessages.contactMailFailed, id }]
      : confirmationStatus === 'failed'
        ? [200, { success: true, id, warning: serverMessages.contactConfirmationFailed }]
        : [200, { success: true, id }];
  await deps.store.recordContactOutcome(id, {
    notificationStatus,
    confirmationStatus,
    mailError: errors.length > 0 ? errors.join('; ') : null,
    responseStatus,
    responseBody,
  });
  return json(responseStatus, responseBody);
}

export function createContactHandler(deps: Deps): Handler {
  return createEndpoint({
    name: 'send-contact-email',
    config: deps.config,
    async post({ request, info }) {
      const idempotencyKey = readIdempotencyKey(request);
      const body = await readJsonObject(request, deps.config.maxBodyBytes);
      refuseControlCharacters(body, oneLineFields, ['message']);
      const { [contactHoneypotField]: honeypot, ...fields } = body;
      const result = validateContact(fields);
      if (!result.success) {
        const error = firstFieldError(result.fieldErrors, contactFields);
        throw new HttpError(400, error, { fieldErrors: result.fieldErrors });
      }
      if (isHoneypotHit(honeypot)) return json(200, { success: true });

      const input = toInput(result.output);
      const requestHash = await sha256Hex(JSON.stringify(input));
      if (idempotencyKey) {
        const stored = await deps.store.findContactAnswer(idempotencyKey);
        if (stored) return replay(stored, requestHash);
      }
      await enforceRateLimit(deps, 'contact', clientKey(request, info));
      const id = await deps.store.insertContactMessage({
        createdAt: deps.clock.now(),
        name: input.name,
        email: input.email,
        subject: input.subject,
        projectOrFormationName: input.projectOrFormationName,
        phone: input.phone,
        company: input.company,
        message: input.message,
        idempotencyKey,
        requestHash,
      });
      if (id === null) {
        // Lost a race with a concurrent retry carrying the same key.
        const stored = await deps.store.findContactAnswer(idempotencyKey ?? '');
        if (!stored) throw new Error('idempotency conflict without a stored row');
        return replay(stored, requestHash);
      }
      return deliver(deps, id, input);
    },
  });
}
