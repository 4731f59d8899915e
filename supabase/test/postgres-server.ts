// Vitest globalSetup: a real PostgreSQL server (Debian's package) for the tests that run beside PGlite, started in a
// temporary folder on a free loopback port, in its own process group, and stopped when the tests end.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@fabrique/test-kit/ports';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';

/** What the tests receive through inject('postgres'): a superuser URL, or why there is no server. */
export type PostgresInfo = { url: string; cron: boolean } | { error: string };

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: PostgresInfo;
  }
}

/** The database pg_cron works in (it runs in one database only); the pg_cron test migrates this one. */
export const cronDatabase = 'fabrique_cron';

/** POSTGRES_BIN, else the newest /usr/lib/postgresql/<version>/bin. */
function findBinDir(): string | null {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** PostgreSQL refuses to run as root: as root (CI), every command runs as the Debian package's `postgres` user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function uidOf(user: string): { uid: number; gid: number } {
  const read = (flag: string) => Number(spawnSync('id', [flag, user], { encoding: 'utf8' }).stdout.trim());
  return { uid: read('-u'), gid: read('-g') };
}

/** Resolves once the server logs that it accepts connections; rejects if it exits first. */
function waitReady(server: ChildProcess, log: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (log().includes('database system is ready to accept connections')) {
        server.stderr?.off('data', check);
        resolve();
      }
    };
    server.stderr?.on('data', check);
    server.once('exit', (code) => reject(new Error(`postgres exited (${code}) before it was ready:\n${log()}`)));
  });
}

export default async function setup(project: TestProject) {
  const binDir = findBinDir();
  if (!binDir) {
    project.provide('postgres', {
      error:
        'PostgreSQL is not installed: apt-get install postgresql (npm test does it as root), or set POSTGRES_BIN to its bin folder',
    });
    return;
  }
  const directory = await mkdtemp(join(tmpdir(), 'fabrique-pg-'));
  const data = join(directory, 'data');
  if (process.getuid?.() === 0) {
    const { uid, gid } = uidOf('postgres');
    await chown(directory, uid, gid);
  }
  const [initdb, initArgs] = asServerUser(join(binDir, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  const init = spawnSync(initdb, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);

  const cron = existsSync(join(binDir, '..', 'lib', 'pg_cron.so'));
  const port = await freePort();
  const settings = [
    ['listen_addresses', '127.0.0.1'],
    ['unix_socket_directories', directory],
    ['max_connections', '200'],
    // A throwaway server: durability is not what these tests check.
    ['fsync', 'off'],
    ['synchronous_commit', 'off'],
    ['full_page_writes', 'off'],
    ...(cron
      ? [
          ['shared_preload_libraries', 'pg_cron'],
          ['cron.database_name', cronDatabase],
        ]
      : []),
  ];
  const [command, args] = asServerUser(join(binDir, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    ...settings.flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ]);
  // detached: its own process group, so that stopping it stops runuser and every backend with it.
  const server = spawn(command, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-server.pid!, signal);
    } catch {
      // already gone
    }
  };
  // If vitest itself is killed, the server must not outlive it.
  const onExit = () => killGroup('SIGKILL');
  process.once('exit', onExit);
  await waitReady(server, () => log);

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  // The roles Supabase has (anon, authenticated) and the functions' own login, created once for every test database.
  await admin
    .unsafe(`create role anon nologin; create role authenticated nologin; create role fabrique_functions login;`)
    .simple();
  if (cron) await admin.unsafe(`create database ${cronDatabase}`);
  await admin.end();
  project.provide('postgres', { url, cron });

  return async () => {
    process.off('exit', onExit);
    killGroup('SIGINT'); // fast shutdown
    await exited;
    await rm(directory, { recursive: true, force: true });
  };
}
