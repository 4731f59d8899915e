// `npm run bench:navigation`: the benchmark's navigation measure alone (`npm run bench` runs it too), on the site's
// current build (apps/site/build/client; build it first), served on 127.0.0.1.
//   --trips a,b      only these trips (ids: home-catalogue, catalogue-course, course-category, articles-article, csia-catalogue)
//   --moments a,b    before, after (default both)
//   --runs N         taps per trip and moment (default 5; median and worst reported)
//   --site DIR       serve this client folder instead of the current build (a copy, so the build can change meanwhile)
//   --compare DIR    also serve another build's client folder and alternate the two, sample by sample (an A/B)
//   --out DIR        where to write navigation.md and navigation.json (default bench/)
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  measureNavigations,
  navigationConditions,
  navigationMoments,
  navigationReport,
  navigationTargets,
  navigationTrips,
} from './lib/navigation.mjs';
import { startSiteServer } from '../apps/site/scripts/site-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    trips: { type: 'string' },
    moments: { type: 'string' },
    runs: { type: 'string', default: '5' },
    site: { type: 'string' },
    compare: { type: 'string' },
    out: { type: 'string', default: join(root, 'bench') },
  },
});
const pick = (list, wanted, name) => {
  if (!wanted) return list;
  const ids = wanted.split(',');
  const unknown = ids.filter((id) => !list.some((item) => (item.id ?? item) === id));
  if (unknown.length > 0) {
    console.error(`Unknown ${name}: ${unknown.join(', ')}. Known: ${list.map((item) => item.id ?? item).join(', ')}.`);
    process.exit(1);
  }
  return list.filter((item) => ids.includes(item.id ?? item));
};
const trips = pick(navigationTrips, options.trips, 'trip');
const moments = pick(navigationMoments, options.moments, 'moment');
const runs = Number(options.runs);

const servers = [await startSiteServer({ port: 0, ...(options.site ? { root: resolve(options.site) } : {}) })];
if (options.compare) servers.push(await startSiteServer({ port: 0, root: resolve(options.compare) }));
const origins = servers.map((server) => `http://127.0.0.1:${server.address().port}`);
const variants = options.compare
  ? [
      { name: 'current', origin: origins[0] },
      { name: 'compared', origin: origins[1] },
    ]
  : [{ name: 'site', origin: origins[0] }];
// Timings on a shared machine move with its load: the report gives it, at the start and at the end.
const loadAverage = () => os.loadavg()[0].toFixed(1);
const loadAtStart = loadAverage();
let results;
try {
  results = await measureNavigations({ variants, trips, moments, runs });
} finally {
  for (const server of servers) server.close();
}
const commit = execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const load = { start: Number(loadAtStart), end: Number(loadAverage()), cores: os.cpus().length };
const report = {
  date: new Date().toISOString(),
  commit,
  load,
  conditions: navigationConditions,
  targets: navigationTargets,
  runs,
  ...(options.compare ? { compared: resolve(options.compare) } : {}),
  trips: results,
};
const lines = [
  '# Navigation benchmark',
  '',
  `${report.date.slice(0, 10)}, commit ${commit}${options.site ? ` (served: ${resolve(options.site)})` : ''}; load average ${load.start} at the start, ${load.end} at the end, on ${load.cores} cores.`,
  '',
  ...navigationReport(results, runs),
];
mkdirSync(options.out, { recursive: true });
writeFileSync(join(options.out, 'navigation.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(options.out, 'navigation.md'), lines.join('\n'));
console.log(`\n${lines.join('\n')}`);
