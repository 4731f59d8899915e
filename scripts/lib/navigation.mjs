// The navigation measure of the benchmark: a visitor on a phone-sized screen under mobile conditions (slow 4G, a CPU
// four times slower, a cold cache) follows a link, and we time how long the next page takes to show its `h1`: in a
// browser with nothing attached to it, so that it speculates and prerenders as a visitor's does (see
// navigation-harness.mjs), and in the same browser with the speculation rules refused (browsers without the API).
import { judge } from './first-tap.mjs';
import { assertHarness, startHarness } from './navigation-harness.mjs';

export const navigationTargets = { prerendered: { medianMs: 150 }, fallback: { medianMs: 600 } };
export const navigationConditions = {
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  // Share of one core the browser gets: calibrated against DevTools' 4× CPU slowdown (docs/performance.md).
  cpuShare: 1,
  viewport: { width: 412, height: 915 },
  hoverMs: 300,
  pressMs: 100,
};

/** The trips: the page a visitor is on and the link they follow (the first that matches). */
export const navigationTrips = [
  {
    id: 'home-catalogue',
    label: 'home → /formations (hero call to action)',
    from: '/',
    link: 'main a[href="/formations"]',
  },
  {
    id: 'catalogue-course',
    label: '/formations → a course (first card)',
    from: '/formations',
    link: 'main article a[href^="/formations/"]:not([href^="/formations/categorie/"])',
  },
  {
    id: 'course-category',
    label: 'course → its category (breadcrumb)',
    from: '/formations/les-cles-de-la-serie-documentaire',
    link: 'nav[aria-label="Fil d’Ariane"] a[href^="/formations/categorie/"]',
  },
  {
    id: 'articles-article',
    label: '/actualites → an article (first card)',
    from: '/actualites',
    link: 'main a[href^="/actualites/"]',
  },
  {
    id: 'csia-catalogue',
    label: '/csia → its catalogue (hero link)',
    from: '/csia',
    link: 'main a[href="/csia/catalogue"]',
  },
];

/**
 * The intents before the tap, given as real input: `hover`, the pointer rests on the link, then a click (a desktop);
 * `press`, the pointer comes to the link and presses at once, held as long as a finger's tap (a touch screen has no
 * hover: what it gives a page before the click is the press).
 */
export const navigationIntents = ['hover', 'press'];

/** The two sites measured: the build as it is, and the same build with its speculation rules refused. */
export const navigationVariants = ['prerendered', 'fallback'];

/**
 * One sample: a fresh browser on the trip's page; once it has loaded, the intent, the tap, and the next page's report.
 * A press starts with the pointer already on the link (`at`, where an earlier visit found it) before the page loads:
 * a finger comes down without moving over the page first, and a move would be an intent of its own (it starts
 * hydration). A link below the fold is scrolled to first (with the wheel: an intent), then pressed where it is.
 */
async function sample(harness, origin, trip, intent, id, timeoutMs, at) {
  const visit = (act) => harness.visit(`${origin}${trip.from}`, { id, from: trip.from, link: trip.link }, act, at);
  return visit(async ({ input, next, since }) => {
    const seen = new Set();
    const isReady = (report) => report.kind === 'ready' && report.sample === id && !seen.has(report);
    let ready = (await next(isReady, timeoutMs, 'page ready')).report;
    seen.add(ready);
    if (ready.x === undefined) throw new Error(`no link ${trip.link} on ${trip.from}`);
    // A link below the fold: the visitor scrolls to it first (the wheel, three notches at a time; an intent already).
    for (let turns = 0; ready.y > ready.viewport[1] * 0.8; turns += 1) {
      if (turns === 10) throw new Error(`the link stays below the fold (${ready.y} px)`);
      input('click', '--repeat', '3', '--delay', '40', '5');
      ready = (await next(isReady, timeoutMs, 'a scroll')).report;
      seen.add(ready);
      at = undefined;
    }
    const [x, y] = [String(Math.round(ready.x)), String(Math.round(ready.y))];
    const { hoverMs, pressMs } = navigationConditions;
    if (intent === 'hover') input('mousemove', x, y, 'sleep', String(hoverMs / 1000), 'click', '1');
    else if (!at) input('mousemove', x, y, 'mousedown', '1', 'sleep', String(pressMs / 1000), 'mouseup', '1');
    else if (Math.round(at[0]) === Number(x) && Math.round(at[1]) === Number(y))
      input('mousedown', '1', 'sleep', String(pressMs / 1000), 'mouseup', '1');
    else throw new Error(`the link is at ${x}, ${y}, not where the pointer was put (${at})`);
    const path = new URL(ready.href).pathname;
    const tap = (await next((report) => report.kind === 'tap', timeoutMs, 'tap')).report;
    const arrived = (
      await next((report) => report.kind === 'arrived' && report.path === path, timeoutMs, `arrival on ${path}`)
    ).report;
    const speculated = since()
      .filter((message) => message.request?.path === path && message.request.purpose)
      .map((message) => message.request.purpose);
    return {
      ms: arrived.at - tap.at,
      how: arrived.how,
      activationStart: Math.round(arrived.activationStart),
      prerendering: arrived.prerendering,
      speculated: [...new Set(speculated)].join(' + ') || 'none',
      pointerEvents: tap.pointerEvents,
      position: [ready.x, ready.y],
    };
  });
}

