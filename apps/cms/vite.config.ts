import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import react from '@vitejs/plugin-react';
import type { IncomingMessage } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Connect, type Plugin } from 'vite';
import config from './src/keystatic.config.ts';

const here = dirname(fileURLToPath(import.meta.url));
/** The content package the editor writes; the tests point it at a copy. */
const contentDirectory = resolve(process.env.CMS_CONTENT_DIR ?? join(here, '../../packages/content'));

/** Keystatic's API (reading the tree, saving entries) under /api/keystatic, served by Vite's own Node server. */
function keystaticApi(): Plugin {
  // Local mode only, whatever the build is for: GitHub mode's API is the Pages Function (functions/api/keystatic).
  const handle = makeGenericAPIRouteHandler({
    config: { ...config, storage: { kind: 'local' } },
    localBaseDirectory: contentDirectory,
  });
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    toFetchRequest(req)
      .then(handle)
      .then(({ body, status, headers }) => {
        res.statusCode = status ?? 200;
        for (const [name, value] of new Headers(headers)) res.setHeader(name, value);
        res.end(body ?? undefined);
      })
      .catch(next);
  };
  return {
    name: 'keystatic-api',
    configureServer: (server) => void server.middlewares.use('/api/keystatic', middleware),
    configurePreviewServer: (server) => void server.middlewares.use('/api/keystatic', middleware),
  };
}

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const url = new URL(
    (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/',
    `http://${req.headers.host}`,
  );
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
}

export default defineConfig({
  plugins: [react(), keystaticApi()],
  // One local bundle for staff: no point splitting what is loaded once from this machine.
  build: { chunkSizeWarningLimit: 4096 },
  // Loopback only: in local mode the API writes files. CMS_PORT lets the tests pick a free port.
  server: { host: '127.0.0.1', port: Number(process.env.CMS_PORT ?? 5174), strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.CMS_PORT ?? 5174), strictPort: true },
});
