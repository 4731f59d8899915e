// `npm run bench`: the performance benchmark (not part of `npm test`). Builds everything (timed), serves the production
// build on 127.0.0.1 with compression as a static host would, and runs Lighthouse (default mobile settings) on each
// benchmarked route and on its limit page — the same prerendered HTML with every script removed — in the same run.
// Then it taps each interactive control under mobile conditions (scripts/lib/first-tap.mjs; `npm run bench:first-tap`
// runs that part alone), follows links from page to page (scripts/lib/navigation.mjs; `npm run bench:navigation`) and
// times the forms' proof of work on a throttled phone and for a bot (scripts/lib/proof-of-work.mjs; `npm run bench:proof`).
// Prints the figures and the targets, and writes bench/results.md and bench/results.json.
//   --runs N         Lighthouse runs per page (default 3; the median is reported)
//   --routes a,b     only these routes
//   --no-full-build  build the site only, without timing the full build
//   --out DIR        where to write the results (default bench/)
//   --limit-pages    only the limit pages' Lighthouse runs (no full build, site, floor, taps or trips): limit-pages.md
//   --traces DIR     also save each Lighthouse run's Chromium trace there (open it in DevTools' Performance panel)
//   --compare DIR    with --limit-pages: another build's client folder, whose limit pages alternate with this build's
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstTapReport, firstTapTargets, measureFirstTaps } from './lib/first-tap.mjs';
import { measureProofOfWork, proofReport } from './lib/proof-of-work.mjs';
import { chromeArgs, chromePath } from '@fabrique/test-kit';
import { siteBuildDir, startSiteServer } from '../apps/site/scripts/site-server.mjs';
import { renderWork, writeLimitPagesReport } from './lib/limit-pages.mjs';
import { median } from './lib/median.mjs';
import { measureNavigations, navigationReport, navigationTargets } from './lib/navigation.mjs';
import { run } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    'no-full-build': { type: 'boolean', default: false },
    out: { type: 'string', default: join(root, 'bench') },
    'limit-pages': { type: 'boolean', default: false },
    traces: { type: 'string' },
    compare: { type: 'string' },
  },
});
if (options.compare && !options['limit-pages']) throw new Error('--compare goes with --limit-pages');

const benchmarkedRoutes = [
  '/',
  '/formations',
  '/formations/categorie/rse',
  '/formations/les-cles-de-la-serie-documentaire',
  '/actualites',
  '/actualites/ia-ecriture-scenaristes',
  '/csia',
];
const routes = options.routes ? options.routes.split(',') : benchmarkedRoutes;
const runs = Number(options.runs);
const port = 4180;
const origin = `http://127.0.0.1:${port}`;
/** Limit pages are served under this prefix, from the same origin and with the same assets. */
const limitPrefix = '/__limit';
/** The compared build's limit pages (`--compare`), beside this build's and with its own assets copied in. */
const comparePrefix = '/__compare';
/** The machine's floor: a page with a heading and a sentence, no CSS, no font, no image, no script. */
const floorPath = '/__floor/';

const targets = {
  score: 100,
  lcpRatio: 1.05,
  /** What the site's scripts may add to the blocking time of the same page without them (its limit page). */
  tbtOverLimitMs: 50,
  homeDomElements: 900,
  cls: 0.01,
  homeJsKb: 100,
  cssKb: 20,
  fullBuildSeconds: 90,
  /** What a connection's first round trip carries (ten TCP segments): a larger page waits one more round trip. */
  firstRoundTripBytes: 14600,
};

// ── Build ────────────────────────────────────────────────────────────────────────────────────────────────────────────
// The site is built for the origin it is served from, so canonical links and structured data point at the page itself.
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', VITE_SITE_URL: origin };
let fullBuildSeconds = null;
if (!options['no-full-build'] && !options['limit-pages']) {
  console.log('━━ Full build (site + Storybook), cache off ━━');
  const started = performance.now();
  const code = await run('npx', ['turbo', 'run', 'build', '--force', '--output-logs=errors-only'], { cwd: root, env });
  if (code !== 0) process.exit(code);
  fullBuildSeconds = (performance.now() - started) / 1000;
  console.log(`Full build: ${fullBuildSeconds.toFixed(1)} s`);
} else {
  const code = await run('npx', ['turbo', 'run', 'build', '--filter=@fabrique/site', '--output-logs=errors-only'], {
    cwd: root,
    env,
  });
  if (code !== 0) process.exit(code);
}

