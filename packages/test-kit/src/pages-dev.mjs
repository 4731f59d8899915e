import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from './ports.mjs';

/** The newest date the workerd bundled with our wrangler accepts: a later one refuses to start. */
export const pagesCompatibilityDate = '2026-05-01';

/**
 * Serves `dir` with Cloudflare Pages' own runtime (`wrangler pages dev`, workerd), offline and with no account, and
 * resolves once it answers. `cwd` is the Pages project's workspace: its `wrangler` is run and its `functions/` (if any)
 * served. `stop()` ends wrangler's process group, workerd included, and removes its local state. `logFile` receives
 * wrangler's whole output (its access log among it) as it comes, for tests that read what the host logged.
 * @param {{ dir: string, cwd: string, port?: number, host?: string, bindings?: Record<string, string>, quiet?: boolean, logFile?: string }} options
 */
export async function startPagesDev({ dir, cwd, port, host = '127.0.0.1', bindings = {}, quiet = true, logFile }) {
  const wrangler = join(
    dirname(createRequire(join(cwd, 'package.json')).resolve('wrangler/package.json')),
    'bin/wrangler.js',
  );
  const [ownPort, inspectorPort] = [port ?? (await freePort()), await freePort()];
  const state = mkdtempSync(join(tmpdir(), 'fabrique-pages-state-'));
  const args = [wrangler, 'pages', 'dev', dir, '--ip', host, '--port', String(ownPort)];
  args.push('--inspector-port', String(inspectorPort), '--persist-to', state);
  args.push(
    `--compatibility-date=${pagesCompatibilityDate}`,
    '--show-interactive-dev-session=false',
    '--log-level=info',
  );
  for (const [name, value] of Object.entries(bindings)) args.push('--binding', `${name}=${value}`);
  // Its own process group, so that stopping it stops workerd too; on this process's Node (24), which wrangler needs.
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, NO_COLOR: '1', WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  // Should this process end without calling stop(), no workerd is left behind.
  process.once('exit', signal);
  const stop = async () => {
    process.off('exit', signal);
    if (child.exitCode === null && child.signalCode === null) {
      signal();
      await exited;
    }
    rmSync(state, { recursive: true, force: true });
  };
  const url = `http://${host}:${ownPort}`;
  let output = '';
  const onData = (chunk) => {
    output += chunk;
    if (!quiet) process.stdout.write(chunk);
    if (logFile) appendFileSync(logFile, chunk);
  };
  // For wrangler's whole life, not only until it is ready: the access log comes after.
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  try {
    await new Promise((resolve, reject) => {
      const ready = () => {
        if (output.includes(`Ready on ${url}`)) resolve();
      };
      ready();
      child.stdout.on('data', ready);
      child.stderr.on('data', ready);
      child.once('exit', (code) => reject(new Error(`wrangler pages dev exited (${code}):\n${output}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port: ownPort, pid: child.pid, stop, output: () => output };
}
