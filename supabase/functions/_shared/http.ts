import type { FunctionsConfig } from './config.ts';
import { serverMessages } from './messages.ts';
import { errorSummary } from './redact.ts';

import type { ConnInfo } from './client-ip.ts';

export type { ConnInfo } from './client-ip.ts';
export type Handler = (request: Request, info?: ConnInfo) => Promise<Response>;

/** A failure answered as JSON `{ error }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

// Everything the Supabase SDKs may send, plus our Idempotency-Key.
const allowedRequestHeaders =
  'authorization, x-client-info, apikey, content-type, x-retry-count, traceparent, tracestate, baggage, x-region, idempotency-key';

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}

export function preflightHeaders(allow: string): Record<string, string> {
  return {
    'Access-Control-Allow-Methods': allow,
    'Access-Control-Allow-Headers': allowedRequestHeaders,
    'Access-Control-Max-Age': '86400',
  };
}

export function corsHeaders(origin: string | null): Record<string, string> {
  const base = { Vary: 'Origin' };
  return origin ? { ...base, 'Access-Control-Allow-Origin': origin } : base;
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Reads at most maxBytes of the body (Content-Length is not trusted on its own). */
export async function readText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new HttpError(413, serverMessages.payloadTooLarge);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new HttpError(413, serverMessages.payloadTooLarge);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, serverMessages.malformedJson);
  }
}

/** Parses a JSON object body; anything else is a 400. */
export async function readJsonObject(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  if (mediaType(request) !== 'application/json') {
    throw new HttpError(415, serverMessages.unsupportedMediaType);
  }
  const text = await readText(request, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, serverMessages.malformedJson);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, serverMessages.malformedJson);
  }
  return body as Record<string, unknown>;
}

export function isFormRequest(request: Request): boolean {
  const type = mediaType(request);
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
}

export type EndpointContext = { request: Request; info?: ConnInfo; url: URL };

type EndpointOptions = {
  name: string;
  config: FunctionsConfig;
  post: (context: EndpointContext) => Promise<Response>;
  get?: (context: EndpointContext) => Promise<Response>;
};

/** CORS, methods and the catch-all shared by every function: no failure escapes as a bare 500. */
export function createEndpoint({ name, config, post, get }: EndpointOptions): Handler {
  const allow = get ? 'GET, POST, OPTIONS' : 'POST, OPTIONS';
  return async (request, info) => {
    const origin = request.headers.get('origin');
    if (origin !== null && !config.allowedOrigins.includes(origin)) {
      return json(403, { error: serverMessages.originNotAllowed }, { Vary: 'Origin' });
    }
    const cors = corsHeaders(origin);
    if (request.method === 'OPTIONS') {
      return new Response(null, { status: 204, headers: { ...cors, ...preflightHeaders(allow) } });
    }
    try {
      const url = new URL(request.url);
      const context: EndpointContext = info ? { request, info, url } : { request, url };
      if (request.method === 'POST') return withHeaders(await post(context), cors);
      if (request.method === 'GET' && get) return withHeaders(await get(context), cors);
      return json(405, { error: serverMessages.methodNotAllowed }, { ...cors, Allow: allow });
    } catch (error) {
      if (error instanceof HttpError) {
        return json(error.status, { error: error.message, ...error.extra }, { ...cors, ...error.headers });
      }
      // The summary only: an error's detail or parameters may quote what the visitor typed.
      console.error(`[${name}] unexpected failure: ${errorSummary(error)}`);
      return json(500, { error: serverMessages.internalError }, cors);
    }
  };
}
