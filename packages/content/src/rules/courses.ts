import { courses as catalogue } from '../catalogue.ts';
import type { Badge, Course, CourseId } from '../types.ts';

export const homeTabKeys = ['bestseller', 'intemporelles', 'nouveautes'] as const;
export type HomeTabKey = (typeof homeTabKeys)[number];

export interface HomeTab {
  key: HomeTabKey;
  label: string;
  badge: Badge;
  /** Shown in the middle card when the tab holds exactly 3 courses and this one is among them. */
  middleCourseId?: CourseId;
}

/** The home page's 'Nos Formations' tabs, in display order; the first one is selected by default. */
export const homeTabs: readonly HomeTab[] = [
  { key: 'bestseller', label: 'Best-Sellers', badge: 'Best-Seller', middleCourseId: 'demarche-ecoresponsable' },
  {
    key: 'intemporelles',
    label: 'Intemporelles',
    badge: 'Intemporelle',
    middleCourseId: 'communication-digitale-audiovisuel',
  },
  { key: 'nouveautes', label: 'Nouveautés', badge: 'Nouveauté' },
];

export const defaultHomeTab: HomeTabKey = 'bestseller';
export const homeTabLimit = 3;

/** The cards of a home tab: courses with the tab's badge, at most 3, with the tab's featured course in the middle. */
export function homeTabCourses(courses: readonly Course[], tab: HomeTabKey): readonly Course[] {
  const definition = homeTabs.find((candidate) => candidate.key === tab);
  if (!definition) return [];
  const shown = courses.filter((course) => course.badge === definition.badge).slice(0, homeTabLimit);
  const middle = shown.find((course) => course.id === definition.middleCourseId);
  if (shown.length !== 3 || !middle) return shown;
  const [first, last] = shown.filter((course) => course !== middle);
  return first && last ? [first, middle, last] : shown;
}

/** The admission text as bullet sentences: split on '. ', each one trimmed and ending with its full stop. */
export function admissionSentences(text: string): readonly string[] {
  return text
    .split('. ')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((sentence) => (/[.!?…]$/.test(sentence) ? sentence : `${sentence}.`));
}

export type CourseLookup = { found: true; course: Course } | { found: false };

/** The course behind /formations/{id}; an unknown id gives 'Formation non trouvée'. */
export function findCourse(id: string, courses: readonly Course[] = catalogue): CourseLookup {
  const course = courses.find((candidate) => candidate.id === id);
  return course ? { found: true, course } : { found: false };
}
