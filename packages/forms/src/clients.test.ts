import { afterEach, describe, expect, it } from 'vitest';
import { sendContactMessage, subscribeToNewsletter, type BackendConfig, type ContactSubmission } from './clients.ts';
import type { ContactMessage } from './contact.ts';
import { contactFeedback, contactSendErrorText, newsletterErrorText, newsletterFeedback } from './feedback.ts';
import { json, refusedUrl, startServer, type Reply, type TestServer } from './test-server.ts';

const anonKey = 'local-anon-key-test';
const message: ContactMessage = {
  name: 'Camille Martin',
  email: 'camille@exemple.fr',
  subject: 'offre',
  projectOrFormationName: '',
  phone: '0612345678',
  company: '',
  message: 'Bonjour',
};

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function backend(reply: Reply): Promise<BackendConfig> {
  server = await startServer(reply);
  return { url: server.url, anonKey };
}

const sendTo = (config: BackendConfig, submission: ContactSubmission = message) =>
  sendContactMessage(config, submission, { idempotencyKey: 'key-1' });

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`rejected with a non-Error: ${String(error)}`);
  }
  throw new Error('expected a rejection');
}

describe('sendContactMessage', () => {
  it('POSTs the 7 fields as JSON with the key, the bearer and the idempotency key, and resolves on OK', async () => {
    const config = await backend(json(200, { success: true, id: 'm-1', acknowledgement: 'queued' }));
    await expect(sendTo(config)).resolves.toBe('queued');
    expect(server?.requests).toHaveLength(1);
    const [request] = server?.requests ?? [];
    expect(request).toMatchObject({ method: 'POST', url: '/functions/v1/send-contact-email' });
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: `Bearer ${anonKey}`,
      apikey: anonKey,
      'idempotency-key': 'key-1',
    });
    expect(JSON.parse(request?.body ?? '')).toEqual(message);
  });

  it('attaches the proof of work as `altcha`, fetched from form-challenge and solved by the page solver', async () => {
    const config = await backend(json(200, { success: true, acknowledgement: 'queued' }));
    const solver = async (challenge: unknown) => `solved:${JSON.stringify(challenge)}`;
    await sendContactMessage(config, message, { idempotencyKey: 'k', proof: { solver } });
    const [challenge, post] = server?.requests ?? [];
    expect(challenge).toMatchObject({ method: 'GET', url: '/functions/v1/form-challenge' });
    expect(JSON.parse(post?.body ?? '')).toEqual({
      ...message,
      altcha: 'solved:{"success":true,"acknowledgement":"queued"}',
    });
  });

  it('sends the honeypot only when something filled it, and never other keys', async () => {
    const config = await backend(json(200, {}));
    await sendTo(config, { ...message, website: 'http://spam.example' });
    await sendTo(config, { ...message, website: '' });
    await sendTo(config, { ...message, extra: 'x' } as ContactSubmission);
    const bodies = server?.requests.map((request) => JSON.parse(request.body) as unknown) ?? [];
    expect(bodies).toEqual([{ ...message, website: 'http://spam.example' }, message, message]);
  });

  it('sends the course and the session only when a course page set them', async () => {
    const config = await backend(json(200, {}));
    await sendTo(config, { ...message, courseId: 'art-du-pitch', session: '' });
    await sendTo(config, { ...message, courseId: 'atelier-ecriture-avec-ia', session: '2027-01-21' });
    await sendTo(config, { ...message, courseId: '', session: '' });
    const bodies = server?.requests.map((request) => JSON.parse(request.body) as unknown) ?? [];
    expect(bodies).toEqual([
      { ...message, courseId: 'art-du-pitch' },
      { ...message, courseId: 'atelier-ecriture-avec-ia', session: '2027-01-21' },
      message,
    ]);
  });

  it('joins a base URL that ends with a slash', async () => {
    const config = await backend(json(200, {}));
    await sendContactMessage({ ...config, url: `${config.url}/` }, message, { idempotencyKey: 'k' });
    expect(server?.requests[0]?.url).toBe('/functions/v1/send-contact-email');
  });

  it.each([400, 413, 429, 500])("throws the server's error text on %i", async (status) => {
    const config = await backend(json(status, { error: 'Trop de demandes. Veuillez réessayer plus tard.' }));
    const error = await rejection(sendTo(config));
    expect(error.message).toBe('Trop de demandes. Veuillez réessayer plus tard.');
    expect(contactSendErrorText(error)).toBe('Trop de demandes. Veuillez réessayer plus tard.');
  });

  it.each<[string, Reply]>([
    ['a JSON body without error', json(500, { message: 'boom' })],
    ['a non-string error', json(400, { error: { code: 1 } })],
    ['an empty error', json(400, { error: '' })],
    ['a JSON array', json(502, ['x'])],
    [
      'an HTML page',
      (_request, response) => response.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>'),
    ],
    ['an empty body', (_request, response) => response.writeHead(503).end()],
  ])("throws 'Erreur lors de l'envoi' on a non-OK answer with %s", async (_case, reply) => {
    const error = await rejection(sendTo(await backend(reply)));
    expect(error.message).toBe("Erreur lors de l'envoi");
    expect(error.message).toBe(contactFeedback.sendErrorMessage);
  });

  it('throws the fallback sentence when the connection is refused', async () => {
    const error = await rejection(sendTo({ url: await refusedUrl(), anonKey }));
    expect(error.message).toBe(
      "Une erreur s'est produite lors de l'envoi. Veuillez réessayer ou nous contacter directement par email.",
    );
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('throws the fallback sentence when the connection drops before an answer', async () => {
    const config = await backend((_request, response) => response.socket?.destroy());
    expect((await rejection(sendTo(config))).message).toBe(contactFeedback.sendErrorFallback);
  });

  it('uses the fetch it is given', async () => {
    const calls: string[] = [];
    const fetchSpy: typeof fetch = async (input) => {
      calls.push(input instanceof Request ? input.url : String(input));
      return new Response(JSON.stringify({ error: 'Refusé' }), { status: 400 });
    };
    const error = await rejection(
      sendContactMessage({ url: 'https://projet.supabase.co', anonKey }, message, {
        idempotencyKey: 'k',
        fetch: fetchSpy,
      }),
    );
    expect(error.message).toBe('Refusé');
    expect(calls).toEqual(['https://projet.supabase.co/functions/v1/send-contact-email']);
  });
});

