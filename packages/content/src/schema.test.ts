import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { testArticle, testCourse } from './rules/fixtures.ts';
import { articleSchema, courseSchema } from './schema.ts';

const dated = {
  sessions: 'Du 9 au 11 février 2026',
  sessionDetails: {
    periods: [{ start: '2026-02-09', end: '2026-02-11' }],
    dailyHours: { start: '09:30', end: '17:30' },
    location: 'Paris',
  },
};

describe('courseSchema', () => {
  it('accepts a complete course, dated or not', () => {
    expect(v.safeParse(courseSchema, testCourse()).success).toBe(true);
    expect(v.safeParse(courseSchema, testCourse(dated)).success).toBe(true);
  });

  it.each([
    ['an empty title', { title: '  ' }],
    ['an id outside the spec', { id: 'formation-inconnue' }],
    ['a duration outside the spec', { duration: '6 jours' }],
    ['a score above 5', { testimonials: { quality: 5.2, pertinence: 5, organisation: 5 } }],
    ['a score with two decimals', { testimonials: { quality: 4.25, pertinence: 5, organisation: 5 } }],
    ['an unknown field', { subtitle: 'Sous-titre' }],
    ['a dated text without details', { sessions: 'Du 9 au 11 février 2026' }],
    ['details under “Bientôt disponible”', { ...dated, sessions: 'Bientôt disponible' }],
    ['a dated text that does not match the details', { ...dated, sessions: 'Du 9 au 12 février 2026' }],
    [
      'periods out of order',
      {
        sessions: 'Du 9 janvier au 11 février 2026',
        sessionDetails: {
          ...dated.sessionDetails,
          periods: [
            { start: '2026-02-09', end: '2026-02-11' },
            { start: '2026-01-09', end: '2026-01-09' },
          ],
        },
      },
    ],
    ['a partner contact that is not an e-mail address', { partnerContact: 'Sillage' }],
    ['an image without size', { image: { src: 'image.svg', width: 0, height: 800, alt: 'Image' } }],
  ])('rejects %s', (_case, overrides) => {
    expect(v.safeParse(courseSchema, { ...testCourse(), ...overrides }).success).toBe(false);
  });
});

describe('articleSchema', () => {
  it('accepts a complete article', () => {
    expect(v.safeParse(articleSchema, testArticle('portrait')).success).toBe(true);
  });

  it('rejects an impossible date, an ISO date and an unknown category', () => {
    expect(v.safeParse(articleSchema, testArticle('a', { date: '31/02/2026' })).success).toBe(false);
    expect(v.safeParse(articleSchema, testArticle('a', { date: '2026-02-01' })).success).toBe(false);
    expect(v.safeParse(articleSchema, { ...testArticle('a'), category: 'Cinéma' }).success).toBe(false);
  });

  it('rejects related courses that are missing, unknown or named twice', () => {
    expect(v.safeParse(articleSchema, testArticle('a', { relatedCourses: [] })).success).toBe(false);
    expect(v.safeParse(articleSchema, { ...testArticle('a'), relatedCourses: ['cours-inconnu'] }).success).toBe(false);
    expect(v.safeParse(articleSchema, testArticle('a', { relatedCourses: ['art-du-pitch', 'art-du-pitch'] })).success).toBe(false);
  });
});
