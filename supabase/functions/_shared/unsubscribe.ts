import { isTokenShaped, sha256Hex } from './crypto.ts';
import type { Deps } from './deps.ts';
import { courseAlertUnsubscribePath, newsletterUnsubscribePath } from '@fabrique/content/paths';
import { sitePageUrl } from './emails.ts';
import { enforceClientLimit } from './guards.ts';
import {
  createEndpoint,
  HttpError,
  isFormRequest,
  json,
  readJsonObject,
  readText,
  type EndpointContext,
  type Handler,
} from './http.ts';
import { serverMessages } from './messages.ts';
import { readOptInList } from './opt-in-list.ts';

const unsubscribed = () => json(200, { success: true, status: 'unsubscribed' });

/** RFC 8058 one-click: a form POST whose body is List-Unsubscribe=One-Click, the token (and course) in the URL. */
async function readOneClickToken(
  { request, url }: EndpointContext,
  maxBytes: number,
): Promise<{ token: unknown; courseId: unknown }> {
  const text = await readText(request, maxBytes);
  const type = request.headers.get('content-type') ?? '';
  const fields = type.toLowerCase().startsWith('multipart/form-data')
    ? await new Response(text, { headers: { 'Content-Type': type } }).formData().catch(() => null)
    : new URLSearchParams(text);
  if (fields?.get('List-Unsubscribe') !== 'One-Click') throw new HttpError(400, serverMessages.malformedJson);
  return { token: url.searchParams.get('token'), courseId: url.searchParams.get('course') };
}

export function createUnsubscribeNewsletterHandler(deps: Deps): Handler {
  return createEndpoint({
    name: 'unsubscribe-newsletter',
    config: deps.config,
    async post(context) {
      const { token, courseId } = isFormRequest(context.request)
        ? await readOneClickToken(context, deps.config.maxBodyBytes)
        : await readJsonObject(context.request, deps.config.maxBodyBytes);
      if (!isTokenShaped(token)) throw new HttpError(400, serverMessages.unsubscribeTokenInvalid);
      const list = readOptInList(courseId);
      await enforceClientLimit(deps, 'unsubscribe', context.request, context.info);
      const tokenHash = await sha256Hex(token);
      const now = deps.clock.now();
      if (await deps.store.useToken(tokenHash, 'unsubscribe', now, list)) return unsubscribed();
      const found = await deps.store.lookupToken(tokenHash, now, list);
      if (found?.purpose !== 'unsubscribe') throw new HttpError(400, serverMessages.unsubscribeTokenInvalid);
      if (found.subscriberStatus === 'unsubscribed') return unsubscribed();
      throw new HttpError(400, serverMessages.unsubscribeTokenInvalid);
    },
    // Someone opened the List-Unsubscribe address in a browser: send them to the site page, change nothing.
    async get({ url }) {
      const token = url.searchParams.get('token');
      if (!isTokenShaped(token)) {
        throw new HttpError(405, serverMessages.methodNotAllowed, {}, { Allow: 'GET, POST, OPTIONS' });
      }
      const { courseId } = readOptInList(url.searchParams.get('course'));
      const page = courseId === null ? newsletterUnsubscribePath : courseAlertUnsubscribePath(courseId);
      return new Response(null, { status: 303, headers: { Location: sitePageUrl(deps.config, page, token) } });
    },
  });
}
