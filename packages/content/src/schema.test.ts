import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { courseReferenceProblems, entryProblems, problemLine } from './data-check.ts';
import { testCourseFile } from './rules/fixtures.ts';
import { minRespondents } from './course-schema.ts';
import { courseFileSchema } from './course-schema.ts';
import { articleFileSchema, teamMemberFileSchema } from './schema.ts';

/** An article's frontmatter (`data/articles/<id>.mdoc`), as the editor writes it. */
const testArticle = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  date: '2026-01-01',
  category: 'Portrait',
  excerpt: 'Résumé.',
  image: 'image.svg',
  imageAlt: 'Illustration',
  relatedCourses: ['art-du-pitch'],
  ...overrides,
});

const session = {
  periods: [{ start: '2026-02-09', end: '2026-02-11' }],
  dailyHours: { start: '09:30', end: '17:30' },
  location: 'Paris',
};
const dated = { sessions: [session] };
const results = { period: { from: '2025-01', to: '2025-06' }, trainees: 12, respondents: 3, completionRate: 100 };

describe('courseFileSchema', () => {
  it('accepts a complete course, dated or not', () => {
    expect(v.safeParse(courseFileSchema, testCourseFile()).success).toBe(true);
    expect(v.safeParse(courseFileSchema, testCourseFile(dated)).success).toBe(true);
  });

  it('accepts the organisation’s names in a text by their path, as the legal pages write them', () => {
    const accessibility = 'Chez {organisation.name} ({organisation.legalName}), contactez {disabilityContact}.';
    expect(v.safeParse(courseFileSchema, testCourseFile({ accessibility })).success).toBe(true);
  });

  it('accepts a new course that nobody has followed yet: no results, so no alumni scores', () => {
    expect(v.safeParse(courseFileSchema, testCourseFile({ results: undefined })).success).toBe(true);
  });

  it('accepts a CPF-eligible course with its code, instalments with a public price, and published scores', () => {
    const course = testCourseFile({
      price: { discriminant: 'public', value: 1500 },
      funding: { schemes: ['cpf', 'opco', 'employer'], certification: 'RNCP38104', instalments: 3 },
      testimonials: { quality: 4.8, pertinence: 4.7, organisation: 4.9 },
      results: { ...results, respondents: minRespondents, completionRate: 96.5 },
    });
    expect(v.safeParse(courseFileSchema, course).success).toBe(true);
  });

  it.each([
    ['an empty title', { title: '  ' }],
    ['a category that is not an id', { category: 'Cinéma' }],
    ['a duration in quarter days', { duration: { days: 0.25, hours: 2 } }],
    ['no hours', { duration: { days: 1, hours: 0 } }],
    ['a negative price', { price: { discriminant: 'public', value: -10 } }],
    ['a price written as text', { price: { discriminant: 'public', value: '950 € HT' } }],
    ['an unknown kind of price', { price: { discriminant: 'gratuit' } }],
    ['remote written as text', { remote: 'Paris (ou distanciel)' }],
    ['an unknown organisation fact in a text', { accessibility: 'Contactez {referent}.' }],
    ['the organisation’s name by an old camel-case token', { accessibility: 'Chez {organisationName}.' }],
    ['an image that is not a file name', { image: '../image.svg' }],
    ['a carousel image without its alternative text', { carouselImage: 'carouselImage.svg' }],
    ['a trainer id that is not a slug', { trainers: ['Claire Vasseur'] }],
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
    [
      'a single instalment',
      { price: { discriminant: 'public', value: 950 }, funding: { schemes: ['opco'], instalments: 1 } },
    ],
    [
      'instalments without a public price',
      { price: { discriminant: 'inHouse' }, funding: { schemes: ['opco'], instalments: 3 } },
    ],
    [
      'alumni scores without results',
      { results: undefined, testimonials: { quality: 5, pertinence: 5, organisation: 5 } },
    ],
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
    [
      'a session that ends before it starts',
      { sessions: [{ ...session, periods: [{ start: '2026-02-11', end: '2026-02-09' }] }] },
    ],
    [
      'a day that does not exist',
      { sessions: [{ ...session, periods: [{ start: '2027-02-31', end: '2027-03-02' }] }] },
    ],
    ['a French-style date', { sessions: [{ ...session, periods: [{ start: '09/02/2026', end: '11/02/2026' }] }] }],
    [
      'periods out of order',
      {
        sessions: [
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
      { sessions: [session, { ...session, periods: [{ start: '2026-01-05', end: '2026-01-06' }] }] },
    ],
    [
      'overlapping sessions',
      { sessions: [session, { ...session, periods: [{ start: '2026-02-11', end: '2026-02-12' }] }] },
    ],
    ['a partner contact that is not an e-mail address', { partnerContact: 'Sillage' }],
    ['no alternative text for the image', { imageAlt: '' }],
  ])('rejects %s', (_case, overrides) => {
    expect(v.safeParse(courseFileSchema, { ...testCourseFile(), ...overrides }).success).toBe(false);
  });
});

describe('articleFileSchema', () => {
  it('accepts a complete article', () => {
    expect(v.safeParse(articleFileSchema, testArticle('portrait')).success).toBe(true);
  });

  it('rejects an impossible date, a date that is not ISO and an unknown category', () => {
    expect(v.safeParse(articleFileSchema, testArticle('a', { date: '2026-02-31' })).success).toBe(false);
    expect(v.safeParse(articleFileSchema, testArticle('a', { date: '01/02/2026' })).success).toBe(false);
    expect(v.safeParse(articleFileSchema, { ...testArticle('a'), category: 'Cinéma' }).success).toBe(false);
  });

  it('rejects related courses that are missing, not ids or named twice', () => {
    expect(v.safeParse(articleFileSchema, testArticle('a', { relatedCourses: [] })).success).toBe(false);
    expect(v.safeParse(articleFileSchema, { ...testArticle('a'), relatedCourses: ['Art du pitch'] }).success).toBe(
      false,
    );
    expect(
      v.safeParse(articleFileSchema, testArticle('a', { relatedCourses: ['art-du-pitch', 'art-du-pitch'] })).success,
    ).toBe(false);
  });
});

describe('the refusal of an invalid data file', () => {
  const file = 'courses/art-du-pitch.json';
  const problems = (overrides: Record<string, unknown>) =>
    entryProblems(
      courseFileSchema,
      { file, id: 'art-du-pitch', data: { ...testCourseFile(), ...overrides } },
      'title',
    ).map(problemLine);

  it('names the file, the entry and the field, in French', () => {
    expect(problems({ sessions: [{ ...session, periods: [{ start: '2026-02-11', end: '2026-02-09' }] }] })).toEqual([
      'courses/art-du-pitch.json (« L’art du pitch »), champ sessions.0.periods.0 : la fin précède le début',
    ]);
    expect(problems({ price: { discriminant: 'public', value: -1 } })).toEqual([
      'courses/art-du-pitch.json (« L’art du pitch »), champ price.value : ne peut pas être négatif',
    ]);
    expect(problems({ sessions: [{ ...session, periods: [{ start: '2027-02-31', end: '2027-03-02' }] }] })).toEqual([
      'courses/art-du-pitch.json (« L’art du pitch »), champ sessions.0.periods.0.start : doit être une date qui existe, au format aaaa-mm-jj',
    ]);
  });

  it('names an entry with an empty title by its file name, and a missing or unknown field', () => {
    expect(problems({ title: ' ' })).toEqual([
      'courses/art-du-pitch.json (« art-du-pitch »), champ title : ne doit pas être vide',
    ]);
    expect(problems({ description: undefined, subtitle: 'Sous-titre' })).toEqual([
      'courses/art-du-pitch.json (« L’art du pitch »), champ description : champ obligatoire manquant',
      'courses/art-du-pitch.json (« L’art du pitch »), champ subtitle : champ inconnu',
    ]);
  });

  it('refuses a file name that is not an id', () => {
    const lines = entryProblems(
      courseFileSchema,
      { file: 'courses/Art du pitch.json', id: 'Art du pitch', data: testCourseFile() },
      'title',
    );
    expect(lines.map(problemLine)).toEqual([
      'courses/Art du pitch.json (« Art du pitch ») : le nom du fichier doit être en minuscules, mots séparés par des tirets',
    ]);
  });

  it('refuses a course naming a trainer or a category that has no file', () => {
    const course = {
      file,
      id: 'art-du-pitch',
      data: testCourseFile({ category: 'cinema', trainers: ['formatrice', 'inconnue'] }),
    };
    expect(courseReferenceProblems([course], new Set(['formatrice']), new Set(['rse'])).map(problemLine)).toEqual([
      'courses/art-du-pitch.json (« L’art du pitch »), champ trainers.1 : le formateur « inconnue » n’existe pas ou plus (aucun fichier trainers/inconnue.json), mais cette fiche y renvoie encore',
      'courses/art-du-pitch.json (« L’art du pitch »), champ category : la catégorie « cinema » n’existe pas ou plus (aucun fichier categories/cinema.json), mais cette fiche y renvoie encore',
    ]);
  });
});

describe('teamMemberFileSchema', () => {
  const member = (position: string) => ({
    name: 'Camille Durand',
    order: 5,
    position,
    bio: 'Accompagne les stagiaires de la série documentaire.',
    image: 'camille-durand.webp',
  });

  it('takes any role as the card shows it, a new one included', () => {
    expect(v.safeParse(teamMemberFileSchema, member('Directrice pédagogique')).success).toBe(true);
  });

  it('refuses an empty role and one longer than 80 characters', () => {
    expect(v.safeParse(teamMemberFileSchema, member(' ')).success).toBe(false);
    expect(v.safeParse(teamMemberFileSchema, member('R'.repeat(81))).success).toBe(false);
  });

  it('keeps no text alternative for the portrait, decorative beside the name', () => {
    expect(v.safeParse(teamMemberFileSchema, { ...member('Directrice'), imageAlt: 'Camille Durand' }).success).toBe(
      false,
    );
  });
});
