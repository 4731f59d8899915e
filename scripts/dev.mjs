// `npm run dev`: the site's dev server (hot reload, http://localhost:5173) against the embedded backend that
// `npm start` uses (the Edge Functions on 127.0.0.1:54321, PGlite in .local/db, the outbox in .local/outbox).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalBackend } from './lib/local-backend.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The dev server's port (apps/site/vite.config.ts), held with --strictPort: the e-mails' links and CORS follow it.
const siteUrl = 'http://localhost:5173';

const backend = await startLocalBackend({ siteUrl, origins: [siteUrl, 'http://127.0.0.1:5173'] });
// Its own process group: npm does not pass a SIGTERM on to the dev server it started.
const site = spawn('npm', ['run', 'dev', '-w', '@fabrique/site', '--', '--strictPort'], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
});

async function stop(code = 0) {
  try {
    process.kill(-site.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await backend.stop();
  process.exit(code);
}
site.once('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
