import { describe, expect, it } from 'vitest';
import { courses } from '../catalogue.ts';
import { testCourse } from './fixtures.ts';
import { minRespondents } from '../course-schema.ts';
import { courseResultFigures, resultHeading, resultsPeriod } from './results.ts';

const scores = { quality: 4.8, pertinence: 4.7, organisation: 4.5 };
const results = { period: { from: '2025-01', to: '2025-10' }, trainees: 47, respondents: 38, completionRate: 96 };

describe('resultsPeriod', () => {
  it('words a month, a span within a year and a span across years', () => {
    expect(resultsPeriod({ from: '2025-03', to: '2025-03' })).toBe('en mars 2025');
    expect(resultsPeriod({ from: '2025-01', to: '2025-10' })).toBe('de janvier à octobre 2025');
    expect(resultsPeriod({ from: '2024-09', to: '2025-06' })).toBe('de septembre 2024 à juin 2025');
  });
});

describe('courseResultFigures', () => {
  it('gives the alumni’s mean score with its respondents and period, then the completion rate', () => {
    const [satisfaction, completion] = courseResultFigures(testCourse({ testimonials: scores, results }));
    expect(satisfaction).toEqual({
      title: 'Satisfaction des stagiaires',
      value: '4,7 sur 5',
      text: 'Moyenne des notes de qualité, de pertinence et d’organisation données par les 38\u00a0stagiaires qui ont répondu au questionnaire de fin de formation de janvier à octobre 2025.',
    });
    expect(completion).toEqual({
      title: 'Taux d’achèvement',
      value: '96\u00a0%',
      text: 'Part des stagiaires qui ont suivi la formation jusqu’au bout, sur 47\u00a0stagiaires entrés en formation de janvier à octobre 2025.',
    });
  });

  it(`gives no mean under ${minRespondents} respondents, and says how many answered`, () => {
    const few = (respondents: number) => courseResultFigures(testCourse({ results: { ...results, respondents } }))[0];
    expect(few(3)?.value).toBeUndefined();
    expect(few(3)?.text).toBe(
      `Pas encore assez de réponses pour publier une moyenne\u00a0: seuls 3\u00a0stagiaires ont répondu au questionnaire de fin de formation de janvier à octobre 2025, et nous en publions une à partir de ${minRespondents}\u00a0réponses.`,
    );
    expect(few(1)?.text).toContain('seul 1\u00a0stagiaire a répondu');
    expect(few(0)?.text).toContain('aucun stagiaire n’a encore répondu');
    // The completion rate is a count of trainees, not an opinion: it is given whatever the answers.
    expect(courseResultFigures(testCourse({ results: { ...results, respondents: 0 } }))[1]?.value).toBe('96\u00a0%');
  });

  it('gives no figure, not even a zero, for a course nobody has followed yet', () => {
    expect(courseResultFigures(testCourse({ results: undefined }))).toEqual([]);
  });

  it('words a single trainee and a decimal rate the French way', () => {
    const course = testCourse({ results: { ...results, trainees: 1, respondents: 0, completionRate: 87.5 } });
    expect(courseResultFigures(course)[1]).toMatchObject({ value: '87,5\u00a0%' });
    expect(courseResultFigures(course)[1]?.text).toContain('sur 1\u00a0stagiaire entré en formation');
  });

  it('publishes a mean for exactly the catalogue’s courses that have alumni scores', () => {
    for (const course of courses) {
      const [satisfaction] = courseResultFigures(course);
      expect(satisfaction?.value !== undefined).toBe(course.testimonials !== undefined);
    }
  });
});

describe('resultHeading', () => {
  it('joins a figure to its title with French punctuation, and leaves a title without figure alone', () => {
    expect(resultHeading({ title: 'Taux d’achèvement', value: '96\u00a0%', text: '' })).toBe(
      'Taux d’achèvement\u00a0: 96\u00a0%',
    );
    expect(resultHeading({ title: 'Satisfaction des stagiaires', text: '' })).toBe('Satisfaction des stagiaires');
  });
});
