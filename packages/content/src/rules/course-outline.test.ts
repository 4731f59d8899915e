import { describe, expect, it } from 'vitest';
import { courseOutline, courseSectionIds } from './course-outline.ts';
import { testCourse } from './fixtures.ts';

/** A course no article names (the articles are the catalogue's). */
const unnamed = (overrides: Parameters<typeof testCourse>[0] = {}) => testCourse({ id: 'trouver-le-bon-projet', ...overrides });
const ids = (course = unnamed()) => courseOutline(course).map((section) => section.id);

describe('courseOutline', () => {
  it('lists the spec’s sections in order, without the optional ones when their data is missing', () => {
    expect(courseOutline(unnamed())).toEqual([
      { id: 'presentation', title: 'Présentation' },
      { id: 'equipe', title: 'Équipe formatrice' },
      { id: 'objectifs', title: 'Objectifs pédagogiques' },
      { id: 'programme', title: 'Programme détaillé' },
      { id: 'public', title: 'Public' },
      { id: 'prerequis', title: 'Prérequis' },
      { id: 'methodologie', title: 'Méthodologie' },
      { id: 'admission', title: 'Admission' },
      { id: 'obtention', title: 'Obtention' },
      { id: 'sessions', title: 'Prochaine session' },
      { id: 'accessibilite', title: 'Accessibilité' },
    ]);
  });

  it('shows evaluation and atouts only when they have items', () => {
    expect(ids(unnamed({ evaluation: [], atouts: [] }))).not.toContain('evaluation');
    expect(ids(unnamed({ evaluation: [], atouts: [] }))).not.toContain('atouts');
    expect(ids(unnamed({ evaluation: ['Quiz'], atouts: ['Petit groupe'] }))).toEqual(courseSectionIds.filter((id) => id !== 'appreciations' && id !== 'articles'));
  });

  it('ends with “Pour aller plus loin” when articles name the course', () => {
    expect(courseOutline(testCourse({ id: 'art-du-pitch' })).at(-1)).toEqual({ id: 'articles', title: 'Pour aller plus loin' });
    expect(ids(unnamed())).not.toContain('articles');
  });

  it('leaves out the trainers’ section when the course names none', () => {
    expect(ids(testCourse({ trainers: [] }))).not.toContain('equipe');
  });

  it('shows the alumni’s appreciations when the course has scores', () => {
    const course = unnamed({ testimonials: { quality: 4.8, pertinence: 4.7, organisation: 4.9 } });
    expect(ids(course)).toContain('appreciations');
    expect(ids(course).indexOf('appreciations')).toBe(ids(course).indexOf('sessions') - 1);
  });

  it('says “Prochaines sessions” when the session runs over several periods', () => {
    const period = { start: '06/10/2025', end: '10/10/2025' };
    const sessionDetails = (periods: number) => ({
      periods: Array.from({ length: periods }, () => period),
      dailyHours: { start: '09:30', end: '17:30' },
      location: 'Paris',
    });
    const sessions = (periods: number) =>
      courseOutline(testCourse({ sessionDetails: sessionDetails(periods) })).find((section) => section.id === 'sessions')?.title;
    expect(sessions(1)).toBe('Prochaine session');
    expect(sessions(2)).toBe('Prochaines sessions');
  });
});
