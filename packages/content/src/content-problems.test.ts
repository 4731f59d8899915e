import { describe, expect, it } from 'vitest';
import { contentProblems, copiedMeasureProblems } from './content-problems.ts';
import { problemLine } from './data-check.ts';
import { testCourseFile } from './rules/fixtures.ts';

describe('every problem of the content', () => {
  it('finds none in the site’s own files', () => {
    expect(contentProblems().map(problemLine)).toEqual([]);
  });
});

describe('a course publishing another course’s measures', () => {
  const course = (id: string, title: string, overrides: Parameters<typeof testCourseFile>[0] = {}) => ({
    file: `courses/${id}.json`,
    id,
    data: testCourseFile({ title, ...overrides }),
  });
  const scores = { quality: 4.9, pertinence: 4.8, organisation: 4.8 };
  const measured = {
    results: { period: { from: '2024-09', to: '2025-10' }, trainees: 64, respondents: 51, completionRate: 98 },
    testimonials: { ...scores, comment: 'Je redoutais l’exercice.' },
  };

  it('is refused, naming both courses, when it has the same results and the same alumni comment', () => {
    const problems = copiedMeasureProblems([
      course('pitcher-en-anglais', 'Pitcher en anglais', measured),
      course('art-du-pitch', 'L’art du pitch', measured),
    ]).map(problemLine);
    expect(problems).toEqual([
      'courses/pitcher-en-anglais.json (« Pitcher en anglais »), champ results : résultats (indicateurs Qualiopi) identiques à ceux de la formation « L’art du pitch » (courses/art-du-pitch.json) : une formation dupliquée ne publie pas les mesures d’une autre, saisissez celles de cette formation',
      'courses/pitcher-en-anglais.json (« Pitcher en anglais »), champ testimonials.comment : avis d’ancien stagiaire identique à celui de la formation « L’art du pitch » (courses/art-du-pitch.json) : une formation dupliquée ne publie pas les mesures d’une autre, saisissez celles de cette formation',
    ]);
  });

  it('is accepted when only the scores meet by chance, or one figure of the results differs', () => {
    const other = {
      results: { ...measured.results, respondents: 50 },
      testimonials: { ...scores, comment: 'Une méthode claire.' },
    };
    expect(
      copiedMeasureProblems([course('art-du-pitch', 'L’art du pitch', measured), course('autre', 'Autre', other)]),
    ).toEqual([]);
  });
});
