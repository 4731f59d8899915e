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
];

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

  async function open(path: string, options: { width?: number; height?: number; javaScript?: boolean } = {}) {
    if (!context.browser) throw new Error('The browser has not started');
    const browserContext = await context.browser.newContext({
      viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
      javaScriptEnabled: options.javaScript ?? true,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
    });
    const page = await browserContext.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    const response = await page.goto(new URL(path, context.siteUrl).href, { waitUntil: 'networkidle' });
    return { page, response, consoleErrors, close: () => browserContext.close() } satisfies {
      page: Page;
      [key: string]: unknown;
    };
  }

  return { open, siteUrl: context.siteUrl };
}
