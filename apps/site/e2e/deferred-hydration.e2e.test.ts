// Pages hydrate on the visitor's first intent (scripts/deferred-hydration.mjs): before it, no script is fetched; a real
// pointer move or key starts React; a button pressed before React has taken over is replayed once it has.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isHydrated, setupBrowser, waitForHydration } from './browser.ts';

const { open } = setupBrowser();

const scriptsFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );

describe('deferred hydration', () => {
  it('fetches no script until the visitor moves the pointer, then hydrates', async () => {
    // The real clock: it reads the page's resource entries, which a fixed clock would hide.
    const { page, consoleErrors, close } = await open('/', { waitUntil: 'load', now: null });
    try {
      await page.waitForTimeout(1000);
      await expect(scriptsFetched(page)).resolves.toEqual([]);
      await expect(isHydrated(page)).resolves.toBe(false);

      await page.mouse.move(200, 300);
      await waitForHydration(page);
      const scripts = await scriptsFetched(page);
      expect(scripts.some((path) => path.includes('entry.client'))).toBe(true);
      // React's fibers are on <main> from the hydration's render on; the attribute follows its commit.
      await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(true);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a key press starts it too', async () => {
    const { page, close } = await open('/formations', { waitUntil: 'load' });
    try {
      await page.keyboard.press('Tab');
      await waitForHydration(page);
    } finally {
      await close();
    }
  });

  it('a button pressed before React has taken over is replayed once it has', async () => {
    const { page, consoleErrors, close } = await open('/formations', { waitUntil: 'load' });
    try {
      // Slow the router's code down, so the press surely lands before hydration.
      await page.route('**/assets/entry.client-*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      // A finder's filter: only React can apply it.
      const remote = page
        .getByRole('toolbar', { name: 'Modalités' })
        .getByRole('button', { name: 'Distanciel possible' });
      await remote.click();
      await expect(isHydrated(page)).resolves.toBe(false);

      await waitForHydration(page);
      await expect.poll(() => remote.getAttribute('aria-pressed')).toBe('true');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('pages whose content depends on the address hydrate at once', async () => {
    const { page, close } = await open('/newsletter/confirmation?token=abc', { waitUntil: 'load' });
    try {
      await waitForHydration(page);
    } finally {
      await close();
    }
  });
});
