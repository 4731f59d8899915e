import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const siteDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The day the end-to-end build is dated (SOURCE_DATE_EPOCH): 1 December 2025, 10:00 in Paris, when the spec's sessions
 * were ahead. Fixed, so that what the pages show (and their visual baselines) does not move as the real date does.
 */
export const e2eBuildEpoch = 1764579600;

/**
 * Builds the site as of `epoch` (seconds) into `directory` (absolute; the pages in `<directory>/client`), without touching
 * the main build, its forms sending to `backendUrl` when given: the end-to-end setup uses it for a build dated today,
 * and for its main build when its backend is not on the usual port. Resolves with the exit code.
 */
export function buildSiteAt({ epoch, directory, backendUrl, quiet = true }) {
  const child = spawn('sh', ['-c', 'npx react-router build && node scripts/postbuild.mjs'], {
    cwd: siteDir,
    // NODE_ENV too: a test runner's 'test' would give a development React.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SOURCE_DATE_EPOCH: String(epoch),
      SITE_BUILD_DIR: directory,
      ...(backendUrl ? { VITE_SUPABASE_URL: backendUrl } : {}),
    },
    stdio: quiet ? 'ignore' : 'inherit',
  });
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}
