// The navigation bench's machine: a browser with nothing attached to it (no DevTools protocol, no automation), so that
// it speculates and prerenders as a visitor's does. Chromium runs headful in its own X server (Xvfb) and is given
// real input (xdotool), inside a network namespace made for the run (its only address is the bench's shaped server),
// in a CPU cgroup that slows it down. Linux only, as root; Debian's xvfb and xdotool.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { chromeArgs, chromePath } from '@fabrique/test-kit';

const serverModule = new URL('./navigation-server.mjs', import.meta.url).pathname;

/** Stops the run at once, saying what is missing, before anything is made. */
export function assertHarness() {
  const missing = [];
  if (process.platform !== 'linux' || process.getuid?.() !== 0)
    missing.push('root on Linux (the bench makes a network namespace and a CPU cgroup)');
  for (const [tool, hint] of [
    ['Xvfb', 'xvfb'],
    ['xdotool', 'xdotool'],
    ['ip', 'iproute2'],
  ])
    if (spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status !== 0)
      missing.push(`${tool} (apt-get install -y ${hint})`);
  if (!existsSync(chromePath)) missing.push(`Chromium at ${chromePath} (apt-get install -y chromium, or CHROME_PATH)`);
  if (!existsSync('/sys/fs/cgroup/cpu/cpu.cfs_quota_us') && !existsSync('/sys/fs/cgroup/cgroup.controllers'))
    missing.push('a CPU cgroup (v1 at /sys/fs/cgroup/cpu, or v2)');
  if (missing.length > 0) {
    console.error(`bench:navigation needs: ${missing.join('; ')}.`);
    process.exit(1);
  }
}

/** A CPU cgroup holding `share` of one core (cgroup v1's CFS quota, or v2's cpu.max), over a 10 ms period. */
function cpuGroup(name, share) {
  const periodUs = 10_000;
  const quotaUs = Math.round(periodUs * share);
  const v1 = existsSync('/sys/fs/cgroup/cpu/cpu.cfs_quota_us');
  const path = v1 ? `/sys/fs/cgroup/cpu/${name}` : `/sys/fs/cgroup/${name}`;
  execFileSync('mkdir', ['-p', path]);
  if (v1) {
    writeFileSync(join(path, 'cpu.cfs_period_us'), String(periodUs));
    writeFileSync(join(path, 'cpu.cfs_quota_us'), String(quotaUs));
  } else writeFileSync(join(path, 'cpu.max'), `${quotaUs} ${periodUs}`);
  // Removable once its processes have gone: the browser's, killed just before, may take a moment to be reaped.
  const remove = () => {
    for (let tries = 0; tries < 50 && existsSync(path) && spawnSync('rmdir', [path]).status !== 0; tries += 1)
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  };
  return { procs: join(path, 'cgroup.procs'), remove };
}

/** Sends a signal to a process (a group, given a negative id) that may have stopped already. */
function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/** Runs a process in a new process group (so it and its children stop together), its output kept for errors. */
function start(command, args, options = {}) {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'], ...options });
  child.errors = '';
  child.stderr?.on('data', (chunk) => (child.errors = (child.errors + chunk).slice(-2000)));
  child.ended = new Promise((resolve) => child.once('exit', resolve));
  child.stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      signal(-child.pid, 'SIGKILL');
      await child.ended;
    }
  };
  return child;
}

