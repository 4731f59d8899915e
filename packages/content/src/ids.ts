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

/** Courses with dated sessions: each gets an .ics calendar file. */
export const scheduledCourseIds = [
  'les-cles-de-la-serie-documentaire',
  'atelier-ecriture-avec-ia',
  'boite-a-outils-ideation',
  'demarche-ecoresponsable',
  'eco-conception-campagnes-publicitaires',
] as const;
