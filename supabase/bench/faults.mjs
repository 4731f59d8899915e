// `npm run bench -w @fabrique/functions`: runs the fault tests (test/faults.test.ts and test/kill.test.ts on PGlite and
// PostgreSQL, the local backend's load test) and prints what each fault did: accepted, stored, delivered, duplicates, lost.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const supabaseDir = fileURLToPath(new URL('..', import.meta.url));
const report = fileURLToPath(new URL('../test-results/faults.jsonl', import.meta.url));

rmSync(report, { force: true });
const run = spawnSync(
  'npx',
  ['vitest', 'run', 'test/faults.test.ts', 'test/kill.test.ts', 'test/local-backend.test.ts'],
  { cwd: supabaseDir, stdio: 'inherit' },
);
const rows = existsSync(report)
  ? readFileSync(report, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
console.log('\nFaults injected and what became of the messages:');
console.table(rows);
process.exit(run.status ?? 1);
