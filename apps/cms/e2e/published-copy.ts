/**
 * The repository as the publishing workflow would check it out after a save in the editor: a temporary copy of the
 * site's sources and the functions, holding the editor's edited content, built and run from there. The copy shares the
 * repository's installed packages (one symlink per package) except the workspace links, which point into the copy, so
 * that the content the build and the functions read is the edited one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..');
/**
 * The workspaces the site's build and the functions read, by their package names' last part: every package, the site
 * and the functions (not the editor, the catalogue nor the fresh-app proof).
 */
const workspaces: Record<string, string> = Object.fromEntries(
  [...readdirSync(join(repo, 'packages')).map((name) => `packages/${name}`), 'apps/site', 'supabase'].map((folder) => [
    (JSON.parse(readFileSync(join(repo, folder, 'package.json'), 'utf8')) as { name: string }).name.replace(
      '@fabrique/',
      '',
    ),
    folder,
  ]),
);
/** Outputs, caches and local state: never part of a checkout. */
const skipped = new Set(['node_modules', 'build', 'dist', '.turbo', '.react-router', 'test-results', '.local', 'e2e']);

export interface PublishedCopy {
  root: string;
  /** Builds the site as of `epoch` (seconds) into `<root>/apps/site/build`; rejects with the build's output. */
  buildSite(epoch: number): Promise<string>;
  /** The local backend as `npm start` runs it (Deno, the functions' real handlers), on `port`, storing nothing. */
  startFunctions(port: number): Promise<{ stop(): Promise<void> }>;
  remove(): void;
}

/** Resolves with the output once `ready` appears on it; rejects with it if the process exits first. */
function output(child: ChildProcess, ready?: string): Promise<string> {
  let text = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (ready !== undefined && text.includes(ready)) resolve(text);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) =>
      code === 0 && ready === undefined ? resolve(text) : reject(new Error(`Exited (${code}):\n${text.slice(-4000)}`)),
    );
  });
}

export function publishedCopy(content: string): PublishedCopy {
  const root = mkdtempSync(join(tmpdir(), 'fabrique-published-'));
  for (const file of ['package.json', 'tsconfig.base.json']) cpSync(join(repo, file), join(root, file));
  for (const folder of Object.values(workspaces))
    cpSync(join(repo, folder), join(root, folder), {
      recursive: true,
      filter: (source) =>
        !skipped.has(basename(source)) && !/packages\/content\/(?:data|assets)(?:\/|$)/.test(relative(repo, source)),
    });
  for (const folder of ['data', 'assets'])
    cpSync(join(content, folder), join(root, 'packages/content', folder), { recursive: true });

  mkdirSync(join(root, 'node_modules/@fabrique'), { recursive: true });
  for (const name of readdirSync(join(repo, 'node_modules')))
    if (name !== '@fabrique') symlinkSync(join(repo, 'node_modules', name), join(root, 'node_modules', name));
  for (const [name, folder] of Object.entries(workspaces))
    symlinkSync(join('../..', folder), join(root, 'node_modules/@fabrique', name));
  for (const folder of Object.values(workspaces))
    for (const name of readdirSync(join(repo, folder)).filter((entry) => entry === 'node_modules'))
      symlinkSync(join(repo, folder, name), join(root, folder, name));

  return {
    root,
    buildSite(epoch) {
      const child = spawn('sh', ['-c', 'npx react-router build && node scripts/postbuild.mjs'], {
        cwd: join(root, 'apps/site'),
        env: {
          ...process.env,
          NODE_ENV: 'production',
          SOURCE_DATE_EPOCH: String(epoch),
          SITE_BUILD_DIR: '',
          NO_COLOR: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      return output(child);
    },
    async startFunctions(port) {
      const outbox = join(root, 'outbox');
      // `npm start -w @fabrique/functions` itself (its script owns Deno's flags); its own process group, stopped as one.
      const child = spawn(
        'npm',
        [
          'run',
          '--silent',
          'start',
          '--',
          '--port',
          String(port),
          '--db',
          'memory',
          '--outbox',
          outbox,
          '--no-rate-limit',
        ],
        {
          cwd: join(root, 'supabase'),
          env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      const stop = async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid!, 'SIGTERM');
        await exited;
      };
      try {
        await output(child, 'Local backend ready');
      } catch (error) {
        await stop();
        throw error;
      }
      return { stop };
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
