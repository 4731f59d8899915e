// Load benchmark of the local backend: `npm run bench:load -w @fabrique/functions`.
// Prints req/s and p99 per function; asserts nothing. BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contactBody, runLoad, startLocalBackend } from './load-runner.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const tokenChars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const unknownToken = () => Array.from({ length: 43 }, () => tokenChars[Math.floor(Math.random() * 64)]).join('');

const scenarios = [
  { name: 'send-contact-email', note: 'valid messages, 2 e-mails each', makeBody: contactBody },
  {
    name: 'send-newsletter-email',
    note: 'new addresses, 1 e-mail each',
    makeBody: (n, runId) => ({ email: `abonne-${runId}-${n}@example.com`, source: 'bench' }),
    idempotent: false,
  },
  {
    name: 'confirm-newsletter',
    note: 'unknown tokens (400 after the lookup)',
    makeBody: () => ({ token: unknownToken() }),
    idempotent: false,
  },
  {
    name: 'unsubscribe-newsletter',
    note: 'unknown tokens (400 after the lookup)',
    makeBody: () => ({ token: unknownToken() }),
    idempotent: false,
  },
];

const directory = await mkdtemp(join(tmpdir(), 'fabrique-bench-'));
const backend = await startLocalBackend({ dbDir: join(directory, 'db'), outboxDir: join(directory, 'outbox') });
console.log(
  `Local backend (Deno + PGlite + outbox) at ${backend.functionsUrl}; ${connections} connections × ${duration} s per function, rate limit lifted\n`,
);
const lines = [];
try {
  for (const scenario of scenarios) {
    const load = await runLoad({ url: `${backend.functionsUrl}/${scenario.name}`, connections, duration, ...scenario });
    const { result } = load;
    lines.push({
      function: scenario.name,
      'req/s': Math.round(load.requestsPerSecond),
      'p99 ms': load.p99,
      '2xx': result['2xx'],
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
      scenario: scenario.note,
    });
    console.log(`${scenario.name}: ${Math.round(load.requestsPerSecond)} req/s, p99 ${load.p99} ms`);
  }
  console.log('');
  console.table(lines);
} finally {
  await backend.stop();
  await rm(directory, { recursive: true, force: true });
}
