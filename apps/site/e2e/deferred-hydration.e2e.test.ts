// Pages hydrate on the visitor's first intent (scripts/deferred-hydration.mjs): before it, no script but the starter is
// fetched; a real pointer move or key starts React; a button pressed before React has taken over is replayed once it has.
import { expect, test, type Page } from '@playwright/test';
import { starterPath } from '../scripts/deferred-hydration.mjs';
import { isHydrated, setupBrowser, waitForHydration } from './browser.ts';

const { open } = setupBrowser();

const scripts = (requests: readonly string[]) =>
  requests.map((url) => new URL(url).pathname).filter((path) => path.endsWith('.js'));

/** Whether the starter has run the router's bootstrap: the module script it appends, the moment it starts. */
const hydrationStarted = (page: Page) => page.evaluate(() => document.querySelector('script[type="module"]') !== null);

test.describe('deferred hydration', () => {
  test('fetches no script but the starter until the visitor moves the pointer, then hydrates', async () => {
    const { page, requests, consoleErrors, close } = await open('/', { waitUntil: 'load', pausedClock: true });
    try {
      // A minute of the page's time in no time: every timer it set fires, and none may start React.
      await page.clock.runFor(60_000);
      await expect(hydrationStarted(page)).resolves.toBe(false);
      expect(scripts(requests)).toEqual([starterPath]);
      await expect(isHydrated(page)).resolves.toBe(false);

      await page.clock.resume();
      await page.mouse.move(200, 300);
      await waitForHydration(page);
      expect(scripts(requests).some((path) => path.includes('entry.client'))).toBe(true);
      // React's fibers are on <main> from the hydration's render on; the attribute follows its commit.
      await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(true);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('a key press starts it too', async () => {
    const { page, close } = await open('/formations', { waitUntil: 'load' });
    try {
      await page.keyboard.press('Tab');
      await waitForHydration(page);
    } finally {
      await close();
    }
  });

  test('a button pressed before React has taken over is replayed once it has', async () => {
    const { page, consoleErrors, close } = await open('/formations', { waitUntil: 'load' });
    try {
      // Hold the router's code back until the press has landed, so it surely lands before hydration.
      let pressed = () => {};
      const afterPress = new Promise<void>((resolve) => (pressed = resolve));
      await page.route('**/assets/entry.client-*.js', async (route) => {
        await afterPress;
        await route.continue();
      });
      // A finder's filter: only React can apply it.
      const remote = page
        .getByRole('toolbar', { name: 'Modalités' })
        .getByRole('button', { name: 'Distanciel possible' });
      await remote.click();
      await expect(isHydrated(page)).resolves.toBe(false);
      pressed();

      await waitForHydration(page);
      await expect.poll(() => remote.getAttribute('aria-pressed')).toBe('true');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('pages whose content depends on the address hydrate at once', async () => {
    const { page, close } = await open('/newsletter/confirmation?token=abc', { waitUntil: 'load' });
    try {
      await waitForHydration(page);
    } finally {
      await close();
    }
  });
});
