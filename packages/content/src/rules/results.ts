import { minRespondents } from '../course-schema.ts';
import type { Course, CourseResults } from '../types.ts';
import { courseSatisfaction } from './testimonials.ts';

/** One figure of the 'Résultats' block, as the course page and programme PDF word it. */
export interface ResultFigure {
  title: string;
  /** The figure itself ('4,7 sur 5', '96 %'), absent when there are too few answers to give one. */
  value?: string;
  text: string;
}

const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthOnlyFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' });
const month = (yearMonth: string, format = monthFormat): string => format.format(new Date(`${yearMonth}-01T12:00:00Z`));

/** 'en mars 2025', 'de janvier à octobre 2025', 'de septembre 2024 à juin 2025'. */
export function resultsPeriod({ from, to }: CourseResults['period']): string {
  if (from === to) return `en ${month(from)}`;
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `de ${month(from, sameYear ? monthOnlyFormat : monthFormat)} à ${month(to)}`;
}

const trainees = (count: number): string => `${count}\u00a0stagiaire${count > 1 ? 's' : ''}`;
const frenchNumber = (value: number): string => value.toLocaleString('fr-FR', { maximumFractionDigits: 1 });

function satisfactionFigure(course: Course, { respondents, period }: CourseResults): ResultFigure {
  const title = 'Satisfaction des stagiaires';
  const satisfaction = courseSatisfaction(course);
  if (respondents < minRespondents || satisfaction === undefined) {
    const answered =
      respondents === 0
        ? 'aucun stagiaire n’a encore répondu'
        : `${respondents > 1 ? 'seuls' : 'seul'} ${trainees(respondents)} ${respondents > 1 ? 'ont' : 'a'} répondu`;
    return {
      title,
      text: `Pas encore assez de réponses pour publier une moyenne\u00a0: ${answered} au questionnaire de fin de formation ${resultsPeriod(period)}, et nous en publions une à partir de ${minRespondents}\u00a0réponses.`,
    };
  }
  return {
    title,
    value: `${frenchNumber(satisfaction)} sur 5`,
    text: `Moyenne des notes de qualité, de pertinence et d’organisation données par les ${trainees(respondents)} qui ont répondu au questionnaire de fin de formation ${resultsPeriod(period)}.`,
  };
}

/** How the page and the PDF title a figure: 'Taux d’achèvement : 96 %', or its title alone when it has no value. */
export const resultHeading = ({ title, value }: ResultFigure): string =>
  value === undefined ? title : `${title}\u00a0: ${value}`;

/**
 * 'Résultats' (Qualiopi indicator 2): the alumni's satisfaction, or why it is not given yet, and the completion rate;
 * none for a course nobody has followed yet.
 */
export function courseResultFigures(course: Course): readonly ResultFigure[] {
  if (course.results === undefined) return [];
  const { completionRate, period, trainees: count } = course.results;
  return [
    satisfactionFigure(course, course.results),
    {
      title: 'Taux d’achèvement',
      value: `${frenchNumber(completionRate)}\u00a0%`,
      text: `Part des stagiaires qui ont suivi la formation jusqu’au bout, sur ${trainees(count)} entré${count > 1 ? 's' : ''} en formation ${resultsPeriod(period)}.`,
    },
  ];
}
