import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];

export interface OpenOptions {
  width?: number;
  height?: number;
  javaScript?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
  /** Only for injecting axe: the site's CSP forbids inline scripts. */
  bypassCSP?: boolean;
  /** 'hydrated' (default): the load event, then React has taken over `<main>`. */
  waitUntil?: 'hydrated' | 'load' | 'networkidle';
}

/** Whether React has hydrated (or client-rendered) the page's `<main>`. Runs in the page. */
function mainIsHydrated() {
  const main = document.querySelector('main');
  return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
}

export function isHydrated(page: Page) {
  return page.evaluate(mainIsHydrated);
}

/** Resolves once React has hydrated (or client-rendered) the page's `<main>`. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(mainIsHydrated);
}

/** One Chromium per test file; every page records its console errors so tests can assert there are none. */
export function setupBrowser() {
  const context: { browser?: Browser; siteUrl: string } = { siteUrl: inject('siteUrl') };
  beforeAll(async () => {
    context.browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: chromeArgs,
    });
  });
  afterAll(async () => {
    await context.browser?.close();
  });

  async function open(path: string, options: OpenOptions = {}) {
    if (!context.browser) throw new Error('The browser has not started');
    const javaScript = options.javaScript ?? true;
    const browserContext = await context.browser.newContext({
      viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
      javaScriptEnabled: javaScript,
      reducedMotion: options.reducedMotion ?? 'no-preference',
      bypassCSP: options.bypassCSP ?? false,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
    });
    const page = await browserContext.newPage();
    const consoleErrors: string[] = [];
    const consoleWarnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
      if (message.type() === 'warning') consoleWarnings.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    const waitUntil = options.waitUntil ?? 'hydrated';
    const response = await page.goto(new URL(path, context.siteUrl).href, {
      waitUntil: waitUntil === 'networkidle' ? 'networkidle' : 'load',
    });
    if (waitUntil === 'hydrated' && javaScript) {
      // Pages hydrate on the visitor's first intent (see scripts/deferred-hydration.mjs): a scroll event is one that
      // moves neither the page nor the pointer. deferred-hydration.e2e.test.ts covers real pointer, key and touch.
      await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
      await waitForHydration(page);
    }
    return { page, response, consoleErrors, consoleWarnings, close: () => browserContext.close() } satisfies {
      page: Page;
      [key: string]: unknown;
    };
  }

  return { open, siteUrl: context.siteUrl };
}
