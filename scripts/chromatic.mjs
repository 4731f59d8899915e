// `npm run chromatic [-- <chromatic flags>]`: publishes the catalogue to Chromatic's cloud visual review. Never part of
// `npm test`, which compares every story with the committed baselines by itself. The build writes its module graph
// (preview-stats.json) so that `--only-changed` (TurboSnap) can test only the stories a change can affect.
import { appendFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  const message =
    'Chromatic sauté : le secret CHROMATIC_PROJECT_TOKEN n’est pas défini (réglages du projet Chromatic). ' +
    'Les histoires restent comparées à leurs images de référence par `npm test`.';
  // On GitHub Actions: a notice on the run and a line in the job summary; the job stays green.
  if (process.env.GITHUB_ACTIONS) console.log(`::notice title=Chromatic skipped::${message}`);
  else console.log(message);
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${message}\n`);
  process.exit(0);
}

const built = await run('npm', ['run', 'build', '-w', '@fabrique/storybook', '--', '--stats-json'], { cwd: root });
if (built !== 0) process.exit(built);
process.exit(
  await run(
    'npx',
    [
      'chromatic',
      '--storybook-build-dir',
      'apps/storybook/storybook-static',
      // Where Storybook lives, for TurboSnap to trace its module graph from the repository's root.
      '--storybook-base-dir',
      'apps/storybook',
      '--storybook-config-dir',
      'apps/storybook/.storybook',
      // Visual changes are accepted or refused in Chromatic's review (its check on the pull request), not here.
      '--exit-zero-on-changes',
      ...process.argv.slice(2),
    ],
    { cwd: root },
  ),
);
