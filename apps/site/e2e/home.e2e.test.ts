import { describe, expect, it } from 'vitest';
import { setupBrowser } from './browser.ts';

const { open, siteUrl } = setupBrowser();

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

  it('keeps its text when scripts are disabled', async () => {
    const { page, close } = await open('/', { javaScript: false });
    await expect(page.getByText('Made in France').isVisible()).resolves.toBe(true);
    await close();
  });
});
