import { describe, expect, it } from 'vitest';
import { legalPages } from './legal.ts';
import { footerNavigation, legalNavigation, siteCallToAction, siteNavigation } from './navigation.ts';
import * as paths from './paths.ts';

// The site's pages that have a fixed path: the string constants of paths.ts, less the files, a folder and the 404.
const notPages = new Set<string>([
  paths.newsletterFolder,
  paths.sitemapPath,
  paths.robotsPath,
  paths.csiaCataloguePdfPath,
  paths.notFoundPath,
]);
const pagePaths = new Set([
  ...Object.values<unknown>(paths).filter(
    (value): value is string => typeof value === 'string' && !notPages.has(value),
  ),
  ...Object.values(legalPages).map((page) => page.path),
]);

describe('navigation lists', () => {
  const lists = { siteNavigation, footerNavigation, legalNavigation };

  it('link only to pages whose path content builds', () => {
    const links = [...siteNavigation, siteCallToAction, ...footerNavigation, ...legalNavigation];
    expect(links.filter(({ href }) => !pagePaths.has(href))).toEqual([]);
  });

  it('name each page once per list', () => {
    for (const [name, list] of Object.entries(lists)) {
      const hrefs = list.map((link) => link.href);
      expect(new Set(hrefs).size, name).toBe(hrefs.length);
    }
  });

  it('give the footer the header’s links, then the AI services centre', () => {
    expect(footerNavigation.slice(0, -1)).toEqual(siteNavigation);
    expect(footerNavigation.at(-1)).toEqual({ label: 'Centre de services IA', href: paths.csiaPath });
  });
});
