// `npm start`: builds the site, starts the embedded backend (the Edge Functions on 127.0.0.1:54321, PGlite, an e-mail
// outbox on disk) and serves the prerendered site on http://localhost:4173, pointed at that backend, with Cloudflare
// Pages' own runtime (`wrangler pages dev`, workerd, offline). No account needed.
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localAnonKey, localSitePort } from '@fabrique/forms/local-backend';
import { startLocalBackend } from './lib/local-backend.mjs';
import { run } from './lib/run.mjs';
import { startPagesServer } from '../apps/site/scripts/site-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? localSitePort);

const built = await run('npx', ['turbo', 'run', 'build', '--filter=@fabrique/site', '--output-logs=errors-only'], {
  cwd: root,
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
});
if (built !== 0) process.exit(built);

// Forms posted without JavaScript reach the backend through the site's Pages Function: one secret per run between them.
const relaySecret = randomBytes(32).toString('base64url');
const backend = await startLocalBackend({ siteUrl: `http://localhost:${port}`, relaySecret });
let site;
try {
  site = await startPagesServer({
    port,
    formRelay: { backendUrl: backend.url, anonKey: localAnonKey, secret: relaySecret },
  });
} catch (error) {
  await backend.stop();
  throw error;
}
console.log(`\nLa Fabrique is served on http://localhost:${port}  (Ctrl+C to stop)`);
console.log(
  'E-mails sent by the forms are written to .local/outbox; read them with `npm run outbox -w @fabrique/functions`.',
);

async function stop() {
  await site.stop();
  await backend.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
