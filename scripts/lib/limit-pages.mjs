// The report of `npm run bench -- --limit-pages`: each route's limit page alone, and with `--compare DIR` another
// build's beside it, alternated run by run — an A/B of what the first style, layout and paint of a page cost.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where a page's main thread went, from the thread's CPU time in a Lighthouse trace rather than wall time, which a busy
 * machine inflates far less: style, layout and paint in all, and the longest task scaled as Lighthouse's
 * simulation scales it (4×, 2× for a task that lays out). A task longer than 50 ms that way blocks.
 */
export function renderWork(trace) {
  const events = trace.traceEvents;
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return null;
  const onMain = events.filter(
    (event) =>
      event.pid === navigation.pid && event.tid === navigation.tid && event.ph === 'X' && event.ts >= navigation.ts,
  );
  const cpuMs = (event) => (event.tdur ?? event.dur ?? 0) / 1000;
  const total = (names) =>
    onMain.filter((event) => names.includes(event.name)).reduce((sum, event) => sum + cpuMs(event), 0);
  const layouts = onMain.filter((event) => event.name === 'Layout');
  const scaled = onMain
    .filter((event) => event.name === 'RunTask')
    .map((task) => {
      const laysOut = layouts.some((layout) => layout.ts >= task.ts && layout.ts < task.ts + task.dur);
      return cpuMs(task) * (laysOut ? 2 : 4);
    });
  return {
    styleMs: total(['UpdateLayoutTree']),
    layoutMs: total(['Layout']),
    paintMs: total(['PrePaint', 'Paint']),
    longestTaskMs: Math.max(0, ...scaled),
  };
}

/** The target of issue 35: a long page's own first render at 4× CPU, within a mid-range phone's budget. */
export const limitPageTbtTargetMs = 50;

export function writeLimitPagesReport(report) {
  const { out, ...results } = report;
  const { date, commit, machine, runs, compare, routes } = results;
  const ms = (value) => (value === null || value === undefined ? '–' : `${Math.round(value)}`);
  const lines = [
    '# Limit pages',
    '',
    `${date.slice(0, 10)}, commit ${commit}${compare ? `, compared with the build in \`${compare}\`` : ''}. Machine: ${machine.cpu}, ${machine.cores} cores, load average ${machine.loadAverageAtStart} at the start; ${machine.chromium}; Lighthouse ${machine.lighthouse}, default mobile settings (simulated throttling, 4× CPU), ${runs} runs per page, the builds alternated run by run.`,
    '',
    `Target: TBT ≤ ${limitPageTbtTargetMs} ms (median). The last four columns come from the main thread's CPU time in each run's trace (medians), which a busy machine inflates far less than TBT: style, layout and paint at 1× CPU, and the longest task scaled as Lighthouse simulates it (4×, 2× when it lays out) — over 50 ms, it blocks.`,
    '',
    '| route | build | TBT ms (median) | TBT of each run ms | FCP ms | LCP ms | DOM elements | style ms | layout ms | paint ms | longest task ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...routes.flatMap(({ route, builds }) =>
      Object.entries(builds).map(
        ([build, r]) =>
          `| ${route} | ${build === 'limit' ? 'this build' : 'compared'} | ${ms(r.tbt)} ${r.tbt <= limitPageTbtTargetMs ? '✓' : '✗'} | ${r.tbtOfEachRun.map(ms).join(', ')} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${r.domElements ?? '–'} | ${ms(r.render.styleMs)} | ${ms(r.render.layoutMs)} | ${ms(r.render.paintMs)} | ${ms(r.render.longestTaskMs)} |`,
      ),
    ),
    '',
  ];
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'limit-pages.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(out, 'limit-pages.md'), lines.join('\n'));
  console.log(`\n${lines.join('\n')}`);
  console.log(`Written to ${join(out, 'limit-pages.md')} and limit-pages.json.`);
}
