import { afterEach, describe, expect, it } from 'vitest';
import { postNewsletterToken } from './clients.ts';
import { startServer, type TestServer } from './test-server.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const fallback = 'Le lien n’a pas pu être vérifié.';

describe('postNewsletterToken', () => {
  it('POSTs the token as JSON to the action with the anonymous key', async () => {
    server = await startServer((_request, response) =>
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true}'),
    );
    await postNewsletterToken({ url: server.url, anonKey: 'anon' }, 'confirm-newsletter', 'abc123', fallback);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/functions/v1/confirm-newsletter');
    expect(request?.headers.authorization).toBe('Bearer anon');
    expect(JSON.parse(request?.body ?? '')).toEqual({ token: 'abc123' });
  });

  it("sends a course alert's token with its course id", async () => {
    server = await startServer((_request, response) =>
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true}'),
    );
    await postNewsletterToken({ url: server.url, anonKey: 'anon' }, 'unsubscribe-newsletter', 'abc', fallback, {
      courseId: 'art-du-pitch',
    });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ token: 'abc', courseId: 'art-du-pitch' });
  });

  it("throws the server's French error text", async () => {
    server = await startServer((_request, response) =>
      response.writeHead(410, { 'Content-Type': 'application/json' }).end('{"error":"Ce lien a expiré."}'),
    );
    await expect(
      postNewsletterToken({ url: server.url, anonKey: 'anon' }, 'unsubscribe-newsletter', 't', fallback),
    ).rejects.toThrow('Ce lien a expiré.');
  });

  it('throws the fallback when the answer names no error or the server is unreachable', async () => {
    server = await startServer((_request, response) => response.writeHead(500).end('oops'));
    await expect(
      postNewsletterToken({ url: server.url, anonKey: 'anon' }, 'confirm-newsletter', 't', fallback),
    ).rejects.toThrow(fallback);
    const closedUrl = server.url;
    await server.close();
    server = undefined;
    await expect(
      postNewsletterToken({ url: closedUrl, anonKey: 'anon' }, 'confirm-newsletter', 't', fallback),
    ).rejects.toThrow(fallback);
  });
});
