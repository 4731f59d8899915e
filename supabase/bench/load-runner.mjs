// Starts the local backend (Deno, real handlers, PGlite, outbox) as a child process and drives it
// with autocannon. Shared by bench/load.mjs (prints figures) and test/local-backend.test.ts (asserts).
import { localSiteUrl } from '@fabrique/forms/local-backend';
import { freePort } from '@fabrique/test-kit/ports';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const supabaseDir = fileURLToPath(new URL('..', import.meta.url));
export const denoBin = join(supabaseDir, '..', 'node_modules', '.bin', 'deno');
export const siteOrigin = localSiteUrl;

/** Same flags as `npm start`: npm-installed packages only (offline), no lock file. */
export function denoRunArgs(script, args = []) {
  return [
    'run',
    '--node-modules-dir=manual',
    '--config',
    'functions/deno.json',
    '--allow-net',
    '--allow-read',
    '--allow-write',
    '--allow-env',
    '--allow-sys',
    script,
    ...args,
  ];
}

/** Spawns a Deno script in its own process group and waits until `ready` appears on its output. */
export async function spawnDeno(script, args, { ready, env = {}, timeoutMs = 60_000 }) {
  const child = spawn(denoBin, denoRunArgs(script, args), {
    cwd: supabaseDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1', ...env },
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Deno did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes(ready)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`Deno exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
  return {
    output: () => output,
    /** SIGKILL to the whole group: the process dies on the spot, as in a crash. */
    async kill() {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        return;
      }
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The local backend as `npm start` runs it, on a free port, with the given folders. */
export async function startLocalBackend({ dbDir, outboxDir, rateLimit = false, port, args: extra = [] }) {
  const chosenPort = port ?? (await freePort());
  const args = ['--port', String(chosenPort), '--db', dbDir, '--outbox', outboxDir, ...extra];
  if (!rateLimit) args.push('--no-rate-limit');
  const process_ = await spawnDeno('local/start.ts', args, { ready: 'Local backend ready' });
  const baseUrl = `http://127.0.0.1:${chosenPort}`;
  return { ...process_, baseUrl, functionsUrl: `${baseUrl}/functions/v1` };
}

export function contactBody(n) {
  return {
    name: `Visiteur ${n}`,
    email: `visiteur${n}@example.com`,
    subject: ['projet', 'offre', 'formation', 'autre'][n % 4],
    projectOrFormationName: '',
    phone: '',
    company: 'Charge',
    message: `Message de charge numéro ${n}.`,
  };
}

/**
 * autocannon against one function, every request unique (its own Idempotency-Key and body): for `duration` seconds, or
 * until `amount` requests were sent when it is given (a test's fixed load, whatever the machine's speed).
 * Requests still in flight when the run stops are retried once with the same key, as a client
 * would: the idempotency key guarantees the retry never stores a second row.
 */
export async function runLoad({ url, connections = 50, duration = 10, amount, makeBody, idempotent = true }) {
  const runId = Math.random().toString(36).slice(2, 8);
  const sent = new Map();
  const answered = new Map();
  let counter = 0;
  const headersFor = (key) => ({
    'content-type': 'application/json',
    origin: siteOrigin,
    ...(idempotent ? { 'idempotency-key': key } : {}),
  });
  const result = await autocannon({
    url,
    connections,
    ...(amount === undefined ? { duration } : { amount }),
    requests: [
      {
        method: 'POST',
        setupRequest(request, context) {
          const n = counter++;
          const key = `load-${runId}-${n}`;
          context.key = key;
          sent.set(key, n);
          return { ...request, method: 'POST', headers: headersFor(key), body: JSON.stringify(makeBody(n, runId)) };
        },
        onResponse(status, _body, context) {
          answered.set(context.key, status);
        },
      },
    ],
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const unanswered = [...sent.keys()].filter((key) => !answered.has(key));
  for (const key of unanswered) {
    const response = await fetch(url, {
      method: 'POST',
      headers: headersFor(key),
      body: JSON.stringify(makeBody(sent.get(key), runId)),
    });
    await response.arrayBuffer();
    answered.set(key, response.status);
  }
  const statuses = [...answered.values()];
  return {
    result,
    runId,
    retried: unanswered.length,
    accepted: statuses.filter((status) => status >= 200 && status < 300).length,
    refused: statuses.filter((status) => status >= 300).length,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
  };
}