describe('subscribeToNewsletter (supabase-js against a local server)', () => {
  it('a refusal for want of a proof says the browser’s check failed, not that JavaScript is off', async () => {
    const config = await backend(json(400, { error: 'Activez JavaScript', code: 'proof-required' }));
    expect((await rejection(subscribeToNewsletter(config, 'a@b.fr'))).message).toBe(newsletterFeedback.proofFailed);
  });

  it('invokes send-newsletter-email with the email and the source, with the anonymous key, and resolves', async () => {
    const config = await backend(json(200, { success: true }));
    await expect(subscribeToNewsletter(config, 'camille@exemple.fr')).resolves.toBeUndefined();
    await subscribeToNewsletter(config, 'lea@exemple.fr', { source: 'article' });
    const [first, second] = server?.requests ?? [];
    expect(first).toMatchObject({ method: 'POST', url: '/functions/v1/send-newsletter-email' });
    expect(first?.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: `Bearer ${anonKey}`,
      apikey: anonKey,
    });
    expect(JSON.parse(first?.body ?? '')).toEqual({ email: 'camille@exemple.fr', source: 'site' });
    expect(JSON.parse(second?.body ?? '')).toEqual({ email: 'lea@exemple.fr', source: 'article' });
    await subscribeToNewsletter(config, 'noe@exemple.fr', { source: 'formation', courseId: 'art-du-pitch' });
    expect(JSON.parse(server?.requests[2]?.body ?? '')).toEqual({
      email: 'noe@exemple.fr',
      source: 'formation',
      courseId: 'art-du-pitch',
    });
  });

  it('fails with the text of an error string in a 200 answer', async () => {
    const config = await backend(json(200, { error: 'Cette adresse ne peut pas être inscrite.' }));
    const error = await rejection(subscribeToNewsletter(config, 'a@b.fr'));
    expect(error.message).toBe('Cette adresse ne peut pas être inscrite.');
    expect(newsletterErrorText(error)).toBe('Cette adresse ne peut pas être inscrite.');
  });

  it.each([400, 429, 500])('fails with the text of the JSON error of a %i answer', async (status) => {
    const config = await backend(json(status, { error: 'Trop de demandes. Veuillez réessayer plus tard.' }));
    const error = await rejection(subscribeToNewsletter(config, 'a@b.fr'));
    expect(error.message).toBe('Trop de demandes. Veuillez réessayer plus tard.');
    expect(error.cause).toMatchObject({ name: 'FunctionsHttpError' });
  });

  it('fails with the JSON error of a relay error', async () => {
    const config = await backend((_request, response) =>
      response
        .writeHead(502, { 'Content-Type': 'application/json', 'x-relay-error': 'true' })
        .end('{"error":"Relais"}'),
    );
    const error = await rejection(subscribeToNewsletter(config, 'a@b.fr'));
    expect(error.message).toBe('Relais');
    expect(error.cause).toMatchObject({ name: 'FunctionsRelayError' });
  });

  it.each<[string, Reply]>([
    ['a non-2xx answer without JSON', (_request, response) => response.writeHead(500).end('Internal Server Error')],
    ['a non-2xx JSON answer without error', json(500, { message: 'boom' })],
  ])('fails with an empty message on %s: the UI shows the fallback', async (_case, reply) => {
    const error = await rejection(subscribeToNewsletter(await backend(reply), 'a@b.fr'));
    expect(error.message).toBe('');
    expect(error.cause).toMatchObject({ name: 'FunctionsHttpError' });
    expect(newsletterErrorText(error)).toBe("Une erreur s'est produite. Veuillez réessayer.");
  });

  it('fails with an empty message when the connection is refused: the UI shows the fallback', async () => {
    const error = await rejection(subscribeToNewsletter({ url: await refusedUrl(), anonKey }, 'a@b.fr'));
    expect(error.message).toBe('');
    expect(error.cause).toMatchObject({ name: 'FunctionsFetchError' });
    expect(newsletterErrorText(error)).toBe(newsletterFeedback.errorFallback);
  });

  it('treats a 200 answer with a non-string error field as a success', async () => {
    const config = await backend(json(200, { error: null, success: true }));
    await expect(subscribeToNewsletter(config, 'a@b.fr')).resolves.toBeUndefined();
  });
});
