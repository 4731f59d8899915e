import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { testArticle, testCourse } from './rules/fixtures.ts';
import { articleSchema, courseSchema } from './schema.ts';

const session = {
  periods: [{ start: '2026-02-09', end: '2026-02-11' }],
  dailyHours: { start: '09:30', end: '17:30' },
  location: 'Paris',
};
const dated = { datedSessions: [session] };

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
    ['no funding scheme', { funding: [] }],
    ['a funding scheme twice', { funding: ['opco', 'opco'] }],
    ['an unknown funding scheme', { funding: ['mecenat'] }],
    ['an empty list of dated sessions', { datedSessions: [] }],
    [
      'periods out of order',
      {
        datedSessions: [
          {
            ...session,
            periods: [
              { start: '2026-02-09', end: '2026-02-11' },
              { start: '2026-01-09', end: '2026-01-09' },
            ],
          },
        ],
      },
    ],
    [
      'sessions out of order',
      { datedSessions: [session, { ...session, periods: [{ start: '2026-01-05', end: '2026-01-06' }] }] },
    ],
    [
      'overlapping sessions',
      { datedSessions: [session, { ...session, periods: [{ start: '2026-02-11', end: '2026-02-12' }] }] },
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
    expect(
      v.safeParse(articleSchema, testArticle('a', { relatedCourses: ['art-du-pitch', 'art-du-pitch'] })).success,
    ).toBe(false);
  });
});