// ── Limit pages ──────────────────────────────────────────────────────────────────────────────────────────────────────
/** The fastest the same content can be: the prerendered page without any script (JSON-LD is data, and kept). */
function limitPage(html) {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

const pageFile = (dir, route) => join(dir, route, 'index.html');
const served = mkdtempSync(join(os.tmpdir(), 'fabrique-bench-'));
cpSync(siteBuildDir, served, { recursive: true });
const limitBuilds = [[limitPrefix, siteBuildDir]];
if (options.compare) {
  cpSync(join(options.compare, 'assets'), join(served, 'assets'), { recursive: true });
  limitBuilds.push([comparePrefix, options.compare]);
}
for (const [prefix, buildDir] of limitBuilds) {
  for (const route of routes) {
    const target = pageFile(join(served, prefix), route);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, limitPage(readFileSync(pageFile(buildDir, route), 'utf8')));
  }
}

// What this machine and Lighthouse measure for next to nothing: no page of any site can do better here.
const floorFile = join(served, floorPath, 'index.html');
mkdirSync(dirname(floorFile), { recursive: true });
writeFileSync(
  floorFile,
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<link rel="icon" href="/favicon.svg"><title>Page plancher du banc de mesure</title><meta name="description" content="Une page réduite à un titre et une phrase, ' +
    'mesurée pour connaître le plancher de la machine."></head><body><main><h1>Plancher</h1><p>Un titre, une phrase, rien ' +
    "d'autre.</p></main></body></html>",
);

/** Chunks that hold supabase-js: they must not be fetched until a form is submitted. */
const supabaseChunks = readdirSync(join(siteBuildDir, 'assets')).filter(
  (name) =>
    name.endsWith('.js') && readFileSync(join(siteBuildDir, 'assets', name), 'utf8').includes('@supabase/supabase-js'),
);

const commandOutput = (command, args) => {
  try {
    return execFileSync(command, args, { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};
const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  os: `${os.type()} ${os.release()}`,
  node: process.version,
  chromium: commandOutput(chromePath, ['--version']),
  lighthouse: JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version,
  /** Other work on the machine slows every figure: the one-minute load average when the measures start. */
  loadAverageAtStart: os.loadavg()[0].toFixed(1),
};
// ── Lighthouse ───────────────────────────────────────────────────────────────────────────────────────────────────────
const server = await startSiteServer({ port, root: served });
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...chromeArgs, '--headless=new'] });
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const fileName = (url) => new URL(url).pathname.split('/').pop();

/** Bytes by kind of resource: raw (decoded) and compressed (on the wire), before the load event and in the whole run. */
function resourceBytes(lhr) {
  const requests = lhr.audits['network-requests'].details.items;
  const loadEvent = lhr.audits.metrics.details.items[0].observedLoad;
  const kinds = { html: ['Document'], css: ['Stylesheet'], js: ['Script'], font: ['Font'], image: ['Image'] };
  const bytes = {};
  for (const [kind, types] of Object.entries(kinds)) {
    const ofKind = requests.filter((request) => types.includes(request.resourceType));
    const beforeLoad = ofKind.filter((request) => request.networkEndTime <= loadEvent);
    const sum = (list, field) => list.reduce((total, request) => total + (request[field] ?? 0), 0);
    bytes[kind] = {
      raw: sum(beforeLoad, 'resourceSize'),
      compressed: sum(beforeLoad, 'transferSize'),
      // Lighthouse never interacts: everything it fetched came before a visitor's first interaction.
      compressedBeforeInteraction: sum(ofKind, 'transferSize'),
    };
  }
  const scripts = requests
    .filter((request) => request.resourceType === 'Script')
    .map((request) => fileName(request.url));
  return { bytes, scripts };
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const { bytes, scripts } = resourceBytes(lhr);
  return {
    scores: Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndex: audit('speed-index'),
    domElements: audit('dom-size'),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    bytes,
    scripts,
    supabaseFetched: scripts.some((script) => supabaseChunks.includes(script)),
    failedAudits: categories.flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => `${id}: ${ref.id}`),
    ),
  };
}