/**
 * Measures each trip `runs` times for each intent and variant (alternating, sample by sample), and returns per trip,
 * intent and variant { id, label, intent, variant, samples, details, median, worst, met }. `sites`: the builds served
 * ({ name, root }); each is measured with its rules and without. A sample that fails counts as the timeout.
 */
export async function measureNavigations({
  sites,
  trips = navigationTrips,
  intents = navigationIntents,
  variants = navigationVariants,
  runs = 5,
  dropAborted = false,
  timeoutMs = 60_000,
  log = console.log,
}) {
  assertHarness();
  const { latencyMs, downloadKbps, uploadKbps, cpuShare, viewport } = navigationConditions;
  const served = sites.flatMap((site) =>
    variants.map((variant) => ({
      name: sites.length > 1 ? `${variant} ${site.name}` : variant,
      variant,
      root: site.root,
      withoutRules: variant === 'fallback',
    })),
  );
  const harness = await startHarness({
    sites: served,
    shaping: { latencyMs, downloadKbps, uploadKbps, dropAborted },
    cpuShare,
    viewport,
  });
  try {
    const results = [];
    for (const trip of trips) {
      const measured = new Map();
      // Where the link is, for the presses: found by a visit that only waits for the page.
      const origin = harness.origins[served[0].name];
      const found = await harness.visit(`${origin}${trip.from}`, { ...trip, id: `${trip.id} locate` }, ({ next }) =>
        next((report) => report.kind === 'ready' && report.sample === `${trip.id} locate`, timeoutMs),
      );
      // Below the fold, it is scrolled to before the press: the pointer then waits at the corner.
      const inView = found.report.y <= found.report.viewport[1] * 0.8;
      const at = inView ? [found.report.x, found.report.y] : undefined;
      for (let index = 1; index <= runs; index += 1) {
        for (const intent of intents) {
          for (const site of served) {
            const id = `${trip.id} ${intent} ${site.name} ${index}`;
            const one = await sample(
              harness,
              harness.origins[site.name],
              trip,
              intent,
              id,
              timeoutMs,
              intent === 'press' ? at : undefined,
            ).catch((error) => {
              log(`navigation ${id}: ${String(error.message).split('\n')[0]}`);
              return null;
            });
            const key = `${intent} ${site.name}`;
            const entry = measured.get(key) ?? { intent, site, samples: [], details: [] };
            entry.samples.push(one?.ms ?? timeoutMs);
            entry.details.push(one ?? { how: 'timeout' });
            measured.set(key, entry);
            log(
              `navigation ${index}/${runs} ${trip.label}, ${intent}, ${site.name}: ${one ? `${Math.round(one.ms)} ms (${one.how}, activationStart ${one.activationStart}, speculated: ${one.speculated})` : 'timeout'}`,
            );
          }
        }
      }
      for (const { intent, site, samples, details } of measured.values())
        results.push({
          id: trip.id,
          label: trip.label,
          from: trip.from,
          intent,
          variant: site.name,
          samples,
          details,
          ...judge(samples, { worstMs: Infinity, ...navigationTargets[site.variant] }),
        });
    }
    return results;
  } finally {
    harness.close();
  }
}

/** The results as Markdown lines for bench/results.md. */
export function navigationReport(results, runs, { dropAborted = false } = {}) {
  const { cpuShare, latencyMs, downloadKbps, uploadKbps, hoverMs, pressMs, viewport } = navigationConditions;
  const kinds = (values) =>
    [...new Set(values)]
      .map((value) => {
        const count = values.filter((each) => each === value).length;
        return count === values.length ? value : `${value} ×${count}`;
      })
      .join(', ');
  return [
    '## Navigation (mobile)',
    '',
    `Debian's Chromium, headful under Xvfb, with no DevTools protocol attached, started afresh (empty profile: cold cache) for every sample, the window ${viewport.width} × ${viewport.height}; real input (xdotool). The network shaped outside the browser, in the bench's own network namespace: ${latencyMs} ms round trip, ${downloadKbps / 1000} Mbps down / ${uploadKbps} Kbps up; the browser's processes in a CPU cgroup holding ${cpuShare * 100} % of one core (≈ DevTools' 4× slowdown). Once the page has loaded: **hover**, the pointer rests ${hoverMs} ms on the link, then clicks; **press**, the pointer comes to the link and presses at once for ${pressMs} ms (as a finger: no hover). Time from the click to the next page's \`h1\` painted (its element timing, from its activation when prerendered), as the pages report it; median and worst of ${runs}. **prerendered**: the site as built; **fallback**: the same pages with the speculation rules refused by their policy. Targets: median ≤ ${navigationTargets.prerendered.medianMs} ms prerendered, ≤ ${navigationTargets.fallback.medianMs} ms fallback.${dropAborted ? ' **Aborted bytes dropped** (`--drop-aborted`): the slices of a connection the browser closed leave the line as soon as it closes, where the real line still carries what the server had sent.' : ''}`,
    '',
    '| trip | intent | site | median ms | worst ms | samples ms | how the page came | speculated | activationStart ms | target |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.label} | ${r.intent} | ${r.variant} | ${Math.round(r.median)} | ${Math.round(r.worst)} | ${r.samples.map((ms) => Math.round(ms)).join(', ')} | ${kinds(r.details.map((d) => d.how))} | ${kinds(r.details.map((d) => d.speculated ?? '—'))} | ${r.details.map((d) => d.activationStart ?? '—').join(', ')} | ${r.met ? '✓' : '✗'} |`,
    ),
    '',
  ];
}
