// The navigation bench's probe: a script its own server puts in every page it serves (never in the site's build), so
// that the pages themselves report to the bench what a browser with nothing attached to it did — where the link is,
// the tap's instant, how the next page came (prerendered or not) and when its `h1` was painted.
import { inlineScripts, scriptHash } from '../../apps/site/scripts/security-headers.mjs';

/** The `elementtiming` name the server gives each page's first `h1`, and the probe's mark; neither is in the site. */
export const probeMark = 'fabrique-navigation-probe';

/* global window, document, location, addEventListener, requestAnimationFrame, Element -- run in the page */
/**
 * Runs first in every page served by the bench. In the page a trip starts from (`link` given), it reports where the
 * link is once the page has loaded (and after a scroll), then the tap (its click, the instant the browser follows the link) and the pointer
 * events before it. In every page, it reports its arrival once it is shown: `activationStart` (> 0 when it was
 * prerendered and then activated), whether `document.prerendering` was true when it started, and when its `h1` was
 * painted. A client-side navigation (no new document) is reported from the page left, at the first frame showing the
 * link's address and a new `h1`.
 */
function probe({ sample, link, mark }) {
  const report = (body) =>
    navigator.sendBeacon('/__bench/report', JSON.stringify({ sample, path: location.pathname, ...body }));
  const prerendering = document.prerendering === true;
  const [navigation] = performance.getEntriesByType('navigation');
  const activated = new Promise((resolve) =>
    document.prerendering ? document.addEventListener('prerenderingchange', resolve, { once: true }) : resolve(),
  );
  const headingPainted = new Promise((resolve) =>
    new PerformanceObserver((list, observer) => {
      const entry = list.getEntries().find((each) => each.identifier === mark);
      if (!entry) return;
      observer.disconnect();
      resolve(entry.renderTime || entry.loadTime);
    }).observe({ type: 'element', buffered: true }),
  );
  Promise.all([activated, headingPainted]).then(([, painted]) => {
    const activationStart = navigation?.activationStart ?? 0;
    report({
      kind: 'arrived',
      how:
        activationStart > 0
          ? 'prerendered'
          : navigation?.deliveryType === 'navigational-prefetch'
            ? 'prefetched'
            : 'fetched',
      prerendering,
      activationStart,
      headingPainted: painted,
      at: performance.timeOrigin + Math.max(painted, activationStart),
    });
  });
  if (!link) return;
  const pointerEvents = [];
  for (const type of ['pointermove', 'pointerdown', 'pointerup'])
    addEventListener(type, (event) => pointerEvents.push(`${type} ${Math.round(event.timeStamp)}`), {
      capture: true,
      passive: true,
    });
  const where = () => {
    const anchor = document.querySelector(link);
    const box = anchor?.getBoundingClientRect();
    report({
      kind: 'ready',
      href: anchor?.href,
      x: box && box.x + box.width / 2,
      y: box && box.y + Math.min(box.height / 2, 12),
      viewport: [window.innerWidth, window.innerHeight],
    });
  };
  // Where the link is once the page has loaded, and again after each scroll.
  addEventListener('load', () => requestAnimationFrame(where));
  addEventListener('scrollend', where);
  addEventListener(
    'click',
    (event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      report({
        kind: 'tap',
        at: performance.timeOrigin + event.timeStamp,
        href: anchor?.href,
        rules: document.querySelectorAll('script[type="speculationrules"]').length,
        pointerEvents,
        offset: [event.screenX - event.clientX, event.screenY - event.clientY],
      });
      if (!anchor) return;
      const target = new URL(anchor.href).pathname;
      const leaving = document.querySelector('h1');
      const check = (now) => {
        const heading = document.querySelector('h1');
        if (location.pathname === target && heading && heading !== leaving)
          report({ kind: 'arrived', how: 'client-side', at: performance.timeOrigin + now, activationStart: 0 });
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { capture: true },
  );
}

/**
 * A page as the bench serves it: the probe first in its head, right after the page's policy (whose `script-src` now
 * allows it by its hash), `elementtiming` on its first `h1`. `withoutRules` leaves in that policy only the page's own
 * inline scripts (and the probe): the browser then refuses the speculation rules the starter writes, as a browser
 * without the API ignores them (the fallback measure).
 * @param {string} html
 * @param {{ sample: string, link?: string, withoutRules?: boolean }} options
 */
export function probePage(html, { sample, link, withoutRules = false }) {
  const script = `(${probe})(${JSON.stringify({ sample, link, mark: probeMark })})`;
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/;
  if (!meta.test(html)) throw new Error('a page without its Content-Security-Policy meta tag: the probe needs it');
  const allowed = (list) =>
    withoutRules ? ["'self'", ...new Set(inlineScripts(html).map(scriptHash))].join(' ') : list;
  return html
    .replace(meta, (_tag, policy) => {
      const sources = policy.replace(
        /script-src ([^;]*)/,
        (_all, list) => `script-src ${allowed(list)} ${scriptHash(script)}`,
      );
      return `<meta http-equiv="Content-Security-Policy" content="${sources}"/><script>${script}</script>`;
    })
    .replace(/<h1(?=[\s>])/, `<h1 elementtiming="${probeMark}"`);
}
