// `npm test`: turbo's cache inputs, lint, typecheck, unit tests of every package, the Storybook test-runner (play
// functions, axe, visual baselines), the site's and the editor's end-to-end tests, and the workflow files' schema. Every step runs even when an earlier one fails, then a summary is printed.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePrerequisites } from './lib/prerequisites.mjs';

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

// Steps run one after the other, except those in an inner list: the Storybook runner and the site's e2e tests both leave
// a core idle much of the time (pages waiting on timers, animations and the network), so they share the machine.
const steps = [
  ['Turbo cache inputs', 'node', ['scripts/check-turbo-inputs.mjs']],
  ['GitHub workflows', 'node', ['scripts/check-workflows.mjs']],
  ['Formatting', 'npx', ['prettier', '--check', '.']],
  ['Lint and typecheck', 'npx', ['turbo', 'run', 'lint', 'typecheck', '--output-logs=errors-only', '--continue']],
  ['Unit tests', 'npx', ['turbo', 'run', 'test', '--output-logs=full', '--concurrency=2', '--continue']],
  [
    ['Storybook test-runner', 'node', ['scripts/test-storybook.mjs']],
    ['Site end-to-end tests', 'npm', ['run', 'test:e2e']],
  ],
  ['Editor end-to-end tests', 'npm', ['run', 'test:e2e', '-w', '@fabrique/cms']],
];

/** Copies a stream line by line, each line led by the step's name: two steps' output stays readable side by side. */
function prefixLines(stream, target, prefix) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) target.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => rest && target.write(`${prefix}${rest}\n`));
}

/**
 * Runs one step through measured-run.mjs, which reports the CPU seconds of everything the step started (Linux /proc):
 * a step far under 2 CPU seconds per second leaves cores idle. With a prefix, its output is led by it, line by line.
 */
function runStep([name, command, args], prefix) {
  return new Promise((resolve) => {
    const started = Date.now();
    let cpuSeconds = null;
    const child = spawn(process.execPath, [join(root, 'scripts/lib/measured-run.mjs'), command, ...args], {
      cwd: root,
      env,
      stdio: ['inherit', prefix ? 'pipe' : 'inherit', prefix ? 'pipe' : 'inherit', 'ipc'],
    });
    if (prefix) {
      prefixLines(child.stdout, process.stdout, prefix);
      prefixLines(child.stderr, process.stderr, prefix);
    }
    child.on('message', (message) => (cpuSeconds = message.cpuSeconds));
    const done = (code) =>
      resolve({
        name,
        ok: code === 0,
        seconds: Math.round((Date.now() - started) / 1000),
        cpuSeconds: cpuSeconds === null ? null : Math.round(cpuSeconds),
      });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
  });
}

const outcomes = [];
for (const step of steps) {
  if (Array.isArray(step[0])) {
    console.log(`\n━━ ${step.map(([name]) => name).join(' and ')}, side by side ━━`);
    outcomes.push(...(await Promise.all(step.map((each) => runStep(each, `[${each[0]}] `)))));
  } else {
    console.log(`\n━━ ${step[0]} ━━`);
    outcomes.push(await runStep(step));
  }
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
for (const { name, ok, seconds, cpuSeconds } of outcomes)
  console.log(`${ok ? '✓' : '✗'} ${name} (${seconds} s${cpuSeconds === null ? '' : `, CPU ${cpuSeconds} s`})`);
console.log(`unit tests: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`story tests: ${stories.passed} passed, ${stories.failed} failed`);
console.log(`end-to-end tests: ${e2e.passed} passed, ${e2e.failed} failed`);
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
