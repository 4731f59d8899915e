// `npm start`: builds the site and serves it on http://localhost:4173, as a static host would.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib/run.mjs';
import { startSiteServer } from './lib/site-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4173);

const built = await run('npx', ['turbo', 'run', 'build', '--filter=@fabrique/site', '--output-logs=errors-only'], {
  cwd: root,
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
});
if (built !== 0) process.exit(built);

await startSiteServer({ port });
console.log(`\nLa Fabrique is served on http://localhost:${port}  (Ctrl+C to stop)`);
