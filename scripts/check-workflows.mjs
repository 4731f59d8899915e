// The GitHub Actions workflows: each against the workflow schema, offline (@action-validator/cli takes one file a call),
// then against our own rules (scripts/lib/workflow-rules.mjs), whose unit tests run first.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib/run.mjs';
import { workflowProblems } from './lib/workflow-rules.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const folder = join(root, '.github/workflows');
const files = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));
// Its command-line entry on this Node, not through npx: a few seconds less per file.
const validator = join(root, 'node_modules/@action-validator/cli/cli.mjs');

const rulesTested = await run(
  process.execPath,
  ['--test', '--test-reporter=dot', 'scripts/lib/workflow-rules.test.mjs'],
  {
    cwd: root,
  },
);
console.log(`${rulesTested === 0 ? '✓' : '✗'} the rules' own tests (scripts/lib/workflow-rules.test.mjs)`);
let failed = rulesTested === 0 ? 0 : 1;
const validated = await Promise.all(files.map((file) => run(process.execPath, [validator, join(folder, file)])));
for (const [index, file] of files.entries()) {
  const valid = validated[index] === 0;
  const problems = workflowProblems(`.github/workflows/${file}`, readFileSync(join(folder, file), 'utf8'));
  console.log(`${valid && problems.length === 0 ? '✓' : '✗'} .github/workflows/${file}`);
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  if (!valid || problems.length > 0) failed += 1;
}
if (files.length === 0) failed = 1;
console.log(`${files.length + 1 - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
