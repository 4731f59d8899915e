/** Keystatic's local-mode API (reading the tree, saving entries) as a Node request handler, for any Node server. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import config from './keystatic.config.ts';

/** Answers a request under /api/keystatic, writing the content files under `contentDirectory`. */
export function keystaticApiHandler(contentDirectory: string) {
  // Local mode whatever the build targets: GitHub mode's API is the Pages Function (functions/api/keystatic).
  const handle = makeGenericAPIRouteHandler({
    config: { ...config, storage: { kind: 'local' } },
    localBaseDirectory: contentDirectory,
  });
  return async (req: IncomingMessage, res: ServerResponse) => {
    const { body, status, headers } = await handle(await toFetchRequest(req));
    res.statusCode = status ?? 200;
    for (const [name, value] of new Headers(headers)) res.setHeader(name, value);
    res.end(body ?? undefined);
  };
}

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  // Connect-style servers strip their mount path from `url` and keep the full one in `originalUrl`.
  const path = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
  const url = new URL(path, `http://${req.headers.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
}
