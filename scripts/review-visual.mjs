// `npm run review:visual`: the designers' visual-changes page of this work tree, as the pull request workflow publishes
// it (catalogue.yml). Runs the Storybook test-runner (scripts/test-storybook.mjs, which screenshots every story), then
// compares those screenshots with the baselines of main, where this branch left it (`git merge-base HEAD origin/main`),
// and writes reg-cli's report of the stories that changed in apps/storybook/test-results/visual-review/index.html.
// `--no-run` reuses the last run's screenshots; `--no-build` reuses the built catalogue; `--base=REF` compares with the
// baselines of another commit (`--base=HEAD`: the last commit's). The page is made even when the runner fails: that is
// when it is most needed. Exits non-zero only when no page could be made.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeVisualReview } from '../apps/storybook/scripts/visual-review.mjs';
import { run } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'apps/storybook/test-results');
const actualDir = process.env.VISUAL_ACTUAL_DIR ?? join(results, 'visual-actual');
const outDir = join(results, 'visual-review');
const argv = process.argv.slice(2);
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** The commit whose baselines are "before": --base, else where this branch left main (origin's, else the local one). */
function baseCommit() {
  const chosen = argv.find((arg) => arg.startsWith('--base='))?.slice('--base='.length);
  if (chosen) return git('rev-parse', '--verify', `${chosen}^{commit}`).trim();
  for (const main of ['origin/main', 'main']) {
    try {
      return git('merge-base', 'HEAD', main).trim();
    } catch {
      // That branch is not here: the next one.
    }
  }
  return git('rev-parse', 'HEAD').trim();
}

let runner = 0;
if (!argv.includes('--no-run')) {
  runner = await run(process.execPath, ['scripts/test-storybook.mjs', ...argv.filter((arg) => arg === '--no-build')], {
    cwd: root,
  });
}
if (!existsSync(actualDir) || readdirSync(actualDir).length === 0) {
  console.error(`✗ No screenshot in ${relative(root, actualDir)}: the Storybook runner took none (see above).`);
  process.exit(1);
}

const base = baseCommit();
const expectedDir = join(results, 'visual-base');
rmSync(expectedDir, { recursive: true, force: true });
mkdirSync(expectedDir, { recursive: true });
// The baselines as committed there, whatever this work tree holds.
const archive = execFileSync('git', ['archive', '--format=tar', base, 'apps/storybook/visual-baselines'], {
  cwd: root,
  maxBuffer: 1 << 30,
});
execFileSync('tar', ['-x', '-C', expectedDir, '--strip-components=3'], { input: archive });

const review = await makeVisualReview({ expectedDir, actualDir, outDir });
const lines = [
  ['modifiée', review.changed],
  ['nouvelle', review.added],
  ['supprimée', review.deleted],
].flatMap(([what, ids]) => ids.map((id) => `- ${id} (${what})`));
const title = `Changements visuels par rapport à ${base.slice(0, 7)} : ${lines.length === 0 ? 'aucun' : lines.length} (${review.unchanged} stories inchangées)`;
console.log(`\n${title}\n${lines.join('\n')}`);
console.log(`Page : ${relative(process.cwd(), review.page)}`);
if (runner !== 0)
  console.log(`(le runner Storybook a échoué, code ${runner} : une story sans capture figure comme supprimée)`);
// On GitHub Actions, the same list in the job summary; the workflow adds where the page is published.
if (process.env.GITHUB_STEP_SUMMARY) {
  appendFileSync(process.env.GITHUB_STEP_SUMMARY, `### ${title}\n\n${lines.join('\n')}\n\n`);
}
