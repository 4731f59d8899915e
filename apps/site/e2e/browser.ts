import { test, type Browser, type Locator, type Page } from '@playwright/test';

/** What playwright.config.ts chose for this run and started (its webServer), as the workers inherit it. */
const runValues = {
  siteUrl: () => `http://127.0.0.1:${process.env.E2E_SITE_PORT}`,
  todaySiteUrl: () => `http://127.0.0.1:${process.env.E2E_TODAY_SITE_PORT}`,
  /** SOURCE_DATE_EPOCH of the main build (seconds): pages open with the browser clock fixed at it. */
  buildEpoch: () => Number(process.env.E2E_BUILD_EPOCH),
  /** The instant the build dated today was made for (seconds): the real date when the run started. */
  todayEpoch: () => Number(process.env.E2E_TODAY_EPOCH),
  backendUrl: () => process.env.E2E_BACKEND_URL!,
  /** The served build's client folder (turbo's build/client, or this run's own build when its backend port differs). */
  siteBuildDir: () => process.env.E2E_SITE_BUILD_DIR!,
  outboxDir: () => process.env.E2E_OUTBOX_DIR!,
  /** Everything the site's host (wrangler pages dev, its access log) and the local backend have written so far. */
  siteLog: () => process.env.E2E_SITE_LOG!,
  backendLog: () => process.env.E2E_BACKEND_LOG!,
};

/** One value of this run (ports, build dates, the backend and its outbox). */
export function inject<Key extends keyof typeof runValues>(key: Key): ReturnType<(typeof runValues)[Key]> {
  if (!process.env.E2E_SITE_PORT) throw new Error('Run the end-to-end tests with `npx playwright test` in apps/site');
  return runValues[key]() as ReturnType<(typeof runValues)[Key]>;
}

export interface OpenOptions {
  width?: number;
  height?: number;
  javaScript?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
  /** Only for injecting axe: the site's CSP forbids inline scripts. */
  bypassCSP?: boolean;
  /** 'hydrated' (default): the load event, then React has taken over `<main>`. */
  waitUntil?: 'hydrated' | 'load' | 'networkidle';
  /**
   * The browser's clock, fixed at this instant (ms since 1970): by default the build's date (SOURCE_DATE_EPOCH), so a
   * page shows what it was prerendered to show, whatever the real date. Timers still run. `null` keeps the real clock,
   * for tests that read performance entries (Playwright's clock empties them).
   */
  now?: number | null;
  /** The page's timers paused at `now` from the start: they fire only when the test moves the clock (`page.clock`). */
  pausedClock?: boolean;
  /**
   * false: the web fonts' files are refused and the text stays in its metric-matched fallbacks, for a measure of what
   * the page itself moves (a font arriving after the first paint, as under load, shifts text by a pixel or two).
   */
  webFonts?: boolean;
}

/** Whether React has hydrated (or client-rendered) the page's `<main>`. Runs in the page. */
function mainIsHydrated() {
  const main = document.querySelector('main');
  return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
}

export function isHydrated(page: Page) {
  return page.evaluate(mainIsHydrated);
}

/**
 * Whether the render after hydration has committed: the fiber on `<main>` is set while React renders, which it may pause
 * before committing; the header's toggle gets `aria-expanded` only from the render after hydration. Runs in the page.
 */
function headerHydrated() {
  const toggle = document.querySelector('header nav button[popovertarget]');
  return toggle === null || toggle.hasAttribute('aria-expanded');
}

/** Resolves once React has hydrated (or client-rendered) the page and its effects have run. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(mainIsHydrated);
  await page.waitForFunction(headerHydrated);
}

/**
 * Every text `target` shows from this call on, kept after a timer has cleared it (the newsletter's inline success
 * leaves after 5 s, a toast after 6 s): a test waits for a message to have been shown, never racing its timer.
 */
export async function textsShown(target: Locator): Promise<() => Promise<string[]>> {
  const texts = await target.evaluateHandle((element) => {
    const shown: string[] = [];
    const note = () => {
      const text = element.textContent ?? '';
      if (shown.at(-1) !== text) shown.push(text);
    };
    note();
    new MutationObserver(note).observe(element, { subtree: true, childList: true, characterData: true });
    return shown;
  });
  return () => texts.jsonValue();
}

