import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localBackendHost, localBackendPort } from '@fabrique/forms/local-backend';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts the embedded backend (the Edge Functions' handlers under Deno, PGlite, .eml outbox) in its own process group
 * and resolves once it listens. `stop()` ends the whole group.
 * `relaySecret`: shared with the site's form relay (its Pages Function), given through the environment, never argv.
 * @param {{ port?: number, dbDir?: string, outboxDir?: string, siteUrl?: string, origins?: string[], noRateLimit?: boolean, quiet?: boolean, relaySecret?: string }} [options]
 */
export function startLocalBackend({
  port = localBackendPort,
  dbDir,
  outboxDir,
  siteUrl,
  origins,
  noRateLimit = false,
  quiet = false,
  relaySecret,
} = {}) {
  const args = ['run', 'start', '-w', '@fabrique/functions', '--', '--port', String(port)];
  if (dbDir) args.push('--db', dbDir);
  if (outboxDir) args.push('--outbox', outboxDir);
  if (siteUrl) args.push('--site-url', siteUrl);
  // Origins allowed by CORS (the backend's default: the origins of `npm start`'s site).
  if (origins?.length) args.push('--origins', origins.join(','));
  if (noRateLimit) args.push('--no-rate-limit');
  const env = relaySecret ? { ...process.env, FORM_RELAY_SECRET: relaySecret } : process.env;
  const child = spawn('npm', args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        resolve();
      }
    });
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
      if (output.includes('Local backend ready'))
        resolve({ url: `http://${localBackendHost}:${port}`, stop, output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk;
      if (!quiet) process.stderr.write(chunk);
    });
    child.once('exit', (code) => reject(new Error(`The local backend stopped (exit ${code}):\n${output}`)));
  });
}
