import react from '@vitejs/plugin-react';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Connect, type Plugin } from 'vite';
import { keystaticApiHandler } from './src/api-handler.ts';

const here = dirname(fileURLToPath(import.meta.url));
/** The content package the editor writes; the tests point it at a copy. */
const contentDirectory = resolve(process.env.CMS_CONTENT_DIR ?? join(here, '../../packages/content'));

/** Keystatic's API under /api/keystatic, served by Vite's own dev server (`npm run cms`). */
function keystaticApi(): Plugin {
  const handle = keystaticApiHandler(contentDirectory);
  const middleware: Connect.NextHandleFunction = (req, res, next) => void handle(req, res).catch(next);
  return {
    name: 'keystatic-api',
    configureServer: (server) => void server.middlewares.use('/api/keystatic', middleware),
  };
}

export default defineConfig({
  plugins: [react(), keystaticApi()],
  // One local bundle for staff: no point splitting what is loaded once from this machine.
  build: { outDir: 'build/client', chunkSizeWarningLimit: 4096 },
  // Loopback only: in local mode the API writes files. CMS_PORT lets the tests pick a free port.
  server: { host: '127.0.0.1', port: Number(process.env.CMS_PORT ?? 5174), strictPort: true },
});