/**
 * Renders the bands that wait to near the screen (content-visibility: auto) as a visitor scrolling there sees them,
 * containment included: a full-page capture or axe's colour reading does not scroll, and would find them unpainted.
 */
export async function renderDeferredBands(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
        element.style.contain = 'layout style paint';
      }
  });
}

/**
 * Pages in the worker's Chromium (Playwright's `browser`, launched as playwright.config.ts says), in contexts of the
 * file's own, closed after its last test; every page records its console errors so tests can assert there are none.
 */
export function setupBrowser() {
  const context: { browser?: Browser; siteUrl: string; buildEpoch: number } = {
    siteUrl: inject('siteUrl'),
    buildEpoch: inject('buildEpoch'),
  };
  test.beforeAll(({ browser }) => {
    context.browser = browser;
  });
  test.afterAll(async () => {
    for (const tab of tabs.values()) await (await tab).close();
    tabs.clear();
  });

  async function newPage(options: OpenOptions) {
    if (!context.browser) throw new Error('The browser has not started');
    // The project's viewport (desktop or phone) unless the test sets one.
    const projectViewport = test.info().project.use.viewport ?? { width: 1280, height: 800 };
    const browserContext = await context.browser.newContext({
      viewport: { width: options.width ?? projectViewport.width, height: options.height ?? projectViewport.height },
      javaScriptEnabled: options.javaScript ?? true,
      reducedMotion: options.reducedMotion ?? 'no-preference',
      bypassCSP: options.bypassCSP ?? false,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
    });
    if (options.webFonts === false) await browserContext.route(/\.woff2?$/, (route) => route.abort());
    const page = await browserContext.newPage();
    const now = options.now ?? context.buildEpoch * 1000;
    if (options.pausedClock) {
      // Installed a second early: an installed clock ticks, and pausing at a time it has already passed throws.
      await page.clock.install({ time: now - 1000 });
      await page.clock.pauseAt(now);
    } else if (options.now !== null) await page.clock.setFixedTime(now);
    // Every address the page asks for, from the first one: what a controlled clock leaves of performance entries.
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const consoleErrors: string[] = [];
    const consoleWarnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
      if (message.type() === 'warning') consoleWarnings.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    return { page, requests, consoleErrors, consoleWarnings, close: () => browserContext.close() };
  }

  async function load(page: Page, path: string, options: OpenOptions) {
    const waitUntil = options.waitUntil ?? 'hydrated';
    const response = await page.goto(new URL(path, context.siteUrl).href, {
      waitUntil: waitUntil === 'networkidle' ? 'networkidle' : 'load',
    });
    if (waitUntil === 'hydrated' && (options.javaScript ?? true)) {
      // Pages hydrate on the visitor's first intent (see scripts/deferred-hydration.mjs): a scroll event is one that
      // moves neither the page nor the pointer. deferred-hydration.e2e.test.ts covers real pointer, key and touch.
      await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
      await waitForHydration(page);
    }
    return response;
  }

  /** A page of its own, in a fresh browser context: for tests that act on the page. */
  async function open(path: string, options: OpenOptions = {}) {
    const tab = await newPage(options);
    const response = await load(tab.page, path, options);
    return { ...tab, response };
  }

  const tabs = new Map<string, ReturnType<typeof newPage>>();

  /**
   * Loads the page in a tab shared by the file's calls with the same options: for tests that only read the page.
   * Each load is a new document (console messages start empty) but the cache is warm, as for a visitor going from
   * page to page, which saves a new browser process and a cold start per page.
   */
  async function visit(path: string, options: OpenOptions = {}) {
    const key = JSON.stringify(options);
    if (!tabs.has(key)) tabs.set(key, newPage(options));
    const tab = await tabs.get(key)!;
    tab.consoleErrors.length = 0;
    tab.consoleWarnings.length = 0;
    const response = await load(tab.page, path, options);
    return { page: tab.page, response, consoleErrors: tab.consoleErrors, consoleWarnings: tab.consoleWarnings };
  }

  return { open, visit, siteUrl: context.siteUrl };
}

/**
 * Holds the router's entry chunk until release(): the page stays unhydrated as long as the test needs, and what is
 * typed until then is surely typed before React, whatever the machine's speed.
 */
export async function holdHydration(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
