/**
 * The site's URLs as plain ids, with no asset import, so that build configuration (the prerender list) can read them
 * outside Vite. The content tests check that these lists match the data.
 */
import { courseIds, type CourseId } from './types.ts';

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

/**
 * The first day of each dated session, past or ahead, by course: how a course request names its session
 * (the contact function checks requests against it without loading the catalogue's images).
 */
export const sessionStartDays: Partial<Record<CourseId, readonly string[]>> = {
  'les-cles-de-la-serie-documentaire': ['2026-01-19', '2027-01-18'],
  'atelier-ecriture-avec-ia': ['2026-01-22', '2027-01-21'],
  'boite-a-outils-ideation': ['2026-02-09', '2027-02-08'],
  'demarche-ecoresponsable': ['2026-01-26', '2027-01-25'],
  'eco-conception-campagnes-publicitaires': ['2025-11-21', '2027-01-15'],
};

export function isCourseId(value: string): value is CourseId {
  return (courseIds as readonly string[]).includes(value);
}

/** Whether `day` is the first day of one of the course's dated sessions. */
export function isSessionOf(courseId: CourseId, day: string): boolean {
  return sessionStartDays[courseId]?.includes(day) ?? false;
}