function medianOf(samples) {
  const pick = (get) => median(samples.map(get));
  const first = samples[0];
  const bytes = Object.fromEntries(
    Object.keys(first.bytes).map((kind) => [
      kind,
      Object.fromEntries(
        Object.keys(first.bytes[kind]).map((field) => [field, pick((sample) => sample.bytes[kind][field])]),
      ),
    ]),
  );
  return {
    scores: Object.fromEntries(categories.map((id) => [id, pick((sample) => sample.scores[id])])),
    fcp: pick((sample) => sample.fcp),
    lcp: pick((sample) => sample.lcp),
    tbt: pick((sample) => sample.tbt),
    cls: pick((sample) => sample.cls),
    speedIndex: pick((sample) => sample.speedIndex),
    domElements: pick((sample) => sample.domElements),
    render: Object.fromEntries(
      Object.keys(first.render ?? {}).map((field) => [field, pick((sample) => sample.render?.[field])]),
    ),
    lcpElements: [...new Set(samples.map((sample) => sample.lcpElement))],
    bytes,
    scripts: [...new Set(samples.flatMap((sample) => sample.scripts))].sort(),
    supabaseFetched: samples.some((sample) => sample.supabaseFetched),
    failedAudits: [...new Set(samples.flatMap((sample) => sample.failedAudits))].sort(),
  };
}

/** One Lighthouse run on the URL, summarised and printed. */
async function measure(url, label, traceName, attempt = 1) {
  const result = await lighthouse(url, {
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: categories,
  });
  const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'no result' };
  // A trace Chrome failed to record (NO_NAVSTART…) measures nothing: run it again rather than lose the whole bench.
  // It can fail twice in a row (25 November, a 15-minute bench lost on its last route): three attempts in all.
  if (error && attempt < 3) {
    console.log(`${label}: Lighthouse could not measure (${error.code}), measuring again`);
    return measure(url, label, traceName, attempt + 1);
  }
  if (error) throw new Error(`Lighthouse failed on ${url}: ${error.message}`);
  const sample = { ...summarise(result.lhr), render: renderWork(result.artifacts.Trace) };
  if (options.traces && traceName) {
    mkdirSync(options.traces, { recursive: true });
    writeFileSync(join(options.traces, `${traceName}.json`), JSON.stringify(result.artifacts.Trace));
  }
  console.log(
    `${label}: LCP ${Math.round(sample.lcp)} ms, TBT ${Math.round(sample.tbt)} ms, scores ${Object.values(sample.scores).join('/')}`,
  );
  return sample;
}

/** Where each measured variant of a route is served. */
const variantPrefixes = options['limit-pages']
  ? Object.fromEntries(limitBuilds.map(([prefix], index) => [index === 0 ? 'limit' : 'compare', prefix]))
  : { site: '', limit: limitPrefix };
const variants = Object.keys(variantPrefixes);
const samples = Object.fromEntries(
  routes.map((route) => [route, Object.fromEntries(variants.map((variant) => [variant, []]))]),
);
const floorSamples = [];
const firstTapRuns = 5;
let firstTaps = [];
let proofOfWork = null;
const navigationRuns = 5;
let navigations = [];
try {
  // A fresh browser's first page pays its one-time costs (font configuration, caches): a warm-up, not counted.
  await measure(`${origin}${floorPath}`, 'warm-up (not counted)');
  // Runs alternate between the variants of a route, so all meet the same machine conditions.
  for (let index = 1; index <= runs; index += 1) {
    for (const route of routes) {
      for (const variant of variants) {
        const url = `${origin}${variantPrefixes[variant]}${route}`;
        const label = `run ${index}/${runs} ${variant.padEnd(7)} ${route}`;
        const traceName = `${variant}${route.replaceAll('/', '_')}-${index}`;
        samples[route][variant].push(await measure(url, label, traceName));
      }
    }
    if (!options['limit-pages'])
      floorSamples.push(await measure(`${origin}${floorPath}`, `run ${index}/${runs} floor page`));
  }
  if (!options['limit-pages']) {
    console.log('━━ First tap ━━');
    firstTaps = await measureFirstTaps({ origin, runs: firstTapRuns });
    console.log('━━ Navigation ━━');
    navigations = await measureNavigations({ sites: [{ name: 'current', root: served }], runs: navigationRuns });
    console.log('━━ Proof of work ━━');
    proofOfWork = await measureProofOfWork();
  }
} finally {
  await chrome.kill();
  server.close();
  rmSync(served, { recursive: true, force: true });
}
if (options['limit-pages']) {
  writeLimitPagesReport({
    out: options.out,
    date: new Date().toISOString(),
    commit: commandOutput('git', ['-C', root, 'rev-parse', '--short', 'HEAD']),
    machine,
    runs,
    compare: options.compare ?? null,
    routes: routes.map((route) => ({
      route,
      builds: Object.fromEntries(
        variants.map((variant) => [
          variant,
          { ...medianOf(samples[route][variant]), tbtOfEachRun: samples[route][variant].map((sample) => sample.tbt) },
        ]),
      ),
    })),
  });
  process.exit(0);
}

