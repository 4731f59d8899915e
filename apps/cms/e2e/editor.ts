/** Starts the editor on a free loopback port over a temporary copy of packages/content, and a Chromium to drive it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '@fabrique/test-kit';
import { freePort } from '@fabrique/test-kit/ports';
import { chromium, type Browser } from 'playwright-core';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Editor {
  url: string;
  /** The copy of packages/content the editor writes. */
  content: string;
  browser: Browser;
  readJson(path: string): Record<string, unknown>;
  stop(): Promise<void>;
}

/** Resolves when the server prints its address; rejects if it exits first or is not up within the time given. */
function ready(child: ChildProcess, milliseconds: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`The editor is not ready after ${milliseconds} ms:\n${output}`)),
      milliseconds,
    );
    const onData = (chunk: Buffer) => {
      // eslint-disable-next-line no-control-regex
      output += chunk.toString().replace(/\u001b\[[0-9;]*m/g, '');
      if (output.includes('Local:')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The editor exited (${code}):\n${output}`));
    });
  });
}

/** Stops a server started detached (its own process group) and everything it started: npm and the editor's server. */
async function stopGroup(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

export async function startEditor(): Promise<Editor> {
  const content = mkdtempSync(join(tmpdir(), 'fabrique-cms-'));
  for (const folder of ['data', 'assets'])
    cpSync(join(repo, 'packages/content', folder), join(content, folder), { recursive: true });
  const port = await freePort();
  // The editor's production build, served with Keystatic's local API by src/server.ts: what staff load, not Vite's dev
  // server (which also loads Keystatic module by module, minutes on a loaded machine). Its own process group, so that
  // stopping it also stops the server under npm. Built for production, as for staff: under vitest's NODE_ENV=test Vite
  // bundles React's development build, with which the lists of entries lay their first column out at an endless width.
  const server = spawn('npm', ['run', 'serve', '-w', '@fabrique/cms'], {
    cwd: repo,
    env: { ...process.env, NODE_ENV: 'production', CMS_CONTENT_DIR: content, CMS_PORT: String(port), NO_COLOR: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let browser: Browser;
  try {
    await ready(server, 90_000);
    // Staff's browser in French: native date fields read jj/mm/aaaa only with Chromium's own language French too.
    browser = await chromium.launch({
      ...chromiumLaunchOptions,
      args: [...chromiumLaunchOptions.args, '--lang=fr-FR'],
      env: { ...process.env, LANGUAGE: 'fr_FR', LANG: 'fr_FR.UTF-8' },
    });
  } catch (error) {
    await stopGroup(server);
    rmSync(content, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    content,
    browser,
    readJson: (path) => JSON.parse(readFileSync(join(content, path), 'utf8')) as Record<string, unknown>,
    async stop() {
      await browser.close();
      await stopGroup(server);
      rmSync(content, { recursive: true, force: true });
    },
  };
}
