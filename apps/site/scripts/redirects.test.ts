import { describe, expect, it } from 'vitest';
import { parseRedirectsFile, redirectsFile } from './redirects.mjs';

describe('parseRedirectsFile', () => {
  it('matches exact rules before patterns, and patterns in file order', () => {
    const redirectFor = parseRedirectsFile(
      ['/news/:id /news 301', '/news/* /elsewhere 302', '/news/kept /news/kept/ 200'].join('\n'),
    );
    expect(redirectFor('/news/kept')).toEqual({ status: 200, to: '/news/kept/' });
    expect(redirectFor('/news/other')).toEqual({ status: 301, to: '/news' });
    expect(redirectFor('/news/a/b')).toEqual({ status: 302, to: '/elsewhere' });
    expect(redirectFor('/news')).toBeUndefined();
  });

  it('fills placeholders and the splat into the destination', () => {
    const redirectFor = parseRedirectsFile(['/blog/:year/:slug /articles/:slug 308', '/old/* /new/:splat'].join('\n'));
    expect(redirectFor('/blog/2026/hello')).toEqual({ status: 308, to: '/articles/hello' });
    expect(redirectFor('/old/a/b.html')).toEqual({ status: 302, to: '/new/a/b.html' });
  });

  it('ignores comments, incomplete lines and statuses Cloudflare Pages refuses (such as 404)', () => {
    const redirectFor = parseRedirectsFile(['# /a /b', '/lonely', '/missing/* /missing/404.html 404'].join('\n'));
    expect(redirectFor('/a')).toBeUndefined();
    expect(redirectFor('/lonely')).toBeUndefined();
    expect(redirectFor('/missing/x')).toBeUndefined();
  });
});

describe('redirectsFile', () => {
  const redirectFor = parseRedirectsFile(
    redirectsFile(['/csia', '/actualites', '/actualites/premier-article', '/actualites/second-article']),
  );

  it('serves every page at its own address and sends its slash form there', () => {
    expect(redirectFor('/csia')).toEqual({ status: 200, to: '/csia/' });
    expect(redirectFor('/csia/')).toEqual({ status: 301, to: '/csia' });
    expect(redirectFor('/actualites/premier-article')).toEqual({ status: 200, to: '/actualites/premier-article/' });
    expect(redirectFor('/actualites/premier-article/')).toEqual({ status: 301, to: '/actualites/premier-article' });
  });

  it('sends unknown articles to the list, and the folder of the category pages to the catalogue', () => {
    expect(redirectFor('/actualites/inconnu')).toEqual({ status: 301, to: '/actualites' });
    expect(redirectFor('/formations/categorie')).toEqual({ status: 301, to: '/formations' });
  });

  it('leaves unknown slash forms and deeper paths to the not-found pages', () => {
    expect(redirectFor('/formations/categorie/rse')).toBeUndefined();
    expect(redirectFor('/actualites/inconnu/')).toBeUndefined();
    expect(redirectFor('/actualites/a/b')).toBeUndefined();
  });
});
