import type { Course } from '../types.ts';
import { relatedArticles } from './articles.ts';
import { currentSessions } from './session-status.ts';

/** The sections a course can have, in the order of the spec (site-spec, course page), then the articles naming it. */
export const courseSectionIds = [
  'presentation',
  'equipe',
  'objectifs',
  'programme',
  'public',
  'prerequis',
  'methodologie',
  'admission',
  'obtention',
  'evaluation',
  'atouts',
  'appreciations',
  'resultats',
  'sessions',
  'financement',
  'accessibilite',
  'articles',
] as const;
export type CourseSectionId = (typeof courseSectionIds)[number];

/** One section of a course: its anchor on the page (`id`) and its heading, the PDF's bookmark too. */
export interface CourseSection {
  id: CourseSectionId;
  title: string;
}

interface SectionRule {
  id: CourseSectionId;
  title: (course: Course, now: Date | number) => string;
  /** Absent: the section is always there. */
  shown?: (course: Course) => boolean;
}

const always = (title: string) => () => title;
const hasItems = (items: readonly string[] | undefined): boolean => items !== undefined && items.length > 0;

/** 'Prochaine(s) session(s)' in the spec: plural when more than one session is ahead at `now` (not by weekly blocks). */
const sessionsTitle = (course: Course, now: Date | number): string =>
  currentSessions(course, now).length > 1 ? 'Prochaines sessions' : 'Prochaine session';

const rules: readonly SectionRule[] = [
  { id: 'presentation', title: always('Présentation') },
  { id: 'equipe', title: always('Équipe formatrice'), shown: (course) => course.trainers.length > 0 },
  { id: 'objectifs', title: always('Objectifs pédagogiques') },
  { id: 'programme', title: always('Programme détaillé') },
  { id: 'public', title: always('Public') },
  { id: 'prerequis', title: always('Prérequis') },
  { id: 'methodologie', title: always('Méthodologie') },
  { id: 'admission', title: always('Admission') },
  { id: 'obtention', title: always('Obtention') },
  { id: 'evaluation', title: always('Évaluation des compétences'), shown: (course) => hasItems(course.evaluation) },
  { id: 'atouts', title: always('Atouts de la formation'), shown: (course) => hasItems(course.atouts) },
  {
    id: 'appreciations',
    title: always('Appréciations des alumni'),
    shown: (course) => course.testimonials !== undefined,
  },
  // Qualiopi indicator 2, once a session was held: with too few answers the block says so rather than giving no figure.
  { id: 'resultats', title: always('Résultats'), shown: (course) => course.results !== undefined },
  { id: 'sessions', title: sessionsTitle },
  { id: 'financement', title: always('Financer cette formation') },
  { id: 'accessibilite', title: always('Accessibilité') },
  { id: 'articles', title: always('Pour aller plus loin'), shown: (course) => relatedArticles(course.id).length > 0 },
];

/**
 * The outline of a course, shared by its page and its programme PDF (Qualiopi indicator 1): the sections in order,
 * each optional one only when its data exists; the sessions' heading depends on the day (`now`).
 */
export function courseOutline(course: Course, now: Date | number): readonly CourseSection[] {
  return rules
    .filter((rule) => rule.shown?.(course) ?? true)
    .map((rule) => ({ id: rule.id, title: rule.title(course, now) }));
}
