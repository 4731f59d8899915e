// Deferred hydration. A prerendered page is complete without scripts (links, text, images), so React and the router
// load on the visitor's first sign of intent — a pointer move, a touch, a key, a focus, a scroll — instead of competing
// with the first paint on a phone's network and CPU. A button pressed before React has taken over is replayed after,
// except a carousel's Previous or Next, which scrolls its native viewport at once (embla starts on the slide in view).

import { createHash } from 'node:crypto';
import { minifySync } from 'rolldown/utils';

/** Type of the router's bootstrap module once parked in the page: browsers do not run it. */
export const deferredScriptType = 'text/x-fabrique-hydration';
const bootstrapId = 'fabrique-hydration';

/**
 * Which links the browser may load ahead (Speculation Rules API): the site's own pages only — not a file (PDF,
 * calendar, sitemap: any path with a dot), not the newsletter's and course alerts' link pages (opened, they act on
 * their address's token), nothing to download or open elsewhere.
 */
const speculatedLinks = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: '/*.*' } },
    { not: { href_matches: '/newsletter/*' } },
    { not: { href_matches: '/formations/*/alerte/*' } },
    { not: { selector_matches: '[download], [target]' } },
  ],
};
/**
 * The rules' texts, written by the starter in the page (the page's policy allows each by its hash, computed here
 * alike). `press`: a page is prerendered on pointer or touch down on its link; written as soon as the starter runs,
 * since it fetches nothing until that press — and a touch screen's first intent is often the tap itself, too late for
 * rules written then (the bench saw no speculation). `intent`: prerendered on hover (200 ms on a desktop; a phone's
 * own heuristics), written on the first intent, so nothing is fetched before one.
 */
const speculationRulesOf = (where, eagerness) => JSON.stringify({ prerender: [{ where, eagerness }] });
const eagerness = { press: 'conservative', intent: 'moderate' };
export const speculationRules = {
  press: speculationRulesOf(speculatedLinks, eagerness.press),
  intent: speculationRulesOf(speculatedLinks, eagerness.intent),
};

/* global window, document, location, addEventListener, removeEventListener, matchMedia, Element, HTMLFormElement, HTMLScriptElement, PointerEvent, MouseEvent -- the starter runs in the browser */
/**
 * Runs in the page (serialised into its own file, `starterPath`): writes the press rules at once and the hover rules on
 * the first intent, which also starts hydration; replays an early press. A touch or pointer press on a link is left to the browser: it is about
 * to load another document, and hydrating this one would only compete with it (a click that leaves while React is
 * still downloading stops those downloads).
 */
