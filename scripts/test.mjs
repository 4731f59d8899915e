// `npm test`: lint, typecheck, unit tests of every package, the Storybook test-runner (play functions, axe, visual
// baselines) and the site's end-to-end tests. Every step runs even when an earlier one fails, then a summary is printed.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const workspaces = ['packages/ui', 'packages/content', 'packages/forms', 'apps/site', 'apps/storybook', 'supabase'];

for (const workspace of workspaces) rmSync(join(root, workspace, 'test-results'), { recursive: true, force: true });

const steps = [
  ['Lint and typecheck', 'npx', ['turbo', 'run', 'lint', 'typecheck', '--output-logs=errors-only', '--continue']],
  ['Unit tests', 'npx', ['turbo', 'run', 'test', '--output-logs=full', '--concurrency=2', '--continue']],
  ['Storybook test-runner', 'node', ['scripts/test-storybook.mjs']],
  ['Site end-to-end tests', 'node', ['scripts/test-e2e.mjs']],
];

const outcomes = [];
for (const [name, command, args] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const code = await run(command, args, { cwd: root, env });
  outcomes.push({ name, ok: code === 0 });
}

/** Adds up vitest (`numPassedTests`…) and jest JSON reports, which share those fields. */
function countReports(files) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const file of files) {
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8').trim();
    if (!text.startsWith('{')) continue;
    const report = JSON.parse(text);
    total.passed += report.numPassedTests ?? 0;
    total.failed += report.numFailedTests ?? 0;
    total.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  return total;
}

const unit = countReports(workspaces.map((workspace) => join(root, workspace, 'test-results/unit.json')));
const stories = countReports([join(root, 'apps/storybook/test-results/storybook.json')]);
const e2e = countReports([join(root, 'apps/site/test-results/e2e.json')]);

console.log('\n━━ Summary ━━');
for (const { name, ok } of outcomes) console.log(`${ok ? '✓' : '✗'} ${name}`);
console.log(`unit tests: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`story tests: ${stories.passed} passed, ${stories.failed} failed`);
console.log(`end-to-end tests: ${e2e.passed} passed, ${e2e.failed} failed`);
const failedSteps = outcomes.filter((outcome) => !outcome.ok).length;
const passed = unit.passed + stories.passed + e2e.passed;
const testFailures = unit.failed + stories.failed + e2e.failed;
// A step that failed without a failing test (lint, typecheck, a crash) still counts as a failure.
const failed = testFailures > 0 ? testFailures : failedSteps;
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failedSteps > 0 ? 1 : 0);
