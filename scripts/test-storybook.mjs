// Builds the Storybook catalogue, serves the static build, and runs the test-runner against it:
// every story's play function, an axe audit of every story, and a screenshot compared with its committed baseline;
// then the checks of the built catalogue as a whole (apps/storybook/test/built).
// `--update` rewrites the baselines on purpose; `--no-build` reuses the existing static build.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertChromium } from '@fabrique/test-kit';
import { startStaticServer } from '@fabrique/test-kit/static-server';
import { run } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const storybookDir = join(root, 'apps/storybook');
// Overridable so that several people can run the catalogue's tests side by side without sharing a build.
const ownBuild = process.env.STORYBOOK_STATIC_DIR;
const staticDir = ownBuild ?? join(storybookDir, 'storybook-static');
const resultsFile = process.env.STORYBOOK_RESULTS_FILE ?? join(storybookDir, 'test-results/storybook.json');
const update = process.argv.includes('--update');
// Story files run side by side, one browser page each; the pages mostly wait, so a quiet machine takes more than its cores.
const workers = Number(process.env.STORYBOOK_TEST_WORKERS ?? 3);

assertChromium();

if (!process.argv.includes('--no-build')) {
  const built = ownBuild
    ? await run('npx', ['storybook', 'build', '--quiet', '-o', ownBuild], { cwd: storybookDir })
    : await run('npx', ['turbo', 'run', 'build', '--filter=@fabrique/storybook', '--output-logs=errors-only'], {
        cwd: root,
      });
  if (built !== 0) process.exit(built);
}

// A free port, so that two runs side by side (or a catalogue already served) never collide.
const server = await startStaticServer({ root: staticDir, port: 0 });
const { port } = server.address();
// With --json the runner prints its results on stdout and everything else on stderr: stdout goes to the results file.
const args = ['test-storybook', '--url', `http://127.0.0.1:${port}`, `--maxWorkers=${workers}`, '--json'];
if (update) args.push('--updateSnapshot');
mkdirSync(dirname(resultsFile), { recursive: true });
// The last run's screenshots go: a story removed since must not linger there for `npm run review:visual`.
rmSync(process.env.VISUAL_ACTUAL_DIR ?? join(storybookDir, 'test-results/visual-actual'), {
  recursive: true,
  force: true,
});
const resultsFd = openSync(resultsFile, 'w');
const code = await run('npx', args, { cwd: storybookDir, stdio: ['inherit', resultsFd, 'inherit'] });
closeSync(resultsFd);
server.close();

// The built catalogue as a whole: its index in one language, its welcome page and branding, search, the brand switch.
const built = await run('npx', ['vitest', 'run', '--config', 'vitest.built.config.ts'], {
  cwd: storybookDir,
  env: { ...process.env, STORYBOOK_STATIC_DIR: staticDir },
});

const output = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
if (output.trim().startsWith('{')) {
  const results = JSON.parse(output);
  console.log(
    `Storybook: ${results.numPassedTests} story tests passed, ${results.numFailedTests} failed, in ${results.numTotalTestSuites} story files.`,
  );
}
process.exit(code || built);
