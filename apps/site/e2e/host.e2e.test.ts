// What the host itself answers: the build's `_redirects` and `_headers`, its not-found pages, caching and trailing
// slashes, applied by Cloudflare Pages' own runtime (workerd, under `wrangler pages dev`), as in production.
import { articles } from '@fabrique/content';
import { expect, test } from '@playwright/test';
import { inject } from './browser.ts';
import { parseHead } from './site.ts';
import { framingPolicy } from '../scripts/security-headers.mjs';

const siteUrl = inject('siteUrl');
const article = articles[0]!;

async function raw(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(siteUrl + path, { redirect: 'manual', headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

test.describe('the host, as Cloudflare Pages runs it', () => {
  test('a `_redirects` rule: 301 with its Location, the query kept; a 200 rule serves the article in place', async () => {
    const folder = await raw('/formations/categorie');
    expect(folder.status).toBe(301);
    expect(folder.headers.get('location')).toBe('/formations');
    const unknown = await raw('/actualites/nope?utm_source=lettre');
    expect(unknown.status).toBe(301);
    expect(unknown.headers.get('location')).toBe('/actualites?utm_source=lettre');
    const known = await raw(`/actualites/${article.id}`);
    expect(known.status).toBe(200);
    expect(parseHead(known.html).h1s[0]).toContain(article.title);
  });

  test('`_headers` rules: the site-wide ones on pages, redirects and 404s; PDFs detach and replace the framing', async () => {
    for (const path of ['/', '/formations/categorie', '/une-page-inconnue']) {
      const { headers } = await raw(path);
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('content-security-policy'), path).toBe(framingPolicy.page);
      expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
    }
    const pdf = await raw('/csia/catalogue-csia.pdf');
    // One value each: `! Name` removed the site-wide header instead of joining both.
    expect(pdf.headers.get('content-security-policy')).toBe(framingPolicy.pdf);
    expect(pdf.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  test('caching: hashed assets for a year, pages revalidated by their ETag', async () => {
    const home = await raw('/');
    const script = /<script[^>]* src="(\/assets\/[^"]+\.js)"/.exec(home.html)?.[1];
    expect(script).toBeDefined();
    expect((await raw(script!)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(home.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const etag = home.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await raw('/', { 'If-None-Match': etag! })).status).toBe(304);
  });

  test('not-found pages: 404 with the nearest folder’s page, in French under /formations', async () => {
    const site = await raw('/une-page-inconnue');
    expect(site.status).toBe(404);
    expect(parseHead(site.html).h1s).toEqual(['Oops! Page not found']);
    const course = await raw('/formations/nope');
    expect(course.status).toBe(404);
    expect(parseHead(course.html).h1s).toEqual(['Formation non trouvée']);
    expect(course.html).toMatch(/<a [^>]*href="\/formations"[^>]*>Retour au catalogue<\/a>/);
    const category = await raw('/formations/categorie/nope');
    expect(category.status).toBe(404);
    expect(parseHead(category.html).h1s).toEqual(['Catégorie non trouvée']);
  });

  test('trailing slashes: each page at its own address; the slash form and the file’s name redirect there', async () => {
    for (const path of ['/csia', '/formations/art-du-pitch', `/actualites/${article.id}`])
      expect((await raw(path)).status, path).toBe(200);
    for (const [path, status, location] of [
      // Our `_redirects`: the router would render a page's slash form as an unknown address.
      ['/csia/', 301, '/csia'],
      ['/formations/categorie/rse/', 301, '/formations/categorie/rse'],
      // Cloudflare Pages' own: a file's name is never an address.
      ['/csia/index.html', 308, '/csia/'],
      ['/404.html', 308, '/404'],
    ] as const) {
      const { status: answered, headers } = await raw(path);
      expect(answered, path).toBe(status);
      expect(new URL(headers.get('location')!, siteUrl).pathname, path).toBe(location);
    }
    expect((await raw('/actualites/nope/')).status).toBe(404);
  });
});
