import { isCourseId, isSessionOf } from '@fabrique/content/ids';
import {
  contactFields,
  contactHoneypotField,
  contactSubjects,
  courseRequestFields,
  courseRequestMessages,
  validateContact,
  type ContactMessage,
  type ContactRecord,
} from '@fabrique/forms';
import { sha256Hex } from './crypto.ts';
import type { Deps } from './deps.ts';
import { contactConfirmation, contactNotification } from './emails.ts';
import { deliverInBackground } from './delivery.ts';
import {
  enforceClientLimit,
  firstFieldError,
  isHoneypotHit,
  mayAutoSend,
  mayConfirmTo,
  readIdempotencyKey,
  refuseControlCharacters,
} from './guards.ts';
import { createEndpoint, HttpError, json, readJsonObject, type Handler } from './http.ts';
import { serverMessages } from './messages.ts';
import { proofField, spendProof } from './proof.ts';
import type { NewContactMessage, QueuedMail, StoredMessage } from './store.ts';

const oneLineFields = ['name', 'email', 'subject', 'projectOrFormationName', 'phone', 'company', 'courseId', 'session'];

function optional(value: string | null | undefined): string | null {
  return value ? value : null;
}

function toInput(output: ContactMessage): ContactRecord {
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
    courseId: optional(output.courseId),
    sessionStart: optional(output.session),
  };
}

/** A course request names a course of the catalogue, and a session only of that course (the ids module, asset-free). */
function checkCourseRequest({ courseId, sessionStart }: ContactRecord): void {
  if (courseId !== null && !isCourseId(courseId)) {
    throw new HttpError(400, courseRequestMessages.courseUnknown, {
      fieldErrors: { courseId: courseRequestMessages.courseUnknown },
    });
  }
  if (sessionStart !== null && (courseId === null || !isSessionOf(courseId, sessionStart))) {
    throw new HttpError(400, courseRequestMessages.sessionUnknown, {
      fieldErrors: { session: courseRequestMessages.sessionUnknown },
    });
  }
}

/** The same key with another message is refused; with the same one, the visitor is told it is safely stored. */
function checkReplay(stored: StoredMessage, requestHash: string): void {
  if (stored.requestHash !== requestHash) throw new HttpError(422, serverMessages.idempotencyKeyReused);
}

/** Whether the sender gets an automatic acknowledgement: only with a valid proof of work ('withheld' without). */
type Acknowledgement = 'queued' | 'withheld';

const stored = (id: string, acknowledgement: Acknowledgement, replayed = false) =>
  json(200, { success: true, id, acknowledgement }, replayed ? { 'Idempotent-Replayed': 'true' } : {});

/** A replay resumes whatever is still pending (the first worker may have died before sending). */
async function resume(deps: Deps, id: string): Promise<Response> {
  deliverInBackground(deps, await deps.store.pendingDeliveryIds(id));
  const acknowledged = await deps.store.hasDeliveryOfKind(id, 'contact-confirmation');
  return stored(id, acknowledged ? 'queued' : 'withheld', true);
}

/**
 * The message and the staff's notification are stored in one statement, the sender's acknowledgement queued after it
 * by the request that stored it; then the answer goes out and sending happens after it; the delivery worker retries
 * whatever fails. A mail failure never loses the message nor the answer.
 */
export function createContactHandler(deps: Deps): Handler {
  return createEndpoint({
    name: 'send-contact-email',
    config: deps.config,
    async post({ request, info }) {
      const idempotencyKey = readIdempotencyKey(request);
      const body = await readJsonObject(request, deps.config.maxBodyBytes);
      refuseControlCharacters(body, oneLineFields, ['message']);
      const { [contactHoneypotField]: honeypot, [proofField]: proof, ...fields } = body;
      const result = validateContact(fields);
      if (!result.success) {
        const error = firstFieldError(result.fieldErrors, [...contactFields, ...courseRequestFields]);
        throw new HttpError(400, error, { fieldErrors: result.fieldErrors });
      }
      const spam = isHoneypotHit(honeypot);
      const input = toInput(result.output);
      checkCourseRequest(input);
      const requestHash = await sha256Hex(JSON.stringify(input));
      const id = crypto.randomUUID();
      const row: NewContactMessage = {
        ...input,
        id,
        createdAt: deps.clock.now(),
        // A honeypot hit keeps no key: it must never shadow a real message.
        idempotencyKey: spam ? null : idempotencyKey,
        requestHash,
        spam,
      };
      if (!spam && idempotencyKey) {
        const previous = await deps.store.findContactMessage(idempotencyKey);
        if (previous) {
          checkReplay(previous, requestHash);
          return resume(deps, previous.id);
        }
      }
      // Spent before any row: a replayed proof is refused, a missing one withholds the automatic acknowledgement.
      const proven = (await spendProof(deps, proof)) === 'valid';
      if (spam) {
        // The bot gets the answer it expects and no hint; it counts toward no limit, a few are kept, nothing is sent.
        await deps.store.insertSpamContact(row, deps.config.spamStoredPerHour);
        return json(200, { success: true });
      }
      await enforceClientLimit(deps, 'contact', request, info);
      // The organisation always hears of the message, stored with it in one statement.
      const notification: QueuedMail = {
        kind: 'contact-notification',
        recipient: deps.config.contactTo.email,
        mail: contactNotification(input, id, deps.config),
      };
      const deliveryIds = await deps.store.insertContactMessage(row, [notification]);
      if (deliveryIds === null) {
        // Lost a race with a concurrent retry carrying the same key.
        const previous = await deps.store.findContactMessage(idempotencyKey ?? '');
        if (!previous) throw new Error('idempotency conflict without a stored row');
        checkReplay(previous, requestHash);
        return resume(deps, previous.id);
      }
      // Only the request that stored the message spends the mailbox's cap and the hourly ceiling: the sender's copy
      // needs a proof and room in both (past the ceiling it is dropped, never queued ahead of real mail).
      if (proven && (await mayConfirmTo(deps, input.email)) && (await mayAutoSend(deps, 'contact'))) {
        const confirmation = {
          kind: 'contact-confirmation',
          recipient: input.email,
          mail: contactConfirmation(input, id, deps.config),
        };
        deliveryIds.push(...(await deps.store.queueMessageMails(id, [confirmation], row.createdAt)));
      }
      deliverInBackground(deps, deliveryIds);
      return stored(id, proven ? 'queued' : 'withheld');
    },
  });
}
