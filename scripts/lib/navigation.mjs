// The navigation measure of the benchmark: on a phone under mobile conditions (the first tap's: 4× CPU slowdown,
// 150 ms round trip, 1.6 Mbps down, cold cache, a fresh context each time), a finger taps a link, and we time how long
// the next page takes to show its `h1`: before hydration (the tap is the visitor's first intent, the browser loads a
// document) and after it (the visitor scrolled, React took over, the router navigates or the browser does).
import { chromium } from 'playwright-core';
import { firstTapConditions, judge } from './first-tap.mjs';
import { chromeArgs, chromePath } from '@fabrique/test-kit';

export const navigationTargets = { medianMs: 150, worstMs: 300 };
export const navigationConditions = { ...firstTapConditions, viewport: { width: 412, height: 915 } };

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

/** The two moments a visitor can tap: before hydration (first intent) and once React has taken over. */
export const navigationMoments = ['before', 'after'];

/* global window, document, location, requestAnimationFrame, addEventListener -- run in the page */
/** Runs in every document before its own scripts: reports the tap's instant (wall clock) to the bench. */
function reportTaps() {
  addEventListener('pointerdown', (event) => window.__fabriqueTapped?.(performance.timeOrigin + event.timeStamp), {
    capture: true,
    once: true,
  });
}

/**
 * Runs in the page being left: resolves with the instant of the first frame whose `h1` is not the one shown now and
 * whose address is `path` (a client-side navigation). A document navigation destroys it first.
 */