function startHydrationOnIntent(bootstrapId, speculationRulesOf, speculatedLinks, eagerness) {
  const intents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'];
  const options = { capture: true, passive: true };
  let started = false;
  let held = null;
  const speculate = (level) => {
    if (!HTMLScriptElement.supports?.('speculationrules')) return;
    const script = document.createElement('script');
    script.type = 'speculationrules';
    script.textContent = speculationRulesOf(speculatedLinks, level);
    document.head.append(script);
  };
  // Nothing is fetched ahead before the first intent (nor under Lighthouse, which never shows one): a press is one.
  speculate(eagerness.press);
  let speculated = false;
  const followsLink = (event) =>
    event.target instanceof Element &&
    event.target.closest('a[href]') &&
    (event.type === 'focusin'
      ? !event.target.matches(':focus-visible')
      : /^(pointerdown|touchstart)$/.test(event.type));
  const start = (event) => {
    if (!speculated) speculate(eagerness.intent);
    speculated = true;
    if (started || (event && followsLink(event))) return;
    started = true;
    for (const type of intents) removeEventListener(type, start, options);
    const bootstrap = document.getElementById(bootstrapId);
    const script = document.createElement('script');
    script.type = 'module';
    script.textContent = bootstrap.textContent;
    document.body.append(script);
  };
  // A carousel's step before embla: the next (or previous) slide's edge in the native viewport, wrapping when it loops.
  const scrollOneSlide = (button) => {
    const viewport = document.getElementById(button.getAttribute('aria-controls'));
    if (!viewport?.firstElementChild) return;
    const left = viewport.getBoundingClientRect().left - viewport.scrollLeft;
    const edges = [...viewport.firstElementChild.children]
      .filter((slide) => slide.getClientRects().length > 0)
      .map((slide) => slide.getBoundingClientRect().left - left);
    const at = viewport.scrollLeft;
    const end = viewport.scrollWidth - viewport.clientWidth;
    const next = button.dataset.scrollStep === 'next';
    const atEdge = next ? at >= end - 1 : at <= 1;
    const wrapped = button.closest('[data-loop]') ? (next ? 0 : end) : at;
    const target = atEdge
      ? wrapped
      : next
        ? (edges.find((edge) => edge > at + 1) ?? end)
        : (edges.findLast((edge) => edge < at - 1) ?? 0);
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    viewport.scrollTo({ left: Math.min(target, end), behavior: reduce ? 'instant' : 'smooth' });
  };
  let stopped = false;
  const hold = (event) => {
    if (document.documentElement.hasAttribute('data-hydrated')) return;
    // A click that loads another page of the site here (not an anchor of this page, a new tab or window, a file, which
    // may download and stay) while React still downloads: its scripts would share the line with the next page.
    const link = event.target instanceof Element && event.target.closest('a[href]:not([download],[target])');
    if (
      started &&
      link &&
      event.type === 'click' &&
      !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) &&
      link.origin === location.origin &&
      !/\.\w+$/.test(link.pathname) &&
      link.pathname + link.search !== location.pathname + location.search
    ) {
      stopped = true;
      return window.stop();
    }
    // Links, fields, popover toggles and a form's native validation work without scripts: the browser answers them.
    // Another button, or a form that passes validation, waits for React, which replays it below.
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const answeredNatively =
      button && (button.hasAttribute('popovertarget') || (button.type === 'submit' && button.form));
    const target = event.type === 'submit' ? event.target : answeredNatively ? null : button;
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    start();
    if (target.dataset?.scrollStep) scrollOneSlide(target);
    else held = target;
  };
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  document.addEventListener(
    'fabrique:hydrated',
    () => {
      removeEventListener('click', hold, true);
      removeEventListener('submit', hold, true);
      const target = held;
      held = null;
      if (!target || !target.isConnected) return;
      if (target instanceof HTMLFormElement) return target.requestSubmit();
      // The whole press, since some widgets act on pointer or mouse down (Radix tabs), others on click.
      for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup']) {
        const PressEvent = type.startsWith('pointer') ? PointerEvent : MouseEvent;
        target.dispatchEvent(
          new PressEvent(type, { bubbles: true, cancelable: true, button: 0, isPrimary: true, pointerType: 'mouse' }),
        );
      }
      target.click();
    },
    { once: true },
  );
  // Back to a page whose downloads were stopped (from the back-forward cache): it could never hydrate, so load it again.
  addEventListener('pageshow', (event) => stopped && event.persisted && location.reload());
  for (const type of intents) addEventListener(type, start, options);
  // « Pré-inscription » is a plain link (?session=<first day>#demande): the form's session follows the address as soon
  // as the page is parsed, before React (which reads the field's value on hydration and keeps it).
  const session = new URLSearchParams(location.search).get('session');
  const sessionField = session && document.querySelector('form select[name="session"]');
  if (sessionField && [...sessionField.options].some((option) => option.value === session && !option.disabled))
    sessionField.value = session;
  // Pages whose content depends on the address (the newsletter's e-mail links) hydrate at once, on the parsed page;
  // 'with-query' ones (the finder) only when the address has a query, so a shared search opens with its results.
  const hydrate = document.querySelector('meta[name="fabrique-hydrate"]')?.getAttribute('content');
  if (hydrate === 'immediately' || (hydrate === 'with-query' && location.search.length > 1)) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
    else start();
  }
}

// Minified: every byte of the first visit counts.
export const hydrationStarter = minifySync(
  'hydration-starter.js',
  `(${startHydrationOnIntent})(${JSON.stringify(bootstrapId)},${speculationRulesOf},${JSON.stringify(speculatedLinks)},${JSON.stringify(eagerness)})`,
).code.replace(/;\s*$/, '');

/**
 * The starter's address: a file named after its content, which hosts cache for good (`/assets/*`), so every next page
 * reuses it. Inline, its 1.4 KB (compressed) pushed the home page past the first round trip of a connection (14.6 KB),
 * and that round trip delayed everything the page shows.
 */
export const starterPath = `/assets/hydration-starter-${createHash('sha256').update(hydrationStarter).digest('base64url').slice(0, 8)}.js`;

/**
 * Rewrites a prerendered page: no module preloads, the router's bootstrap parked (same source, so the page's
 * Content-Security-Policy hashes it), and the starter that runs it on intent and writes the speculation rules: asked
 * for from the head, at high priority so that it runs before the first tap, and run once the page is parsed.
 * Every prerendered page has that bootstrap: a page without it means React Router's output changed shape, and the
 * build stops rather than ship pages that hydrate at once (or never).
 * @param {string} html
 * @param {string} [page] the page's file, named in the error
 * @returns {string}
 */
export function deferHydration(html, page = 'a page') {
  const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;
  if (!bootstrap.test(html)) {
    throw new Error(
      `Deferred hydration found no router bootstrap (<script type="module" async="">) in ${page}: React Router's ` +
        'output changed shape. Update apps/site/scripts/deferred-hydration.mjs to the new output.',
    );
  }
  return html
    .replace(/<link rel="modulepreload" href="[^"]*"\/>/g, '')
    .replace('</head>', `<script src="${starterPath}" defer="" fetchpriority="high"></script></head>`)
    .replace(
      bootstrap,
      (_match, source) => `<script type="${deferredScriptType}" id="${bootstrapId}">${source}</script>`,
    );
}
