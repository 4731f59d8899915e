// `npm run bench:navigation -- --calibrate`: which share of one core makes the bench's browser as slow as DevTools' 4×
// CPU slowdown. The same page (home, cold cache, network not shaped) is loaded by Playwright's Chromium under DevTools'
// 4× and by the bench's browser in cgroups of several shares; each reports when its `h1` was painted (the probe).
import { fork } from 'node:child_process';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '@fabrique/test-kit';
import { median } from './median.mjs';
import { startHarness } from './navigation-harness.mjs';
import { navigationConditions } from './navigation.mjs';

/** The `h1`'s paint on `path` under DevTools' CPU slowdown, from a probing server outside any namespace. */
async function devtoolsPaint(root, path, runs) {
  const server = fork(new URL('./navigation-server.mjs', import.meta.url).pathname, [
    JSON.stringify({ sites: [{ name: 'devtools', root }], shaping: null }),
  ]);
  const reports = [];
  server.on('message', (message) => message.report && reports.push(message.report));
  const { origins } = await new Promise((resolve) => server.on('message', (m) => m.origins && resolve(m)));
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const painted = [];
    for (let index = 0; index < runs; index += 1) {
      const id = `devtools ${index}`;
      server.send({ sample: { id, from: null, link: null } });
      const context = await browser.newContext({ viewport: navigationConditions.viewport });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(origins.devtools + path);
      await new Promise((resolve) => {
        const check = () =>
          reports.some((r) => r.sample === id && r.kind === 'arrived') ? resolve() : setTimeout(check, 50);
        check();
      });
      painted.push(reports.find((r) => r.sample === id && r.kind === 'arrived').headingPainted);
      await context.close();
    }
    return painted;
  } finally {
    await browser.close();
    server.disconnect();
  }
}

export async function calibrate({ root, path = '/', shares = [0.25, 0.5, 1], runs = 3, log = console.log }) {
  const devtools = await devtoolsPaint(root, path, runs);
  log(`DevTools 4×: h1 painted at ${devtools.map(Math.round).join(', ')} ms (median ${Math.round(median(devtools))})`);
  const figures = { devtools: median(devtools) };
  for (const share of shares) {
    const harness = await startHarness({
      sites: [{ name: 'cgroup', root }],
      shaping: null,
      cpuShare: share,
      viewport: navigationConditions.viewport,
    });
    try {
      const painted = [];
      for (let index = 0; index < runs; index += 1) {
        const id = `cgroup ${share} ${index}`;
        const report = await harness.visit(
          `${harness.origins.cgroup}${path}`,
          { id, from: null, link: null },
          ({ next }) => next((r) => r.kind === 'arrived' && r.sample === id, 60_000),
        );
        painted.push(report.report.headingPainted);
      }
      figures[share] = median(painted);
      log(
        `cgroup, ${share * 100} % of a core: h1 painted at ${painted.map(Math.round).join(', ')} ms (median ${Math.round(median(painted))})`,
      );
    } finally {
      harness.close();
    }
  }
  return figures;
}
