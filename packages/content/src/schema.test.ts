import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { testArticle, testCourse } from './rules/fixtures.ts';
import { minRespondents } from './rules/results.ts';
import { articleSchema, courseSchema } from './schema.ts';

const session = {
  periods: [{ start: '2026-02-09', end: '2026-02-11' }],
  dailyHours: { start: '09:30', end: '17:30' },
  location: 'Paris',
};
const dated = { datedSessions: [session] };
const results = { period: { from: '2025-01', to: '2025-06' }, trainees: 12, respondents: 3, completionRate: 100 };

describe('courseSchema', () => {
  it('accepts a complete course, dated or not', () => {
    expect(v.safeParse(courseSchema, testCourse()).success).toBe(true);
    expect(v.safeParse(courseSchema, testCourse(dated)).success).toBe(true);
  });

  it('accepts a CPF-eligible course with its code, instalments with a public price, and published scores', () => {
    const course = testCourse({
      price: '1500 € HT',
      funding: { schemes: ['cpf', 'opco', 'employer'], certification: 'RNCP38104', instalments: 3 },
      testimonials: { quality: 4.8, pertinence: 4.7, organisation: 4.9 },
      results: { ...results, respondents: minRespondents, completionRate: 96.5 },
    });
    expect(v.safeParse(courseSchema, course).success).toBe(true);
  });

  it.each([
    ['an empty title', { title: '  ' }],
    ['an id outside the spec', { id: 'formation-inconnue' }],
    ['a duration outside the spec', { duration: '6 jours' }],
    ['a score above 5', { testimonials: { quality: 5.2, pertinence: 5, organisation: 5 } }],
    ['a score with two decimals', { testimonials: { quality: 4.25, pertinence: 5, organisation: 5 } }],
    ['an unknown field', { subtitle: 'Sous-titre' }],
    ['no funding scheme', { funding: { schemes: [] } }],
    ['a funding scheme twice', { funding: { schemes: ['opco', 'opco'] } }],
    ['an unknown funding scheme', { funding: { schemes: ['mecenat'] } }],
    ['funding as a bare list of schemes', { funding: ['opco'] }],
    ['CPF eligibility without its RS or RNCP code', { funding: { schemes: ['cpf', 'opco'] } }],
    ['an RS or RNCP code without CPF eligibility', { funding: { schemes: ['opco'], certification: 'RS6271' } }],
    ['a certification code that is neither RS nor RNCP', { funding: { schemes: ['cpf'], certification: '6271' } }],
    ['an RS code of the wrong length', { funding: { schemes: ['cpf'], certification: 'RS62711' } }],
    ['a single instalment', { price: '950 € HT', funding: { schemes: ['opco'], instalments: 1 } }],
    [
      'instalments without a public price',
      { price: 'En INTRA uniquement', funding: { schemes: ['opco'], instalments: 3 } },
    ],
    ['no results', { results: undefined }],
    ['a completion rate above 100', { results: { ...results, completionRate: 101 } }],
    ['a negative completion rate', { results: { ...results, completionRate: -1 } }],
    ['more respondents than trainees', { results: { ...results, trainees: 2 } }],
    ['no trainee', { results: { ...results, trainees: 0, respondents: 0 } }],
    ['a period that ends before it starts', { results: { ...results, period: { from: '2025-06', to: '2025-01' } } }],
    ['a period month that does not exist', { results: { ...results, period: { from: '2025-13', to: '2025-13' } } }],
    [
      'alumni scores from fewer respondents than published',
      {
        testimonials: { quality: 5, pertinence: 5, organisation: 5 },
        results: { ...results, respondents: minRespondents - 1 },
      },
    ],
    ['enough respondents but no alumni scores', { results: { ...results, respondents: minRespondents } }],
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

  it('rejects an impossible date, a date that is not ISO and an unknown category', () => {
    expect(v.safeParse(articleSchema, testArticle('a', { date: '2026-02-31' })).success).toBe(false);
    expect(v.safeParse(articleSchema, testArticle('a', { date: '01/02/2026' })).success).toBe(false);
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
