import { articles, categorySlugs, courseIds, courses, legalPages, sessionEnd } from '@fabrique/content';
import {
  aboutPath,
  articlePath,
  articlesPath,
  cataloguePath,
  categoryPath,
  courseAlertConfirmationPath,
  courseAlertUnsubscribePath,
  courseCalendarPath,
  coursePath,
  courseProgrammePath,
  formResultPaths,
  csiaCataloguePath,
  csiaCataloguePdfPath,
  csiaPath,
  homePath,
  newsletterConfirmationPath,
  newsletterUnsubscribePath,
  notFoundPath,
  offersPath,
  robotsPath,
  sitemapPath,
} from '@fabrique/content/paths';

// From the catalogue as Vite loads it (data files, checked): the build bundles this module, so no file is read at run time.
const articleIds = articles.map((article) => article.id);
/** The last day of each dated course's last session: the course gets an .ics calendar file until then. */
const lastSessionDays = Object.fromEntries(
  courses.flatMap((course) =>
    course.sessions.length > 0 ? [[course.id, course.sessions.map(sessionEnd).sort().at(-1)!]] : [],
  ),
);

export interface SitemapEntry {
  path: string;
}

/**
 * Every public page of the site, from the content's ids: the sitemap and the prerender list read this one list.
 * It imports no asset, so react-router.config.ts can read it outside Vite.
 */
export function sitemapEntries(): SitemapEntry[] {
  return [
    { path: homePath },
    { path: aboutPath },
    { path: offersPath },
    { path: cataloguePath },
    ...categorySlugs.map((slug) => ({ path: categoryPath(slug) })),
    ...courseIds.map((id) => ({ path: coursePath(id) })),
    { path: articlesPath },
    ...articleIds.map((id) => ({ path: articlePath(id) })),
    { path: csiaPath },
    { path: csiaCataloguePath },
    ...Object.values(legalPages).map((page) => ({ path: page.path })),
  ];
}

/** Files generated at build time beside the pages; a course's calendar only while a session is ahead of `today`. */
export function generatedFiles(today: string): string[] {
  return [
    sitemapPath,
    robotsPath,
    csiaCataloguePdfPath,
    ...courseIds.map(courseProgrammePath),
    ...Object.entries(lastSessionDays)
      .filter(([, lastDay]) => lastDay >= today)
      .map(([id]) => courseCalendarPath(id)),
  ];
}

/**
 * The not-found pages of a folder: a static host answers an unknown address with the nearest 404.html up its folders
 * (Cloudflare Pages; the local server does the same), so /formations/<unknown> gets 'Formation non trouvée' and
 * /formations/categorie/<unknown> 'Catégorie non trouvée'. Each is prerendered at `path` through the route that owns the
 * folder, then moved to `file` by scripts/postbuild.mjs.
 */
export const folderNotFoundPages = [categoryPath('404'), coursePath('404')].map((path) => ({
  path,
  file: `${path.slice(1)}.html`,
}));

/**
 * Pages not listed in the sitemap: the newsletter's double opt-in, the pages a form posted without JavaScript lands on,
 * and the 404 page static hosts serve for unknown paths.
 */
export const unlistedPages = [
  newsletterConfirmationPath,
  newsletterUnsubscribePath,
  ...Object.values(formResultPaths),
  notFoundPath,
];

/** The two pages behind a course alert's e-mails (the functions write these addresses: supabase/functions/_shared/emails.ts). */
export const courseAlertPagePaths = (id: string) => [courseAlertConfirmationPath(id), courseAlertUnsubscribePath(id)];

/** Unlisted too, one pair per course: any course may come to have no upcoming session. */
export const courseAlertPages = courseIds.flatMap(courseAlertPagePaths);
