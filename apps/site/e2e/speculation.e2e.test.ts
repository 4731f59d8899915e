// The next page ahead of the tap: speculation rules written by the starter, on press from the start and on hover from
// the visitor's first intent (scripts/deferred-hydration.mjs), allowed by each page's policy, nothing fetched before
// that intent, the route modules of the links in view fetched once React has taken over, and a client-side navigation
// that still moves focus, scroll and history as a page should.
import { chromium, expect, test, type CDPSession, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '@fabrique/test-kit';
import { hydrationStarter, speculationRules, starterPath } from '../scripts/deferred-hydration.mjs';
import { scriptHash } from '../scripts/security-headers.mjs';
import { isHydrated, setupBrowser, waitForHydration } from './browser.ts';
import { categoryAt, cspDirectives, pagePaths, pageText, parseHead } from './site.ts';

const { open, siteUrl } = setupBrowser();

const rawPages = new Map<string, string>();
test.beforeAll(async () => {
  await Promise.all(pagePaths.map(async (path) => rawPages.set(path, await (await fetch(siteUrl + path)).text())));
});

const pathOf = (url: string) => new URL(url).pathname;
/** The scripts React and the router are made of: every script of the build but the starter. */
const reactScripts = (url: URL) =>
  url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && url.pathname !== starterPath;
const reactScriptsIn = (requests: readonly string[]) => requests.filter((url) => reactScripts(new URL(url)));
const documentsOtherThan = (page: Page, requests: readonly string[]) =>
  requests.filter((url) => !/\.[a-z0-9]+$/i.test(pathOf(url)) && url.split('#')[0] !== page.url().split('#')[0]);
const speculationScripts = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('script[type="speculationrules"]')].map((s) => s.textContent));

/** The browser's own view of the page's speculation: the rule sets it read (with any error) and the links they match. */
async function watchSpeculation(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const ruleSets: { sourceText: string; errorType?: string }[] = [];
  const candidates = new Set<string>();
  /** Prefetches by path, with their last status (Running, Ready, Success, Failure). */
  const prefetches = new Map<string, string>();
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSets.push(ruleSet));
  cdp.on('Preload.prefetchStatusUpdated', ({ key, status }) => prefetches.set(pathOf(key.url), status));
  cdp.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) => {
    for (const source of preloadingAttemptSources) candidates.add(source.key.url);
  });
  await cdp.send('Preload.enable');
  return { ruleSets, candidates, prefetches };
}

