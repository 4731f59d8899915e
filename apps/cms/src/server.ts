/**
 * The editor's production build in local mode, for the tests: the built files (`build/client`) and Keystatic's API under
 * /api/keystatic, writing the content files of CMS_CONTENT_DIR. Loopback only: whoever reaches it can write them.
 * `npm run cms` keeps Vite's dev server; GitHub mode (docs/cms-github-mode.md) needs neither.
 */
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { keystaticApiHandler } from './api-handler.ts';

const here = dirname(fileURLToPath(import.meta.url));
const contentDirectory = resolve(process.env.CMS_CONTENT_DIR ?? join(here, '../../../packages/content'));
const port = Number(process.env.CMS_PORT ?? 5174);

const api = keystaticApiHandler(contentDirectory);
// Keystatic routes itself in the browser: every other address gets the app's index.html.
const files = sirv(join(here, '../client'), { single: true, dev: false });

createServer((req, res) => {
  if (req.url === '/api/keystatic' || req.url?.startsWith('/api/keystatic/'))
    api(req, res).catch((error: unknown) => {
      console.error(error);
      res.statusCode = 500;
      res.end();
    });
  else files(req, res);
}).listen(port, '127.0.0.1', () => console.log(`Local: http://127.0.0.1:${port}/keystatic`));
