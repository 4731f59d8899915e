import { describe, expect, it } from 'vitest';
import { setupBrowser } from './browser.ts';

const { open, siteUrl } = setupBrowser();

// Issue 13 aims at 900 elements (a structural budget, so a test, not a bench); this is the ceiling reached so far: only
// lower it. Prerendered 919, hydrated 960: ~41 more, the modulepreload links React Router renders in <head>.
const homeElementBudget = 970;

describe('home page', () => {
  it('is prerendered: the raw HTML holds the language, title and heading', async () => {
    const html = await (await fetch(siteUrl + '/')).text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('L&#x27;ACCÉLÉRATEUR DES FORMATS TV');
  });

  it('renders and hydrates without console errors', async () => {
    const { page, response, consoleErrors, close } = await open('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe("L'ACCÉLÉRATEUR DES FORMATS TV");
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it(`stays within its element budget (${homeElementBudget}) before and after hydration`, async () => {
    const countElements = () => document.querySelectorAll('*').length;
    const prerendered = await open('/', { javaScript: false });
    const before = await prerendered.page.evaluate(countElements);
    await prerendered.close();
    const hydrated = await open('/');
    const after = await hydrated.page.evaluate(countElements);
    await hydrated.close();
    expect(before).toBeLessThanOrEqual(homeElementBudget);
    expect(after).toBeLessThanOrEqual(homeElementBudget);
  });

  it('keeps its text when scripts are disabled', async () => {
    const { page, close } = await open('/', { javaScript: false });
    await expect(page.getByText('Made in France').isVisible()).resolves.toBe(true);
    await close();
  });
});
