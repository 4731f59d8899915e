// `npm test`: turbo's cache inputs, lint, typecheck, unit tests of every package, the Storybook test-runner (play
// functions, axe, visual baselines), the site's and the editor's end-to-end tests, and the workflow files' schema and rules. Every step runs even when an earlier one fails, then a summary is printed.
// `--steps=lint,unit` runs only those steps (ids below) and `--shard=2/3` only that share of the site's e2e: the pull
// request workflow spreads the steps over parallel jobs that way; with neither, everything runs.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePrerequisites } from './lib/prerequisites.mjs';
import { run } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
// Every workspace of the root package.json (`packages/*`, `apps/*`, `supabase`): their test-results are emptied first, and
// their unit.json reports added up at the end.
const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
        .filter(
          (entry) => entry.isDirectory() && existsSync(join(root, pattern.slice(0, -2), entry.name, 'package.json')),
        )
        .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
    : [pattern],
);

const missing = ensurePrerequisites();
if (missing.length > 0) {
  for (const problem of missing) console.error(`✗ ${problem}`);
  process.exit(1);
}

for (const workspace of workspaces) rmSync(join(root, workspace, 'test-results'), { recursive: true, force: true });

const option = (name) =>
  process.argv
    .slice(2)
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(name.length + 3);
const shard = option('shard');
if (shard !== undefined && !/^\d+\/\d+$/.test(shard)) {
  console.error(`✗ --shard=${shard}: expected a share such as 1/3`);
  process.exit(1);
}

const allSteps = [
  ['inputs', 'Turbo cache inputs', 'node', ['scripts/check-turbo-inputs.mjs']],
  ['workflows', 'GitHub workflows', 'node', ['scripts/check-workflows.mjs']],
  ['formatting', 'Formatting', 'npx', ['prettier', '--check', '.']],
  [
    'lint',
    'Lint and typecheck',
    'npx',
    ['turbo', 'run', 'lint', 'typecheck', 'lint:scripts', '--output-logs=errors-only', '--continue'],
  ],
  ['unit', 'Unit tests', 'npx', ['turbo', 'run', 'test', '--output-logs=full', '--concurrency=2', '--continue']],
  ['storybook', 'Storybook test-runner', 'node', ['scripts/test-storybook.mjs']],
  [
    'site-e2e',
    shard ? `Site end-to-end tests, shard ${shard}` : 'Site end-to-end tests',
    'npm',
    ['run', 'test:e2e', ...(shard ? ['--', `--shard=${shard}`] : [])],
  ],
  ['editor-e2e', 'Editor end-to-end tests', 'npm', ['run', 'test:e2e', '-w', '@fabrique/cms']],
];
const chosen = option('steps')?.split(',');
const unknown = chosen?.filter((id) => !allSteps.some(([stepId]) => stepId === id)) ?? [];
if (unknown.length > 0) {
  console.error(`✗ --steps: no step ${unknown.join(', ')}; the steps are ${allSteps.map(([id]) => id).join(', ')}`);
  process.exit(1);
}
const steps = allSteps.filter(([id]) => !chosen || chosen.includes(id));

/**
 * CPU seconds used so far by this process's finished children and their own (Linux: /proc), to print beside each
 * step's wall time: a step far under 2 CPU seconds per second leaves cores idle. Null where /proc is missing.
 */