// ── Report ───────────────────────────────────────────────────────────────────────────────────────────────────────────
const results = routes.map((route) => {
  const site = medianOf(samples[route].site);
  const limit = medianOf(samples[route].limit);
  return { route, site, limit, lcpRatio: site.lcp / limit.lcp };
});

const floor = medianOf(floorSamples);

const kb = (bytes) => bytes / 1024;
const home = results.find((result) => result.route === '/');
const checks = [
  [
    'Lighthouse scores all 100, in its four categories (median)',
    results.every((r) => Object.values(r.site.scores).every((score) => score >= targets.score)),
  ],
  [`LCP(site) ≤ ${targets.lcpRatio} × LCP(limit page)`, results.every((r) => r.lcpRatio <= targets.lcpRatio)],
  [
    `TBT(site) ≤ TBT(limit page) + ${targets.tbtOverLimitMs} ms`,
    results.every((r) => r.site.tbt <= r.limit.tbt + targets.tbtOverLimitMs),
  ],
  [`CLS ≤ ${targets.cls}`, results.every((r) => r.site.cls <= targets.cls)],
  ...(home
    ? [
        [
          `home JS before first interaction ≤ ${targets.homeJsKb} KB compressed`,
          kb(home.site.bytes.js.compressedBeforeInteraction) <= targets.homeJsKb,
        ],
        [`home DOM ≤ ${targets.homeDomElements} elements`, home.site.domElements <= targets.homeDomElements],
      ]
    : []),
  ['no supabase-js before a form is submitted', results.every((r) => !r.site.supabaseFetched)],
  [
    `HTML within the first round trip (≤ ${targets.firstRoundTripBytes} bytes on the wire) on every route`,
    results.every((r) => r.site.bytes.html.compressed <= targets.firstRoundTripBytes),
  ],
  [
    `CSS ≤ ${targets.cssKb} KB compressed per page`,
    results.every((r) => kb(r.site.bytes.css.compressed) <= targets.cssKb),
  ],
  ...(fullBuildSeconds === null
    ? []
    : [[`full build ≤ ${targets.fullBuildSeconds} s`, fullBuildSeconds <= targets.fullBuildSeconds]]),
  ...firstTaps.map((tap) => [
    `first tap, ${tap.label}: ≤ ${firstTapTargets.medianMs} ms median, ≤ ${firstTapTargets.worstMs} ms worst`,
    tap.met,
  ]),
  ...navigations.map((trip) => [
    `navigation, ${trip.label}, ${trip.intent}, ${trip.variant}: ≤ ${navigationTargets[trip.variant].medianMs} ms median`,
    trip.met,
  ]),
].map(([target, met]) => ({ target, met }));
// A target the floor page itself misses cannot be met by any page on this machine: say so beside it.
const floorMisses = {
  'Lighthouse scores all 100, in its four categories (median)':
    floor.scores.performance < targets.score
      ? `the floor page scores ${floor.scores.performance} in performance`
      : null,
};
for (const check of checks) check.belowFloor = floorMisses[check.target] ?? null;

const report = {
  date: new Date().toISOString(),
  commit: commandOutput('git', ['-C', root, 'rev-parse', '--short', 'HEAD']),
  machine,
  settings: {
    lighthouse: 'default mobile settings (simulated throttling)',
    runsPerPage: runs,
    compression: 'brotli on the fly (quality 4)',
  },
  fullBuildSeconds,
  supabaseChunks,
  targets: checks,
  floor,
  routes: results,
  firstTaps,
  navigations,
  proofOfWork,
};

