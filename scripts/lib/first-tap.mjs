// The first-tap measure of the benchmark: on a phone-sized page under mobile conditions (4× CPU slowdown, 150 ms
// round trip, 1.6 Mbps down / 750 Kbps up, cold cache), a finger taps a control 300 ms after it is visible, and we
// time how long the page takes to show the tap's effect (the first frame where the control's state has changed).
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '@fabrique/test-kit';
import { median } from './median.mjs';

export const firstTapTargets = { medianMs: 200, worstMs: 300 };

/** A series' median and worst sample (ms), and whether both are within their targets. */
export function judge(samples, targets) {
  const middle = median(samples);
  const worst = Math.max(...samples);
  return { median: middle, worst, met: middle <= targets.medianMs && worst <= targets.worstMs };
}
export const firstTapConditions = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  tapDelayMs: 300,
};

/** A tab of a TabSet: a radio (its native fallback) before hydration, Radix's tab after it. */
const tab = (page, list, name) =>
  page
    .getByRole('tablist', { name: list })
    .getByRole('tab', { name })
    .or(page.getByRole('radiogroup', { name: list }).getByRole('radio', { name }));

/**
 * The controls, each with the page it is on, how to find it, and what its response is:
 * popover (the panel it toggles is open), selected (aria-selected, or a checked radio), expanded (aria-expanded or an open <details>),
 * slide (the carousel shows another slide), invalid (the form refuses: the browser's `invalid` event or React's message).
 */
export const firstTapControls = [
  {
    id: 'menu',
    label: 'mobile menu toggle on /',
    path: '/',
    find: (page) => page.locator('header button[popovertarget]'),
    response: 'popover',
  },
  {
    id: 'home-tab',
    label: 'home tab “Intemporelles”',
    path: '/',
    find: (page) => tab(page, 'Nos formations', 'Intemporelles'),
    response: 'selected',
  },
  {
    id: 'sessions-next',
    label: 'sessions carousel “next” on /',
    path: '/',
    find: (page) =>
      page
        .getByRole('group', { name: 'Nos prochaines sessions' })
        .getByRole('button', { name: 'Diapositive suivante' }),
    response: 'slide',
  },
  {
    id: 'programme',
    label: 'first module of a course’s programme',
    path: '/formations/creer-developper-produire-format-360',
    // A <summary> before hydration, Radix's button after it.
    find: (page) => page.getByRole('region', { name: 'Programme détaillé' }).locator('summary, button').first(),
    response: 'expanded',
  },
  {
    id: 'csia-tab',
    label: 'CSIA tab “son”',
    path: '/csia',
    find: (page) => tab(page, 'Parcours de formation IA', /son/),
    response: 'selected',
  },
  {
    id: 'newsletter',
    label: 'newsletter submit (validation)',
    path: '/',
    find: (page) => page.getByRole('contentinfo').getByRole('button', { name: "S'inscrire" }),
    response: 'invalid',
  },
  {
    id: 'contact',
    label: 'contact form submit (validation)',
    path: '/',
    find: (page) => page.locator('#contact form').getByRole('button', { name: 'Envoyer le message' }),
    response: 'invalid',
  },
];

/* global window, addEventListener, getComputedStyle, requestAnimationFrame -- recordTaps and watchResponse run in the page */
/** Runs in the page before any of its own scripts: notes the tap's time and the forms' refusals. */
function recordTaps() {
  window.__firstTap = { tapAt: null, invalid: false };
  addEventListener('pointerdown', (event) => (window.__firstTap.tapAt ??= event.timeStamp), { capture: true });
  addEventListener('invalid', () => (window.__firstTap.invalid = true), { capture: true });
}

