import { describe, expect, it } from 'vitest';
import { courseOutline, courseSectionIds } from './course-outline.ts';
import { testCourse } from './fixtures.ts';

/** A course no article names (the articles are the catalogue's). */
const unnamed = (overrides: Parameters<typeof testCourse>[0] = {}) =>
  testCourse({ id: 'trouver-le-bon-projet', ...overrides });
const now = Date.parse('2026-11-24T12:00:00Z');
const ids = (course = unnamed()) => courseOutline(course, now).map((section) => section.id);

describe('courseOutline', () => {
  it('lists the spec’s sections in order, without the optional ones when their data is missing', () => {
    expect(courseOutline(unnamed(), now)).toEqual([
      { id: 'presentation', title: 'Présentation' },
      { id: 'equipe', title: 'Équipe formatrice' },
      { id: 'objectifs', title: 'Objectifs pédagogiques' },
      { id: 'programme', title: 'Programme détaillé' },
      { id: 'public', title: 'Public' },
      { id: 'prerequis', title: 'Prérequis' },
      { id: 'methodologie', title: 'Méthodologie' },
      { id: 'admission', title: 'Admission' },
      { id: 'obtention', title: 'Obtention' },
      { id: 'resultats', title: 'Résultats' },
      { id: 'sessions', title: 'Prochaine session' },
      { id: 'financement', title: 'Financer cette formation' },
      { id: 'accessibilite', title: 'Accessibilité' },
    ]);
  });

  it('shows evaluation and atouts only when they have items', () => {
    expect(ids(unnamed({ evaluation: [], atouts: [] }))).not.toContain('evaluation');
    expect(ids(unnamed({ evaluation: [], atouts: [] }))).not.toContain('atouts');
    expect(ids(unnamed({ evaluation: ['Quiz'], atouts: ['Petit groupe'] }))).toEqual(
      courseSectionIds.filter((id) => id !== 'appreciations' && id !== 'articles'),
    );
  });

  it('ends with “Pour aller plus loin” when articles name the course', () => {
    expect(courseOutline(testCourse({ id: 'art-du-pitch' }), now).at(-1)).toEqual({
      id: 'articles',
      title: 'Pour aller plus loin',
    });
    expect(ids(unnamed())).not.toContain('articles');
  });

  it('leaves out the trainers’ section when the course names none', () => {
    expect(ids(testCourse({ trainers: [] }))).not.toContain('equipe');
  });

  it('shows the alumni’s appreciations when the course has scores', () => {
    const course = unnamed({ testimonials: { quality: 4.8, pertinence: 4.7, organisation: 4.9 } });
    expect(ids(course)).toContain('appreciations');
    expect(ids(course).indexOf('appreciations')).toBe(ids(course).indexOf('resultats') - 1);
  });

  it('leaves out the results and the appreciations of a course nobody has followed yet', () => {
    expect(ids(unnamed({ results: undefined }))).not.toContain('resultats');
    expect(ids(unnamed({ results: undefined }))).not.toContain('appreciations');
  });

  it('gives the results of a course held, then the funding after the sessions (Qualiopi indicators 2 and 1)', () => {
    for (const course of [unnamed(), unnamed({ testimonials: { quality: 5, pertinence: 5, organisation: 5 } })]) {
      expect(ids(course).indexOf('resultats')).toBe(ids(course).indexOf('sessions') - 1);
      expect(ids(course).indexOf('financement')).toBe(ids(course).indexOf('sessions') + 1);
    }
  });

  it('says “Prochaines sessions” when more than one session is ahead on the day, whatever their weekly blocks', () => {
    const session = (start: string, end: string) => ({
      periods: [
        { start, end: start },
        { start: end, end },
      ],
      dailyHours: { start: '09:30', end: '17:30' },
      location: 'Paris',
    });
    const course = testCourse({
      sessions: [session('2026-01-19', '2026-02-20'), session('2027-01-18', '2027-02-19')],
    });
    const title = (at: string) =>
      courseOutline(course, Date.parse(at)).find((section) => section.id === 'sessions')?.title;
    expect(title('2025-12-01T12:00:00Z')).toBe('Prochaines sessions');
    expect(title('2026-11-24T12:00:00Z')).toBe('Prochaine session');
    expect(title('2028-01-01T12:00:00Z')).toBe('Prochaine session');
  });
});
