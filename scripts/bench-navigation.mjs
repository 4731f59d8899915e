// `npm run bench:navigation`: the benchmark's navigation measure alone (`npm run bench` runs it too), on the site's
// current build (apps/site/build/client; build it first). Root on Linux, with Xvfb and xdotool (docs/performance.md).
//   --trips a,b      only these trips (ids: home-catalogue, catalogue-course, course-category, articles-article, csia-catalogue)
//   --intents a,b    hover, press (default both)
//   --variants a,b   prerendered, fallback (default both)
//   --runs N         taps per trip, intent and variant (default 5; median and worst reported)
//   --site DIR       serve this client folder instead of the current build (a copy, so the build can change meanwhile)
//   --compare DIR    also serve another build's client folder and alternate the two, sample by sample (an A/B)
//   --out DIR        where to write navigation.md and navigation.json (default bench/)
//   --drop-aborted   the shaped line forgets a closed connection's bytes still waiting (the most an abort could save)
//   --calibrate      only compare the cgroup's CPU shares with DevTools' 4× slowdown on the home page (docs/performance.md)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  measureNavigations,
  navigationConditions,
  navigationIntents,
  navigationReport,
  navigationTargets,
  navigationTrips,
  navigationVariants,
} from './lib/navigation.mjs';
import { calibrate } from './lib/navigation-calibration.mjs';
import { probeMark } from './lib/navigation-probe.mjs';
import { siteBuildDir } from '../apps/site/scripts/site-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    trips: { type: 'string' },
    intents: { type: 'string' },
    variants: { type: 'string' },
    runs: { type: 'string', default: '5' },
    site: { type: 'string' },
    compare: { type: 'string' },
    out: { type: 'string', default: join(root, 'bench') },
    'drop-aborted': { type: 'boolean', default: false },
    calibrate: { type: 'boolean', default: false },
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
const intents = pick(navigationIntents, options.intents, 'intent');
const variants = pick(navigationVariants, options.variants, 'variant');
const runs = Number(options.runs);

const sites = [{ name: 'current', root: resolve(options.site ?? siteBuildDir) }];
if (options.compare) sites.push({ name: 'compared', root: resolve(options.compare) });
// The probe is the bench's, put in pages as it serves them: a build that holds it would measure itself.
for (const { root: folder } of sites)
  for (const file of readdirSync(folder, { recursive: true }))
    if (/\.(html|js)$/.test(file) && readFileSync(join(folder, file), 'utf8').includes(probeMark)) {
      console.error(`${join(folder, file)} holds the bench's probe (${probeMark}): it must never ship in the site.`);
      process.exit(1);
    }
// Timings on a shared machine move with its load: the report gives it, at the start and at the end.
const loadAverage = () => os.loadavg()[0].toFixed(1);
const loadAtStart = loadAverage();
if (options.calibrate) {
  await calibrate({ root: sites[0].root, runs });
  process.exit(0);
}
const dropAborted = options['drop-aborted'];
const results = await measureNavigations({ sites, trips, intents, variants, runs, dropAborted });
const commit = execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const load = { start: Number(loadAtStart), end: Number(loadAverage()), cores: os.cpus().length };
const report = {
  date: new Date().toISOString(),
  commit,
  load,
  conditions: navigationConditions,
  targets: navigationTargets,
  runs,
  dropAborted,
  ...(options.compare ? { compared: resolve(options.compare) } : {}),
  trips: results,
};
const lines = [
  '# Navigation benchmark',
  '',
  `${report.date.slice(0, 10)}, commit ${commit}${options.site ? ` (served: ${resolve(options.site)})` : ''}; load average ${load.start} at the start, ${load.end} at the end, on ${load.cores} cores.`,
  '',
  ...navigationReport(results, runs, { dropAborted }),
];
mkdirSync(options.out, { recursive: true });
writeFileSync(join(options.out, 'navigation.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(options.out, 'navigation.md'), lines.join('\n'));
console.log(`\n${lines.join('\n')}`);