/** Runs in the page: watches the control every frame and resolves with the time of the first frame showing the response. */
function watchResponse([control, response]) {
  const slideState = () => {
    const carousel = control.closest('[aria-roledescription="carrousel"], [role="group"]');
    const slides = carousel ? [...carousel.querySelectorAll('[aria-roledescription="diapositive"]')] : [];
    const viewport = slides[0]?.parentElement;
    return JSON.stringify([
      slides.map((slide) => slide.getAttribute('data-state')),
      viewport && getComputedStyle(viewport).transform,
      viewport?.parentElement?.scrollLeft,
    ]);
  };
  const initialSlides = response === 'slide' ? slideState() : null;
  const responded = {
    popover: () => control.popoverTargetElement?.matches(':popover-open') ?? false,
    selected: () => control.getAttribute('aria-selected') === 'true' || control.checked === true,
    expanded: () => control.getAttribute('aria-expanded') === 'true' || control.closest('details')?.open === true,
    slide: () => slideState() !== initialSlides,
    invalid: () => window.__firstTap.invalid || control.form?.querySelector('[aria-invalid="true"]') != null,
  }[response];
  return new Promise((resolve) => {
    const check = (now) => {
      if (window.__firstTap.tapAt !== null && responded()) resolve(now - window.__firstTap.tapAt);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

const phoneViewport = { width: 390, height: 844 };

/** One sample: a fresh phone (cold cache), the page under mobile conditions, one tap. Resolves with ms, or null when it never responded. */
async function sample(browser, origin, control, timeoutMs) {
  const context = await browser.newContext({
    viewport: phoneViewport,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const { cpuSlowdown, latencyMs, downloadKbps, uploadKbps, tapDelayMs } = firstTapConditions;
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: (downloadKbps * 1024) / 8,
      uploadThroughput: (uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(recordTaps);
    await page.goto(origin + control.path, { waitUntil: 'commit' });
    const target = control.find(page);
    await target.waitFor({ state: 'attached', timeout: timeoutMs });
    // A control below the fold is brought into view first, as the visitor's own scroll would, and again when the bands
    // drawn on nearing the screen (content-visibility: auto, sized by an estimate until then) pushed it out of view.
    for (let scrolls = 1; ; scrolls += 1) {
      await target.scrollIntoViewIfNeeded({ timeout: timeoutMs });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const { y, height } = (await target.boundingBox()) ?? { y: -1, height: 0 };
      if ((y >= 0 && y + height <= phoneViewport.height) || scrolls === 5) break;
    }
    await target.waitFor({ state: 'visible', timeout: timeoutMs });
    await page.waitForTimeout(tapDelayMs);
    const handle = await target.elementHandle();
    const response = page.evaluate(watchResponse, [handle, control.response]);
    const box = await target.boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    return await Promise.race([response, new Promise((resolve) => setTimeout(() => resolve(null), timeoutMs))]);
  } finally {
    await context.close();
  }
}

/**
 * Measures each control `runs` times and returns { id, label, samples, median, worst, met } per control.
 * A tap that got no response within the timeout counts as the timeout.
 */
export async function measureFirstTaps({
  origin,
  controls = firstTapControls,
  runs = 5,
  timeoutMs = 20_000,
  log = console.log,
}) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const results = [];
    for (const control of controls) {
      const samples = [];
      for (let index = 1; index <= runs; index += 1) {
        const ms = (await sample(browser, origin, control, timeoutMs)) ?? timeoutMs;
        samples.push(ms);
        log(`first tap ${index}/${runs} ${control.label}: ${Math.round(ms)} ms`);
      }
      results.push({
        id: control.id,
        label: control.label,
        path: control.path,
        samples,
        ...judge(samples, firstTapTargets),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The results as Markdown lines for bench/results.md. */
export function firstTapReport(results, runs) {
  const { cpuSlowdown, latencyMs, downloadKbps, uploadKbps, tapDelayMs } = firstTapConditions;
  return [
    '## First tap (mobile)',
    '',
    `A ${phoneViewport.width} × ${phoneViewport.height} touch screen, cold cache, ${cpuSlowdown}× CPU slowdown, ${latencyMs} ms round trip, ${downloadKbps / 1000} Mbps down / ${uploadKbps} Kbps up; a tap ${tapDelayMs} ms after the control is visible (brought into view first when below the fold); time from the tap to the first frame showing its response; median and worst of ${runs}. Targets: median ≤ ${firstTapTargets.medianMs} ms and worst ≤ ${firstTapTargets.worstMs} ms.`,
    '',
    '| control | page | median ms | worst ms | samples ms | target |',
    '|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.label} | ${r.path} | ${Math.round(r.median)} | ${Math.round(r.worst)} | ${r.samples.map((ms) => Math.round(ms)).join(', ')} | ${r.met ? '✓' : '✗'} |`,
    ),
    '',
  ];
}
