import { courseAlertConsentWording, newsletterConsentWording, validateNewsletter } from '@fabrique/forms';
import { randomToken, sha256Hex } from './crypto.ts';
import type { Deps } from './deps.ts';
import { courseAlertConfirmation, newsletterConfirmation } from './emails.ts';
import { deliverInBackground } from './delivery.ts';
import {
  enforceClientLimit,
  firstFieldError,
  isHoneypotHit,
  mayAutoSend,
  mayConfirmTo,
  refuseControlCharacters,
} from './guards.ts';
import { createEndpoint, HttpError, json, readJsonObject, type Handler } from './http.ts';
import { serverMessages } from './messages.ts';
import { readCatalogueList } from './opt-in-list.ts';
import { proofField, spendProof } from './proof.ts';

const sourcePattern = /^[a-z0-9][a-z0-9_/-]{0,49}$/i;

function readSource(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'site';
  if (typeof value !== 'string' || !sourcePattern.test(value)) throw new HttpError(400, serverMessages.invalidSource);
  return value;
}

/**
 * Subscribe with double opt-in, to the newsletter or, with `courseId`, to that course's next-date alerts. Every
 * accepted address gets the same answer, whether it is new, pending or already confirmed: the answer never tells who
 * is subscribed.
 */
export function createNewsletterHandler(deps: Deps): Handler {
  const success = () => json(200, { success: true, message: serverMessages.newsletterSubscribed });
  return createEndpoint({
    name: 'send-newsletter-email',
    config: deps.config,
    async post({ request, info }) {
      const body = await readJsonObject(request, deps.config.maxBodyBytes);
      refuseControlCharacters(body, ['email', 'source', 'courseId']);
      const { website, source, courseId, [proofField]: proof, ...fields } = body;
      const result = validateNewsletter(fields);
      if (!result.success) {
        const error = firstFieldError(result.fieldErrors, ['email']);
        throw new HttpError(400, error, { fieldErrors: result.fieldErrors });
      }
      const origin = readSource(source);
      const list = readCatalogueList(courseId);
      const email = result.output.email; // lower case: the schema's one normalisation
      const now = deps.clock.now();
      // A double opt-in sends an e-mail to a typed address: never without a proof of work, spent before any row.
      if ((await spendProof(deps, proof)) === 'missing') {
        throw new HttpError(400, serverMessages.proofRequired, { code: 'proof-required' });
      }
      // The bot gets the answer it expects; it counts toward no limit, a few hits are kept flagged, nothing is sent.
      if (isHoneypotHit(website)) {
        await deps.store.insertSpamSubscriber(email, now, origin, list, deps.config.spamStoredPerHour);
        return success();
      }
      await enforceClientLimit(deps, 'newsletter', request, info);
      const subscriber = await deps.store.upsertSubscriber(
        email,
        {
          consentedAt: now,
          source: origin,
          wording: list.courseId === null ? newsletterConsentWording : courseAlertConsentWording,
        },
        list,
      );
      if (subscriber.status === 'confirmed') return success();

      // One confirmation e-mail per address per cooldown, and a few a day: the form cannot flood a mailbox.
      const last = await deps.store.lastTokenCreatedAt(subscriber.id, 'confirm', list);
      if (last && now.getTime() - last.getTime() < deps.config.confirmResendCooldownMs) return success();
      if (!(await mayConfirmTo(deps, email))) return success();
      // Past the hourly ceiling the confirmation is dropped (counted, alerted once): the person may simply ask again.
      if (!(await mayAutoSend(deps, 'newsletter'))) return success();

      const token = randomToken();
      const deliveryId = await deps.store.insertTokenWithMail(
        {
          hash: await sha256Hex(token),
          subscriberId: subscriber.id,
          purpose: 'confirm',
          now,
          ttlMs: deps.config.confirmTokenTtlMs,
        },
        list.courseId === null
          ? {
              kind: 'newsletter-confirmation',
              recipient: email,
              mail: newsletterConfirmation(email, token, deps.config),
            }
          : {
              kind: 'course-alert-confirmation',
              recipient: email,
              mail: courseAlertConfirmation(email, token, list.courseId, deps.config),
            },
        list,
      );
      // Sent after the answer: known and unknown addresses answer alike, in the same time.
      deliverInBackground(deps, [deliveryId]);
      return success();
    },
  });
}
