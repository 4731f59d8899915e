/** A built site's files, for comparing two builds: every page, PDF, calendar, the sitemap and the bundles. */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The day the site's own end-to-end build is dated (SOURCE_DATE_EPOCH): 1 December 2025, 10:00 in Paris. */
export const e2eBuildEpoch = 1764579600;

/**
 * The repository's site built as of `e2eBuildEpoch` by turbo, as the site's end-to-end tests build it: in `npm test`
 * a cache hit (restored, not rebuilt). Resolves with its pages' folder.
 */
export async function repositorySite(): Promise<string> {
  const child = spawn('npx', ['turbo', 'run', 'build', '--filter=@fabrique/site', '--output-logs=errors-only'], {
    cwd: repo,
    env: { ...process.env, SOURCE_DATE_EPOCH: String(e2eBuildEpoch), TURBO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`The site's turbo build failed (${String(code)})`);
  return join(repo, 'apps/site/build/client');
}

/** Vite's content hashes in asset names (`assets/Button-z_asI7Mn.js`): two builds of equal sources may differ there only. */
const hashed = /(assets\/[\w.-]*?)-[\w-]{8}(\.\w+)/g;
const normalised = (text: string) => text.replace(hashed, '$1-#$2');
const binary = /\.(?:pdf|png|jpe?g|webp|woff2?)$/;

/** Every file of `<directory>` by its hash-free path, with its hash-free text (binary files as base64). */
export function builtFiles(directory: string): Map<string, string> {
  return new Map(
    readdirSync(directory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        const relative = path.slice(directory.length + 1);
        const contents = readFileSync(path);
        return [
          normalised(relative),
          binary.test(relative) ? contents.toString('base64') : normalised(contents.toString('utf8')),
        ] as const;
      }),
  );
}

/** The paths whose files differ, appear or disappear from `before` to `after`. */
export function differences(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}
