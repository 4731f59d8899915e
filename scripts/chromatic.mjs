// `npm run chromatic`: publishes the catalogue to Chromatic's cloud visual review. Never part of `npm test`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic skipped: it needs a project token. Set CHROMATIC_PROJECT_TOKEN (Chromatic project settings) and run again.\n' +
      'Local visual regression does not need it: `npm test` compares every story with the committed baselines.',
  );
  process.exit(0);
}

const built = await run('npx', ['turbo', 'run', 'build', '--filter=@fabrique/storybook'], { cwd: root });
if (built !== 0) process.exit(built);
process.exit(
  await run(
    'npx',
    ['chromatic', '--storybook-build-dir', 'apps/storybook/storybook-static', '--exit-zero-on-changes'],
    {
      cwd: root,
    },
  ),
);
