// With scripts disabled, every page still shows its own text: the prerendered HTML is the page.
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './browser.ts';
import { pageText, pagePaths } from './site.ts';

const { open } = setupBrowser();

describe('pages with JavaScript disabled', () => {
  it.for(pagePaths)('%s shows its heading and its own text', async (path) => {
    const { page, close } = await open(path, { javaScript: false });
    try {
      const { heading, sentence } = pageText(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1.isVisible()).resolves.toBe(true);
      await expect(h1.textContent()).resolves.toContain(heading);
      await expect(page.getByText(sentence).first().isVisible(), sentence).resolves.toBe(true);
    } finally {
      await close();
    }
  });
});