function childrenCpuSeconds() {
  if (!existsSync('/proc/self/stat')) return null;
  // After the command name: state is field 3, cutime and cstime are fields 16 and 17, in clock ticks (100 per second).
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const outcomes = [];
for (const [, name, command, args] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const code = await run(command, args, { cwd: root, env });
  const cpuAfter = childrenCpuSeconds();
  outcomes.push({
    name,
    ok: code === 0,
    seconds: Math.round((Date.now() - started) / 1000),
    cpuSeconds: cpuBefore === null || cpuAfter === null ? null : Math.round(cpuAfter - cpuBefore),
  });
}

/** Adds up vitest (`numPassedTests`…) and jest JSON reports, which share those fields, and names the failed tests. */
function countReports(files) {
  const total = { passed: 0, failed: 0, skipped: 0, failures: [] };
  for (const file of files) {
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8').trim();
    if (!text.startsWith('{')) continue;
    const report = JSON.parse(text);
    total.passed += report.numPassedTests ?? 0;
    total.failed += report.numFailedTests ?? 0;
    total.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const suite of report.testResults ?? []) {
      for (const test of suite.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        total.failures.push({
          file: relative(root, suite.name),
          name: test.fullName ?? test.title,
          message: firstLines(test.failureMessages),
        });
      }
    }
  }
  return total;
}

/** The same from Playwright's JSON report (`stats`, and suites of specs whose tests ran once per project). */
function countPlaywrightReport(file) {
  const total = { passed: 0, failed: 0, skipped: 0, failures: [] };
  if (!existsSync(file)) return total;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A flaky test failed first, then passed on a retry: counted as passed, as Playwright does.
  total.passed = (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
  total.failed = report.stats?.unexpected ?? 0;
  total.skipped = report.stats?.skipped ?? 0;
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        total.failures.push({
          file: relative(root, join(root, 'apps/site/e2e', spec.file)),
          name: `[${test.projectName}] ${[...titles, spec.title].join(' › ')}`,
          message: firstLines(test.results.map((result) => result.error?.message ?? '')),
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return total;
}

/** The first lines of a failure, without colour codes: enough to tell what broke at the end of a long log. */
function firstLines(messages = []) {
  return (
    (messages.join('\n') || 'no message')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(0, 6)
      .map((line) => `      ${line.trim().slice(0, 200)}`)
      .join('\n')
  );
}

const unit = countReports(workspaces.map((workspace) => join(root, workspace, 'test-results/unit.json')));
const stories = countReports([join(root, 'apps/storybook/test-results/storybook.json')]);
const siteE2e = countPlaywrightReport(join(root, 'apps/site/test-results/e2e.json'));
const editorE2e = countReports([join(root, 'apps/cms/test-results/e2e.json')]);
const e2e = {
  passed: siteE2e.passed + editorE2e.passed,
  failed: siteE2e.failed + editorE2e.failed,
  failures: [...siteE2e.failures, ...editorE2e.failures],
};

console.log('\n━━ Summary ━━');
// The project's own Node (the `node` devDependency, first on npm scripts' PATH), whatever the system's is.
console.log(`Node ${process.version}`);
for (const { name, ok, seconds, cpuSeconds } of outcomes)
  console.log(`${ok ? '✓' : '✗'} ${name} (${seconds} s${cpuSeconds === null ? '' : `, CPU ${cpuSeconds} s`})`);
// With --steps, a kind of test whose steps were left out says so rather than "0 passed".
const ran = (...ids) => ids.some((id) => steps.some(([stepId]) => stepId === id));
const tally = (label, counts, ...ids) =>
  console.log(`${label}: ${ran(...ids) ? `${counts.passed} passed, ${counts.failed} failed` : 'not run (--steps)'}`);
tally('unit tests', unit, 'unit');
tally('story tests', stories, 'storybook');
tally('end-to-end tests', e2e, 'site-e2e', 'editor-e2e');
// Repeated here so that the end of the log says what failed, however long the output above.
for (const { file, name, message } of [...unit.failures, ...stories.failures, ...e2e.failures]) {
  console.log(`  ✗ ${file} › ${name}\n${message}`);
}
const failedSteps = outcomes.filter((outcome) => !outcome.ok).length;
const passed = unit.passed + stories.passed + e2e.passed;
const testFailures = unit.failed + stories.failed + e2e.failed;
// A step that failed without a failing test (lint, typecheck, a crash) still counts as a failure.
const failed = testFailures > 0 ? testFailures : failedSteps;
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failedSteps > 0 ? 1 : 0);
