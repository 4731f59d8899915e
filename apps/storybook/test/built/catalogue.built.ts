// The built catalogue as a designer meets it: one language in its sidebar, its own home and branding, a search that
// knows the French names, and a brand switch that reaches the stories and docs pages. Run by scripts/test-storybook.mjs
// after its build, on that build (STORYBOOK_STATIC_DIR, else apps/storybook/storybook-static).
import { chromiumLaunchOptions } from '@fabrique/test-kit';
import { startStaticServer } from '@fabrique/test-kit/static-server';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokens } from '@fabrique/ui/tokens';

const staticDir = process.env.STORYBOOK_STATIC_DIR ?? fileURLToPath(new URL('../../storybook-static', import.meta.url));
// The example brand as the toolbar applies it: the stylesheet ui's tokens script generates from its tokens file.
const brandCss = readFileSync(fileURLToPath(import.meta.resolve('@fabrique/ui/example-brand.css')), 'utf8');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** Words of French that an English title or story name never holds (accents and curly quotes aside). */
const french =
  /[àâçéèêëîïôûùüÿœæ«»’]|\b(le|la|les|un|une|des|du|de|et|ou|avec|sans|pour|sur|dans|par|aux?|blocs?|cartes?|carrousels?|formulaires?|contenus?|fondations|mise en page|accueil|bouton|lien|champ|erreur|envoi)\b/i;
/** How a test gets to a state, never what the designer sees. */
const testMechanics =
  /\b(tests?|timers?|held|idempoten\w*|mock\w*|spy|stub\w*|fixtures?|assert\w*|expect\w*|honeypot|href|render\w*|caller|ignored|keeps|play function|waits?)\b/i;
/** Storybook's own tags and ours for the test-runner: never a French name. */
const systemTags = new Set([
  'dev',
  'test',
  'autodocs',
  'manifest',
  'play-fn',
  'test-fn',
  'attached-mdx',
  'unattached-mdx',
]);
/** Groups that hold no component: the pages of the catalogue itself, the foundations, the e-mails. */
const notComponents = /^(Welcome|Developers|Foundations|E-mails)(\/|$)/;

/** The one value of a custom property in the example brand's stylesheet, as the browser computes a colour. */
function brandValue(property: string): string {
  const value = brandCss.match(new RegExp(`${property}:\\s*([^;]+);`))?.[1];
  if (!value) throw new Error(`The example brand sets no ${property}`);
  return value.trim();
}
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

describe('the built catalogue', () => {
  let server: Server;
  let url: string;
  let browser: Browser;
  let page: Page;
  let entries: IndexEntry[];

  beforeAll(async () => {
    if (!existsSync(join(staticDir, 'index.json'))) {
      throw new Error(`No built catalogue in ${staticDir}: run \`node scripts/test-storybook.mjs\`, which builds it.`);
    }
    entries = Object.values(
      (JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> })
        .entries,
    );
    server = await startStaticServer({ root: staticDir, port: 0 });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch(chromiumLaunchOptions);
    // Reduced motion: a brand switch would otherwise animate the buttons' colours, read mid-way by a check.
    page = await browser.newPage({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it('names every group, component and story in English', () => {
    const inFrench = entries.flatMap(({ title, name }) =>
      [...title.split('/'), name].filter((part) => french.test(part)).map((part) => `${title} › ${name}: ${part}`),
    );
    expect(inFrench).toEqual([]);
    expect(entries.length).toBeGreaterThan(200);
  });

  it('names stories by the state shown, not by the test', () => {
    const mechanics = entries
      .filter(({ name }) => testMechanics.test(name))
      .map(({ title, name }) => `${title} › ${name}`);
    expect(mechanics).toEqual([]);
  });

  it('gives every component the French names the site uses', () => {
    const titles = new Set(entries.filter(({ title }) => !notComponents.test(title)).map(({ title }) => title));
    const unnamed = [...titles].filter((title) =>
      entries
        .filter((entry) => entry.title === title)
        .every(({ tags = [] }) => tags.every((tag) => systemTags.has(tag))),
    );
    expect(unnamed).toEqual([]);
  });

  it('opens on the designers’ welcome page, in La Fabrique’s colours and type', async () => {
    await page.goto(`${url}/`);
    await page.waitForURL(/path=\/docs\/welcome--docs/);
    const brand = page.locator('.sidebar-header a', { hasText: 'La Fabrique' });
    await expect(brand.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).resolves.toBe(64);
    await expect(brand.evaluate((link) => getComputedStyle(link.firstElementChild!).fontFamily)).resolves.toContain(
      'Montserrat',
    );
    await page.evaluate(() => document.fonts.ready);
    await expect(page.evaluate(() => document.fonts.check('700 19px Montserrat', 'La Fabrique'))).resolves.toBe(true);
    const welcome = page.frameLocator('#storybook-preview-iframe').getByRole('heading', { level: 1 });
    await expect(welcome.textContent()).resolves.toBe('Welcome to La Fabrique’s catalogue');
  });

  it('finds Button by its French name', async () => {
    await page.goto(`${url}/?path=/docs/welcome--docs`);
    const search = page.locator('#storybook-explorer-searchfield');
    const results = page.getByRole('listbox').getByRole('option');
    await search.fill('bouton');
    await results.and(page.locator('[data-id^="navigation-button--"]')).first().waitFor();
    await search.fill('fil d’Ariane');
    await results.and(page.locator('[data-id^="navigation-breadcrumb--"]')).first().waitFor();
  });

  it('switches every story and docs page to the example brand, where its roles say', async () => {
    const accent = rgb(brandValue('--fab-color-accent'));
    const surface = rgb(brandValue('--fab-color-surface'));
    expect(accent).not.toBe(rgb(tokens.color.accent));

    // The toolbar's decorator sets the brand's class in an effect, after the story has rendered: waited for, not raced.
    const brandApplied = (applied: boolean) =>
      page.waitForFunction((want) => document.body.classList.contains('fab-example-brand') === want, applied);
    const shoot = async (globals: string) => {
      await page.goto(`${url}/iframe.html?id=navigation-button--all-states&viewMode=story${globals}`);
      const button = page.getByRole('button', { name: 'Envoyer le message' }).first();
      await button.waitFor();
      await brandApplied(globals !== '');
      await page.evaluate(() => document.fonts.ready);
      return {
        brand: await page.evaluate(() => document.body.classList.contains('fab-example-brand')),
        background: await button.evaluate((element) => getComputedStyle(element).backgroundColor),
        page: await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
        image: await page.locator('#storybook-root').screenshot({ animations: 'disabled', caret: 'hide' }),
      };
    };
    const fabrique = await shoot('');
    const example = await shoot('&globals=theme:Example%20brand');

    expect(fabrique).toMatchObject({ brand: false, background: rgb(tokens.color.accent) });
    expect(example).toMatchObject({ brand: true, background: accent, page: surface });
    expect(example.image.equals(fabrique.image)).toBe(false);

    await page.goto(`${url}/iframe.html?id=navigation-button--docs&viewMode=docs&globals=theme:Example%20brand`);
    const inDocs = page.getByRole('button', { name: 'Envoyer le message' }).first();
    await inDocs.waitFor();
    await brandApplied(true);
    await expect(inDocs.evaluate((element) => getComputedStyle(element).backgroundColor)).resolves.toBe(accent);
  });
});