test.describe('speculation rules', () => {
  // The not-found copy static hosts serve for unknown addresses hydrates at once, without the starter (postbuild.mjs):
  // there is no intent to wait for, so it writes no rules.
  for (const path of pagePaths.filter((path) => path !== '/404'))
    test(`${path} carries the starter, and its policy allows the rules it writes`, () => {
      const html = rawPages.get(path)!;
      expect(html).toContain(`<script src="${starterPath}" defer="" fetchpriority="high"></script>`);
      const [policy] = parseHead(html).csp;
      for (const rules of [speculationRules.press, speculationRules.intent])
        expect(cspDirectives(policy!).get('script-src')).toContain(scriptHash(rules));
    });

  test('the starter is one file, cached for good: every next page reuses it', async () => {
    const response = await fetch(siteUrl + starterPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toContain('immutable');
    await expect(response.text()).resolves.toBe(hydrationStarter);
  });

  test('nothing is fetched ahead before the first intent; after it, the browser reads the rules without a violation', async () => {
    const { page, requests, consoleErrors, close } = await open('/formations/les-cles-de-la-serie-documentaire', {
      waitUntil: 'load',
      pausedClock: true,
    });
    try {
      const speculation = await watchSpeculation(page);
      // A minute of the page's time: no timer of the page may write the hover rules or fetch another page. The press
      // rules are there from the start (a touch screen's first intent may be the tap), and fetch nothing by themselves.
      await page.clock.runFor(60_000);
      await expect(speculationScripts(page)).resolves.toEqual([speculationRules.press]);
      expect(documentsOtherThan(page, requests)).toEqual([]);
      expect(reactScriptsIn(requests)).toEqual([]);

      await page.clock.resume();
      await page.mouse.move(20, 20);
      await expect.poll(() => speculationScripts(page)).toEqual([speculationRules.press, speculationRules.intent]);
      await expect.poll(() => speculation.ruleSets.length).toBe(2);
      // A rule set the policy blocked would not reach the browser's list, and would log a violation (consoleErrors).
      for (const ruleSet of speculation.ruleSets) expect(ruleSet).not.toHaveProperty('errorType');

      // The links it may load ahead: the site's pages, never a file, a link page with a token, or another site.
      await expect.poll(() => speculation.candidates.size).toBeGreaterThan(5);
      const candidates = [...speculation.candidates].map((url) => new URL(url));
      expect(candidates.every((url) => url.origin === new URL(siteUrl).origin)).toBe(true);
      expect(candidates.filter((url) => /\.(pdf|ics|xml|txt)$|\/alerte\/|^\/newsletter\//.test(url.pathname))).toEqual(
        [],
      );
      const category = candidates.find((url) => categoryAt(url.pathname));
      expect(category, 'the course’s category page').toBeDefined();
      const files = await page.locator('a[href$=".pdf"], a[href$=".ics"]').count();
      expect(files, 'the course page links to its programme and calendar').toBeGreaterThan(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('a hovered link is fetched ahead, and followed from there', async () => {
    // The real clock: the next page's navigation entry tells how it was delivered.
    const { page, close } = await open('/', { waitUntil: 'load', now: null });
    try {
      const speculation = await watchSpeculation(page);
      // The pointer's move starts hydration too: hold the router's code back, so the link stays a plain link.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/entry.client-*.js', async (route) => {
        await released;
        await route.continue();
      });
      // The first move writes the rules; the pointer then comes onto the link, as a visitor's does.
      await page.mouse.move(5, 5);
      await expect.poll(() => speculationScripts(page)).toEqual([speculationRules.press, speculationRules.intent]);
      const link = page.getByRole('main').locator('a[href="/formations"]').first();
      await link.hover();
      // The browser's own report: the page's requests do not list a speculative fetch.
      await expect.poll(() => speculation.prefetches.get('/formations')).toBe('Ready');
      await expect(isHydrated(page)).resolves.toBe(false);
      await link.click();
      release();
      await page.waitForURL('**/formations');
      const delivery = await page.evaluate(
        () =>
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string })
            .deliveryType,
      );
      expect(delivery).toBe('navigational-prefetch');
    } finally {
      await close();
    }
  });
});

test.describe('a press on a link before hydration', () => {
  test('leaves the page to the browser, which loads the next one; any other press starts React', async () => {
    const { page, requests, close } = await open('/', { waitUntil: 'load' });
    try {
      const link = page.getByRole('main').locator('a[href="/formations"]').first();
      await link.dispatchEvent('pointerdown', { bubbles: true, pointerType: 'touch' });
      // The press wrote the rules (the browser may prerender the page it leads to) but fetched no script.
      await expect.poll(() => speculationScripts(page)).toEqual([speculationRules.press, speculationRules.intent]);
      expect(reactScriptsIn(requests)).toEqual([]);

      await page.locator('h1').dispatchEvent('pointerdown', { bubbles: true, pointerType: 'touch' });
      await waitForHydration(page);
    } finally {
      await close();
    }
  });

  test('a click that leaves while React downloads stops those downloads before the next page answers', async () => {
    const { page, close } = await open('/', { waitUntil: 'load' });
    try {
      // React's scripts held on the way, as on a slow line; the next page answers once one of them was given up.
      const aborted: string[] = [];
      page.on('requestfailed', (request) => {
        if (reactScripts(new URL(request.url()))) aborted.push(request.url());
      });
      const released: (() => void)[] = [];
      await page.route(reactScripts, (route) =>
        new Promise<void>((resolve) => released.push(resolve)).then(() => route.continue().catch(() => {})),
      );
      let abortedBeforeAnswer: boolean | undefined;
      await page.route('**/formations', async (route) => {
        await expect
          .poll(() => aborted.length, { timeout: 5_000 })
          .toBeGreaterThan(0)
          .catch(() => {});
        abortedBeforeAnswer = aborted.length > 0;
        await route.continue();
      });
      await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
      await expect.poll(() => released.length).toBeGreaterThan(0);

      // A click without a hover or a press first: no speculation rule fetches the page ahead of the route.
      await page.getByRole('main').locator('a[href="/formations"]').first().dispatchEvent('click', { button: 0 });
      await page.waitForURL('**/formations');
      expect(abortedBeforeAnswer).toBe(true);
      for (const release of released) release();
    } finally {
      await close();
    }
  });

  test('back to a page whose downloads were stopped, from the back-forward cache, it loads again and hydrates', async () => {
    // Playwright turns the back-forward cache off by default; a visitor's browser has it.
    const browser = await chromium.launch({
      ...chromiumLaunchOptions,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    });
    try {
      const page = await browser.newPage();
      const released: (() => void)[] = [];
      await page.route(reactScripts, (route) =>
        new Promise<void>((resolve) => released.push(resolve)).then(() => route.continue().catch(() => {})),
      );
      await page.goto(new URL('/', siteUrl).href, { waitUntil: 'load' });
      await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
      await expect.poll(() => released.length).toBeGreaterThan(0);
      await page.getByRole('main').locator('a[href="/formations"]').first().dispatchEvent('click', { button: 0 });
      await page.waitForURL('**/formations');
      await page.unroute(reactScripts);
      for (const release of released) release();

      await page.goBack();
      await expect
        .poll(() =>
          page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type),
        )
        .toBe('reload');
      await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
      await waitForHydration(page);
    } finally {
      await browser.close();
    }
  });

  test('a click on an anchor of the page lets React download', async () => {
    const { page, requests, close } = await open('/nos-offres', { waitUntil: 'load' });
    try {
      const failed: string[] = [];
      page.on('requestfailed', (request) => failed.push(request.url()));
      await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
      await expect.poll(() => reactScriptsIn(requests).length).toBeGreaterThan(0);
      await page.getByRole('main').locator('a[href^="#"]').first().click();
      await waitForHydration(page);
      expect(failed).toEqual([]);
    } finally {
      await close();
    }
  });
});

test.describe('after hydration', () => {
  test('fetches the route modules of the links in view, not of the others', async () => {
    const { requests, close } = await open('/', { width: 412, height: 915 });
    try {
      // The hero's call to action, in view, leads to the catalogue; the legal pages are linked from the footer only.
      await expect.poll(() => requests.some((url) => /\/assets\/catalogue-[^/]+\.js$/.test(url))).toBe(true);
      expect(requests.some((url) => /\/assets\/legal-[^/]+\.js$/.test(url))).toBe(false);
    } finally {
      await close();
    }
  });

  test('a client-side navigation starts the next page at its top, announces it, marks its section and keeps history', async () => {
    const { page, consoleErrors, close } = await open('/formations/les-cles-de-la-serie-documentaire', {
      width: 412,
      height: 915,
    });
    try {
      // The page load is announced by the screen reader itself: the router's announcer says nothing yet.
      // The layout's own live region (Radix's toast regions carry a role).
      const announcer = page.locator('body [aria-live="assertive"]:not([role])');
      await expect(announcer).toHaveAttribute('aria-atomic', 'true');
      await expect(announcer).toHaveText('');
      const courseTitle = await page.title();
      // A marker on this document: a client-side navigation keeps it, a document load would not.
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      const link = page.getByRole('link', { name: /^Voir les formations du parcours/ });
      await link.scrollIntoViewIfNeeded();
      const href = (await link.getAttribute('href'))!;
      await link.click();
      await page.waitForURL(`**${href}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(pageText(href).heading);
      await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(
        true,
      );
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      // The new page's title, as a page load would have had it read.
      expect(await page.title()).not.toBe(courseTitle);
      await expect(announcer).toHaveText(await page.title());
      // Focus does not stay on a link that is gone: it is back at the document's start, as after a page load.
      await expect(page.evaluate(() => document.activeElement === document.body)).resolves.toBe(true);
      const current = page.getByRole('navigation', { name: 'Navigation principale' }).locator('[aria-current="page"]');
      await expect(current.textContent()).resolves.toBe('Nos Formations');

      await page.goBack();
      await page.waitForURL('**/formations/les-cles-de-la-serie-documentaire');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toContain(pageText('/formations/les-cles-de-la-serie-documentaire').heading);
      await expect(announcer).toHaveText(courseTitle);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
