// The pages behind the newsletter's and course alerts' e-mail links: their form posts the link's token, which the
// prerendered page cannot know. Before React (or without it), the host writes the address's token into the form.
import { formPostFields } from '@fabrique/forms';
import { answerHeaders } from './form-page.ts';

/** The functions' token format (supabase/functions/_shared/crypto.ts): anything else is left out of the page. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

export async function withLinkToken(context: { request: Request; next: () => Promise<Response> }): Promise<Response> {
  const response = await context.next();
  const token = new URL(context.request.url).searchParams.get(formPostFields.token);
  const html = (response.headers.get('content-type') ?? '').includes('text/html');
  if (context.request.method !== 'GET' || response.status !== 200 || !html || !token || !tokenShape.test(token)) {
    return response;
  }
  const body = await new HTMLRewriter()
    .on(`form input[type="hidden"][name="${formPostFields.token}"]`, {
      element(element) {
        element.setAttribute('value', token);
      },
    })
    .transform(response)
    .text();
  // Never cached nor revalidated by the asset's ETag: the page now holds this link's token.
  return new Response(body, { status: 200, headers: answerHeaders(response.headers) });
}
