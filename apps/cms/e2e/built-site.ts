/** A built site's files, for comparing two builds: every page and its data, PDF, calendar, image and the sitemap. */
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

/**
 * What two builds of equal sources may differ in: Vite's content hashes in file names (`Button-z_asI7Mn.js`, also in
 * the imports between chunks) and the Content-Security-Policy's hashes of inline scripts that name those files.
 */
const normalised = (text: string) =>
  text
    .replace(/([\w.-]+?)-[\w-]{8}(\.(?:js|css|svg|png|jpe?g|webp|woff2?))\b/g, '$1-#$2')
    .replace(/'sha256-[\w+/]{43}='/g, "'sha256-#'");
const binary = /\.(?:pdf|png|jpe?g|webp|woff2?)$/;
/**
 * The scripts are left out: they embed some data files' text as written (a quoted date or not, JSON keys in another
 * order), which the pages built from them show identically or not at all.
 */
const compared = (path: string) => !/^assets\/.*\.js$/.test(path);

/**
 * A stylesheet's rules in a fixed order: the bundler writes them in the order it meets the modules, which differs
 * between the repository's build and the copy's (29 November: the same 85,791 bytes, one component's block moved).
 * Saved data cannot change the stylesheets, which only code writes; their rules must still be the same.
 */
const cssRules = (text: string) => text.split('}').sort().join('}\n');

/** Every file of `<directory>` by its hash-free path, with its hash-free text (binary files as base64). */
export function builtFiles(directory: string): Map<string, string> {
  return new Map(
    readdirSync(directory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && compared(join(entry.parentPath, entry.name).slice(directory.length + 1)))
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        const relative = path.slice(directory.length + 1);
        const contents = readFileSync(path);
        const text = binary.test(relative) ? contents.toString('base64') : normalised(contents.toString('utf8'));
        return [normalised(relative), relative.endsWith('.css') ? cssRules(text) : text] as const;
      }),
  );
}

/** The paths whose files differ, appear or disappear from `before` to `after`. */
export function differences(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}