/** An X server the size of the phone, on the first display from :90 that no other X server holds. */
async function startXvfb({ width, height }) {
  let number = 90;
  while (existsSync(`/tmp/.X${number}-lock`) || existsSync(`/tmp/.X11-unix/X${number}`)) number += 1;
  const display = `:${number}`;
  const xvfb = start('Xvfb', [display, '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp']);
  // Ready once its socket is there.
  while (!existsSync(`/tmp/.X11-unix/X${number}`)) {
    if (xvfb.exitCode !== null) throw new Error(`Xvfb stopped: ${xvfb.errors}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { xvfb, display };
}

/**
 * Makes the machine (namespace, cgroup, X server, the bench's server with `sites` inside the namespace) and returns
 * { origins, visit, close }. `visit(url, sample, act, pointerAt)` tells the server the sample (its id, the page it
 * starts from, the link), puts the pointer at `pointerAt` (the window's corner by default), starts a fresh Chromium
 * (empty profile: a cold cache) on the address, calls `act({ input, next, since })` and closes the browser. Everything made is removed on close, on exit and on Ctrl-C.
 */
export async function startHarness({ sites, shaping, cpuShare, viewport }) {
  const name = `fabrique-nav-${process.pid}`;
  const cleanups = [];
  const cleanUp = () => {
    for (const step of cleanups.splice(0).reverse()) step();
  };
  const onSignal = (signal) => {
    cleanUp();
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal).once('exit', cleanUp);

  execFileSync('ip', ['netns', 'add', name]);
  cleanups.push(() => spawnSync('ip', ['netns', 'delete', name]));
  execFileSync('ip', ['-n', name, 'link', 'set', 'lo', 'up']);
  const group = cpuGroup(name, cpuShare);
  cleanups.push(group.remove);
  const { xvfb, display } = await startXvfb(viewport);
  cleanups.push(() => signal(xvfb.pid, 'SIGTERM'));

  const server = spawn(
    'ip',
    ['netns', 'exec', name, process.execPath, serverModule, JSON.stringify({ sites, shaping })],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  cleanups.push(() => server.connected && server.disconnect());
  const messages = [];
  const waiting = new Set();
  server.on('message', (message) => {
    messages.push(message);
    for (const wait of waiting) wait();
  });
  /** Resolves with the first message (from now on, or `since` an index) that `test` accepts, or rejects after `ms`. */
  const next = (test, ms, since = messages.length, what = 'an answer') =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.slice(since).find(test);
        if (!found) return;
        waiting.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error(`no ${what} within ${ms} ms`));
      }, ms);
      waiting.add(check);
      check();
    });
  const { origins } = await next((message) => message.origins, 30_000, 0);

  const input = (...commands) =>
    execFileSync('xdotool', commands, { env: { ...process.env, DISPLAY: display }, timeout: 60_000, stdio: 'ignore' });
  let browser = null;
  cleanups.push(() => browser && signal(-browser.pid, 'SIGKILL'));

  async function visit(url, sample, act, pointerAt = [viewport.width - 1, viewport.height - 1]) {
    const profile = mkdtempSync(join(os.tmpdir(), 'fabrique-nav-'));
    const since = messages.length;
    server.send({ sample });
    const args = [
      ...chromeArgs,
      `--user-data-dir=${profile}`,
      '--kiosk',
      `--window-size=${viewport.width},${viewport.height}`,
      '--window-position=0,0',
      '--test-type',
      '--no-default-browser-check',
      '--password-store=basic',
      '--lang=fr-FR',
      url,
    ];
    // Into the cgroup before it starts, so every process it forks is slowed too; then into the namespace.
    browser = start('sh', ['-c', 'echo $$ > "$0" && exec ip netns exec "$@"', group.procs, name, chromePath, ...args], {
      env: { ...process.env, DISPLAY: display },
    });
    try {
      // The pointer rests at `pointerAt` while the page loads: put there once the window is shown (Chromium centres
      // it then), before the page's scripts listen. The probe lists the pointer events the page saw before the tap.
      input('search', '--sync', '--onlyvisible', '--class', 'chromium');
      input('mousemove', ...pointerAt.map((value) => String(Math.round(value))));
      return await act({
        input,
        next: (test, ms, what) => next((message) => test(message.report ?? {}, message), ms, since, what),
        since: () => messages.slice(since),
      });
    } finally {
      await browser.stop();
      browser = null;
      rmSync(profile, { recursive: true, force: true });
    }
  }

  return {
    origins,
    visit,
    close: () => {
      process.off('SIGINT', onSignal).off('SIGTERM', onSignal).off('exit', cleanUp);
      cleanUp();
    },
  };
}
