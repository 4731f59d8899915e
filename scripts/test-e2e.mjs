// Builds the site, serves the build (and the local backend) on free ports, and runs the end-to-end tests in Chromium.
//   --no-build           use the existing build
//   --update-baselines   only the visual tests, rewriting apps/site/e2e/visual-baselines (review the images after)
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromePath, run } from './lib/run.mjs';
import { e2eBuildEpoch } from './lib/site-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!existsSync(chromePath)) {
  console.error(
    `Chromium not found at ${chromePath}. Install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}

if (!process.argv.includes('--no-build')) {
  // Dated by a fixed SOURCE_DATE_EPOCH: the pages (and their baselines) stay the same as time passes.
  const env = { ...process.env, SOURCE_DATE_EPOCH: String(e2eBuildEpoch) };
  const built = await run('npx', ['turbo', 'run', 'build', '--filter=@fabrique/site', '--output-logs=errors-only'], {
    cwd: root,
    env,
  });
  if (built !== 0) process.exit(built);
}

const updateBaselines = process.argv.includes('--update-baselines');
const code = await run(
  'npx',
  ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...(updateBaselines ? ['e2e/visual.e2e.test.ts'] : [])],
  {
    cwd: join(root, 'apps/site'),
    env: updateBaselines ? { ...process.env, UPDATE_VISUAL_BASELINES: '1' } : process.env,
  },
);
process.exit(code);