const ms = (value) => (value === null ? '–' : `${Math.round(value)}`);
const size = (value) => kb(value).toFixed(1);
const scoreCell = (scores) => categories.map((id) => scores[id]).join(' / ');
const lines = [
  '# Performance benchmark',
  '',
  `${report.date.slice(0, 10)}, commit ${report.commit}. Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.os}; Node ${machine.node}; ${machine.chromium}; Lighthouse ${machine.lighthouse}, ${report.settings.lighthouse}, median of ${runs} runs per page; brotli compression as a static host would.`,
  '',
  'The limit page of a route is its own prerendered HTML with every script removed: the fastest the same content can be.',
  'The floor page is a heading and a sentence, with no CSS, font, image or script: what this machine and Lighthouse measure for next to nothing.',
  '',
  '## Targets',
  '',
  ...checks.map(
    ({ target, met, belowFloor }) =>
      `- ${met ? '✓' : '✗'} ${target}${!met && belowFloor ? ` — out of reach on this machine: ${belowFloor}` : ''}`,
  ),
  ...(fullBuildSeconds === null
    ? []
    : ['', `Full build (site + Storybook, cache off): ${fullBuildSeconds.toFixed(1)} s.`]),
  '',
  '## Lighthouse (mobile)',
  '',
  '| route | perf / a11y / best practices / SEO | perf limit | FCP ms | LCP ms | LCP limit ms | LCP ratio | TBT ms | TBT limit ms | CLS | Speed index ms | DOM elements |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.route} | ${scoreCell(r.site.scores)} | ${r.limit.scores.performance} | ${ms(r.site.fcp)} | ${ms(r.site.lcp)} | ${ms(r.limit.lcp)} | ${r.lcpRatio.toFixed(2)} | ${ms(r.site.tbt)} | ${ms(r.limit.tbt)} | ${r.site.cls.toFixed(3)} | ${ms(r.site.speedIndex)} | ${r.site.domElements ?? '–'} |`,
  ),
  '',
  '## Floor page (same run, same server)',
  '',
  '| perf / a11y / best practices / SEO | FCP ms | LCP ms | TBT ms | CLS | Speed index ms | TBT of each run ms |',
  '|---|---|---|---|---|---|---|',
  `| ${scoreCell(floor.scores)} | ${ms(floor.fcp)} | ${ms(floor.lcp)} | ${ms(floor.tbt)} | ${floor.cls.toFixed(3)} | ${ms(floor.speedIndex)} | ${floorSamples.map((sample) => ms(sample.tbt)).join(', ')} |`,
  '',
  ...firstTapReport(firstTaps, firstTapRuns),
  ...navigationReport(navigations, navigationRuns),
  ...(proofOfWork ? proofReport(proofOfWork) : []),
  '## Bytes loaded before the load event (KB, raw / compressed)',
  '',
  '| route | HTML | CSS | JS | JS before first interaction (compressed) | fonts | images | supabase-js fetched |',
  '|---|---|---|---|---|---|---|---|',
  ...results.map((r) => {
    const b = r.site.bytes;
    const pair = (kind) => `${size(b[kind].raw)} / ${size(b[kind].compressed)}`;
    return `| ${r.route} | ${pair('html')} | ${pair('css')} | ${pair('js')} | ${size(b.js.compressedBeforeInteraction)} | ${pair('font')} | ${pair('image')} | ${r.site.supabaseFetched ? 'yes' : 'no'} |`;
  }),
  '',
  '## JavaScript chunks per route',
  '',
  ...results.map((r) => `- ${r.route}: ${r.site.scripts.length === 0 ? 'none' : r.site.scripts.join(', ')}`),
  '',
  '## LCP element (site, limit page)',
  '',
  ...results.map(
    (r) => `- ${r.route}: \`${r.site.lcpElements.join('`, `')}\`; limit: \`${r.limit.lcpElements.join('`, `')}\``,
  ),
  '',
  '## Audits below full marks (site, any run)',
  '',
  ...results.map((r) => `- ${r.route}: ${r.site.failedAudits.length === 0 ? 'none' : r.site.failedAudits.join(', ')}`),
  '',
];

mkdirSync(options.out, { recursive: true });
writeFileSync(join(options.out, 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(options.out, 'results.md'), lines.join('\n'));
console.log(`\n${lines.join('\n')}`);
console.log(`Written to ${join(options.out, 'results.md')} and results.json.`);
