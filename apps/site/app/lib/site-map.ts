import { articleIds, categorySlugs, courseIds, lastSessionDays, legalPageIds } from '@fabrique/content/ids';

export interface SitemapEntry {
  path: string;
}

/**
 * Every public page of the site, from the content's ids: the sitemap and the prerender list read this one list.
 * It imports no asset, so react-router.config.ts can read it outside Vite.
 */
export function sitemapEntries(): SitemapEntry[] {
  return [
    { path: '/' },
    { path: '/la-fabrique' },
    { path: '/nos-offres' },
    { path: '/formations' },
    ...categorySlugs.map((slug) => ({ path: `/formations/categorie/${slug}` })),
    ...courseIds.map((id) => ({ path: `/formations/${id}` })),
    { path: '/actualites' },
    ...articleIds.map((id) => ({ path: `/actualites/${id}` })),
    { path: '/csia' },
    { path: '/csia/catalogue' },
    ...legalPageIds.map((id) => ({ path: `/${id}` })),
  ];
}

/** Files generated at build time beside the pages; a course's calendar only while a session is ahead of `today`. */
export function generatedFiles(today: string): string[] {
  return [
    '/sitemap.xml',
    '/robots.txt',
    '/csia/catalogue-csia.pdf',
    ...courseIds.map((id) => `/formations/${id}/programme.pdf`),
    ...Object.entries(lastSessionDays)
      .filter(([, lastDay]) => lastDay >= today)
      .map(([id]) => `/formations/${id}/sessions.ics`),
  ];
}

/**
 * The not-found pages of a folder: a static host answers an unknown address with the nearest 404.html up its folders
 * (Cloudflare Pages; the local server does the same), so /formations/<unknown> gets 'Formation non trouvée' and
 * /formations/categorie/<unknown> 'Catégorie non trouvée'. Each is prerendered at `path` through the route that owns the
 * folder, then moved to `file` by scripts/postbuild.mjs.
 */
export const folderNotFoundPages = [
  { path: '/formations/categorie/404', file: 'formations/categorie/404.html' },
  { path: '/formations/404', file: 'formations/404.html' },
] as const;

/** Pages not listed in the sitemap: the newsletter's double opt-in and the 404 page static hosts serve for unknown paths. */
export const unlistedPages = ['/newsletter/confirmation', '/newsletter/desinscription', '/404'];
