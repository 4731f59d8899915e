/**
 * The site's URLs as plain ids, with no asset import, so that build configuration (the prerender list) can read them
 * outside Vite. The content tests check that these lists match the data.
 */
export { categorySlugs, courseIds } from './types.ts';
export type { CategorySlug, CourseId } from './types.ts';
export { legalPageIds } from './legal.ts';

export const articleIds = [
  'portrait-productrice-formats-flux',
  'eco-production-tournages-responsables',
  'referents-vhmss-coordination-intimite',
  'ia-ecriture-scenaristes',
  'portrait-auteur-jeux-tv',
] as const;
export type ArticleId = (typeof articleIds)[number];

/** The last day of each dated course's last session: the course gets an .ics calendar file until then. */
export const lastSessionDays = {
  'les-cles-de-la-serie-documentaire': '2027-02-19',
  'atelier-ecriture-avec-ia': '2027-01-29',
  'boite-a-outils-ideation': '2027-02-10',
  'demarche-ecoresponsable': '2027-02-17',
  'eco-conception-campagnes-publicitaires': '2027-04-30',
} as const;

/** Courses with dated sessions, past or ahead. */
export const scheduledCourseIds = Object.keys(lastSessionDays) as (keyof typeof lastSessionDays)[];
