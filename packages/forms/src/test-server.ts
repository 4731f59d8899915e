// A real HTTP server on 127.0.0.1 and a random port, for the clients' tests (not exported by the package).
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export type Reply = (request: RecordedRequest, response: ServerResponse) => void;

export async function startServer(reply: Reply): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      reply(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(status: number, body: unknown): Reply {
  return (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  };
}

/** The address of a port that was just freed: connecting to it is refused. */
export async function refusedUrl(): Promise<string> {
  const server = await startServer(json(200, {}));
  await server.close();
  return server.url;
}

/**
 * Browsers (and Node 22) have a global WebSocket, which supabase-js requires to build its client; Node 20 lacks it.
 * The newsletter never opens a realtime channel, so a constructor that refuses to connect stands in for it.
 */
export function provideWebSocketGlobal(): void {
  if (typeof globalThis.WebSocket !== 'undefined') return;
  vi.stubGlobal(
    'WebSocket',
    class UnusedWebSocket {
      constructor() {
        throw new Error('The forms never open a realtime connection.');
      }
    },
  );
}