function watchSameDocumentArrival(path) {
  const leaving = document.querySelector('h1');
  return new Promise((resolve) => {
    const check = (now) => {
      const heading = document.querySelector('h1');
      if (location.pathname === path && heading && heading !== leaving) resolve(performance.timeOrigin + now);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/**
 * Runs in the document arrived at: the instant its first contentful frame was shown (the h1 is in its prerendered HTML,
 * at the top), counted from its activation when it was prerendered, and how it came (fetched, prefetched, prerendered).
 */
function documentArrival() {
  const [entry] = performance.getEntriesByType('navigation');
  const activationStart = entry?.activationStart ?? 0;
  return new Promise((resolve) => {
    const done = (paint) =>
      resolve({
        at: performance.timeOrigin + Math.max(paint.startTime, activationStart),
        how:
          activationStart > 0
            ? 'prerendered'
            : entry?.deliveryType === 'navigational-prefetch'
              ? 'prefetched'
              : 'fetched',
      });
    const [seen] = performance.getEntriesByName('first-contentful-paint');
    if (seen) return done(seen);
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      done(list.getEntries()[0]);
    }).observe({ type: 'paint', buffered: true });
  });
}

async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  const { cpuSlowdown, latencyMs, downloadKbps, uploadKbps } = navigationConditions;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: (downloadKbps * 1024) / 8,
    uploadThroughput: (uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}

/**
 * One sample: a fresh phone (cold cache), the page under mobile conditions, one tap on the trip's link.
 * Resolves with { ms, how } (how the next page came: client-side, fetched, prefetched, prerendered), or null on timeout.
 */
async function sample(browser, origin, trip, moment, timeoutMs) {
  const context = await browser.newContext({
    viewport: navigationConditions.viewport,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  try {
    let tapAt = null;
    await context.exposeBinding('__fabriqueTapped', (_source, at) => (tapAt ??= at));
    await context.addInitScript(reportTaps);
    const page = await context.newPage();
    await throttle(page);
    await page.goto(origin + trip.from, { waitUntil: 'commit' });
    const link = page.locator(trip.link).first();
    await link.waitFor({ state: 'attached', timeout: timeoutMs });
    if (moment === 'after') {
      // The visitor scrolls (an intent) once the page is parsed, its starter listening: React loads and takes over;
      // they tap once it has.
      await page.waitForLoadState('domcontentloaded', { timeout: timeoutMs });
      await page.evaluate(() => window.scrollBy(0, 1));
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: timeoutMs });
    }
    await link.scrollIntoViewIfNeeded({ timeout: timeoutMs });
    await link.waitFor({ state: 'visible', timeout: timeoutMs });
    await page.waitForTimeout(navigationConditions.tapDelayMs);
    const path = new URL(await link.evaluate((anchor) => anchor.href)).pathname;
    const sameDocument = page.evaluate(watchSameDocumentArrival, path).then(
      (at) => ({ at, how: 'client-side' }),
      () => null,
    );
    const box = await link.boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const documentArrived = async () => {
      await page.waitForURL((url) => url.pathname === path, { waitUntil: 'commit', timeout: timeoutMs });
      return page.evaluate(documentArrival);
    };
    // The timeout runs from the tap: loading and hydrating the first page on a busy machine may take longer.
    const deadline = new Promise((resolve) => setTimeout(() => resolve(null), timeoutMs));
    const arrival = await Promise.race([sameDocument.then((found) => found ?? documentArrived()), deadline]);
    if (!arrival) throw new Error(`no sign of ${path} within ${timeoutMs} ms of the tap (now at ${page.url()})`);
    if (tapAt === null) throw new Error('the tap was not reported by the page');
    return { ms: arrival.at - tapAt, how: arrival.how };
  } finally {
    await context.close();
  }
}

/**
 * Measures each trip `runs` times at each moment, moments (and variants, builds compared side by side) alternating, and
 * returns per trip, moment and variant { id, label, moment, variant, samples, hows, median, worst, met }. A trip that
 * never arrived counts as the timeout.
 */
export async function measureNavigations({
  origin,
  variants = [{ name: 'site', origin }],
  trips = navigationTrips,
  moments = navigationMoments,
  runs = 5,
  timeoutMs = 30_000,
  log = console.log,
}) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeArgs.filter((arg) => arg !== '--headless=new'),
  });
  try {
    const results = [];
    for (const trip of trips) {
      const measured = new Map();
      const key = (moment, variant) => `${moment} ${variant.name}`;
      for (let index = 1; index <= runs; index += 1) {
        for (const moment of moments) {
          for (const variant of variants) {
            // A sample that fails (a wait past the timeout on a loaded machine) counts as the timeout, with its reason.
            const one = await sample(browser, variant.origin, trip, moment, timeoutMs).catch((error) => {
              log(`navigation ${trip.label}, ${moment} hydration: ${String(error.message).split('\n')[0]}`);
              return null;
            });
            const entry = measured.get(key(moment, variant)) ?? { samples: [], hows: [] };
            entry.samples.push(one?.ms ?? timeoutMs);
            entry.hows.push(one?.how ?? 'timeout');
            measured.set(key(moment, variant), entry);
            const name = variants.length > 1 ? ` [${variant.name}]` : '';
            log(
              `navigation ${index}/${runs} ${trip.label}, ${moment} hydration${name}: ${one ? `${Math.round(one.ms)} ms (${one.how})` : 'timeout'}`,
            );
          }
        }
      }
      for (const moment of moments) {
        for (const variant of variants) {
          const { samples, hows } = measured.get(key(moment, variant));
          results.push({
            id: trip.id,
            label: trip.label,
            from: trip.from,
            moment,
            variant: variant.name,
            samples,
            hows,
            ...judge(samples, navigationTargets),
          });
        }
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The results as Markdown lines for bench/results.md. */
export function navigationReport(results, runs) {
  const { cpuSlowdown, latencyMs, downloadKbps, uploadKbps, tapDelayMs, viewport } = navigationConditions;
  const kinds = (hows) =>
    [...new Set(hows)]
      .map((how) => {
        const count = hows.filter((each) => each === how).length;
        return count === hows.length ? how : `${how} ×${count}`;
      })
      .join(', ');
  return [
    '## Navigation (mobile)',
    '',
    `A ${viewport.width} × ${viewport.height} touch screen, a fresh context (cold cache) per sample, ${cpuSlowdown}× CPU slowdown, ${latencyMs} ms round trip, ${downloadKbps / 1000} Mbps down / ${uploadKbps} Kbps up. Before hydration: the page as it arrives, the tap being the visitor's first intent. After: the visitor scrolled, React took over, then the tap. The tap comes ${tapDelayMs} ms after the link is visible; time from the tap to the first frame showing the next page's \`h1\`; median and worst of ${runs}. Targets: median ≤ ${navigationTargets.medianMs} ms and worst ≤ ${navigationTargets.worstMs} ms.`,
    '',
    '| trip | moment | median ms | worst ms | samples ms | how the page came | target |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.label} | ${r.moment} hydration${r.variant === 'site' ? '' : ` (${r.variant})`} | ${Math.round(r.median)} | ${Math.round(r.worst)} | ${r.samples.map((ms) => Math.round(ms)).join(', ')} | ${kinds(r.hows)} | ${r.met ? '✓' : '✗'} |`,
    ),
    '',
  ];
}
