import { isTokenShaped, randomToken, sha256Hex } from './crypto.ts';
import type { Deps } from './deps.ts';
import { courseAlertWelcome, newsletterWelcome } from './emails.ts';
import { deliverInBackground } from './delivery.ts';
import { enforceClientLimit } from './guards.ts';
import { createEndpoint, HttpError, json, readJsonObject, type Handler } from './http.ts';
import { serverMessages } from './messages.ts';
import { readOptInList } from './opt-in-list.ts';
import { errorSummary } from './redact.ts';
import type { OptInList } from './store.ts';

const confirmed = () => json(200, { success: true, status: 'confirmed' });

/** Called by the site's confirmation page with a POST (mail scanners that pre-open links only GET); `courseId` for an alert. */
export function createConfirmNewsletterHandler(deps: Deps): Handler {
  return createEndpoint({
    name: 'confirm-newsletter',
    config: deps.config,
    async post({ request, info }) {
      const body = await readJsonObject(request, deps.config.maxBodyBytes);
      if (!isTokenShaped(body.token)) throw new HttpError(400, serverMessages.confirmTokenInvalid);
      const list = readOptInList(body.courseId);
      await enforceClientLimit(deps, 'confirm', request, info);
      const tokenHash = await sha256Hex(body.token);
      const now = deps.clock.now();
      const subscriber = await deps.store.useToken(tokenHash, 'confirm', now, list);
      if (subscriber) {
        await sendWelcome(deps, list, subscriber.id, subscriber.email, now);
        return confirmed();
      }
      const token = await deps.store.lookupToken(tokenHash, now, list);
      if (token?.purpose !== 'confirm') throw new HttpError(400, serverMessages.confirmTokenInvalid);
      // The page may post twice (reload, double click): an already confirmed address is a success.
      if (token.used && token.subscriberStatus === 'confirmed') return confirmed();
      if (token.expired && !token.used) throw new HttpError(410, serverMessages.confirmTokenExpired);
      throw new HttpError(400, serverMessages.confirmTokenInvalid);
    },
  });
}

/** A courtesy e-mail that carries the first unsubscribe link, queued; its failure does not undo the confirmation. */
async function sendWelcome(deps: Deps, list: OptInList, subscriberId: string, email: string, now: Date): Promise<void> {
  try {
    const token = randomToken();
    const queued =
      list.courseId === null
        ? { kind: 'newsletter-welcome', recipient: email, mail: newsletterWelcome(email, token, deps.config) }
        : {
            kind: 'course-alert-welcome',
            recipient: email,
            mail: courseAlertWelcome(email, token, list.courseId, deps.config),
          };
    const deliveryId = await deps.store.insertTokenWithMail(
      {
        hash: await sha256Hex(token),
        subscriberId,
        purpose: 'unsubscribe',
        now,
        ttlMs: deps.config.unsubscribeTokenTtlMs,
      },
      queued,
      list,
    );
    deliverInBackground(deps, [deliveryId]);
  } catch (error) {
    console.error(`[confirm-newsletter] welcome e-mail not queued: ${errorSummary(error)}`);
  }
}
