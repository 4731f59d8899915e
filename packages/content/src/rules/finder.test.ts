import { describe, expect, it } from 'vitest';
import { courses } from '../catalogue.ts';
import type { SessionDetails } from '../types.ts';
import { publicPrice } from '../course-facts.ts';
import { testCourse } from './fixtures.ts';
import {
  budgetCapLabel,
  emptyFinderState,
  findCourses,
  finderCountLabel,
  finderSearch,
  finderStateFromSearch,
  lengthBand,
  narrowsCatalogue,
  nextSessionStart,
  type FinderState,
} from './finder.ts';

const session = (start: string, end: string): SessionDetails => ({
  periods: [{ start, end }],
  dailyHours: { start: '09:30', end: '17:30' },
  location: 'Paris',
});
const at = (day: string) => Date.parse(`${day}T12:00:00Z`);
const state = (overrides: Partial<FinderState>): FinderState => ({ ...emptyFinderState, ...overrides });
const ids = (list: readonly { id: string }[]) => list.map((course) => course.id);

// Three small courses: a dated one-day remote course, a cheap half day, a long one with its price on request.
const pitch = testCourse({
  id: 'art-du-pitch',
  duration: { days: 1, hours: 7 },
  price: { discriminant: 'public', value: 650 },
  remote: true,
  sessions: [session('2026-03-02', '2026-03-02')],
});
const fresque = testCourse({
  id: 'fresque-du-numerique',
  duration: { days: 0.5, hours: 3.5 },
  price: { discriminant: 'public', value: 300 },
  category: 'Construire une démarche RSE',
  funding: { schemes: ['opco', 'employer'] },
});
const jeux = testCourse({
  id: 'scenariste-de-jeux-tv',
  duration: { days: 7, hours: 50 },
  price: { discriminant: 'funded', value: 'l’Afdas' },
  funding: { schemes: ['opco'] },
  sessions: [session('2026-02-02', '2026-02-06'), session('2026-05-04', '2026-05-08')],
});
const three = [pitch, fresque, jeux];

describe('the address of a finder state', () => {
  it('round-trips every facet in a fixed order', () => {
    const asked = state({
      query: 'écriture',
      categories: ['rse', 'concevoir-developper'],
      lengths: ['long'],
      remote: true,
      budget: 1000,
      scheduled: true,
      funding: ['opco', 'cpf'],
      sort: 'prix',
    });
    const search = finderSearch(asked);
    expect(search).toBe(
      '?q=%C3%A9criture&parcours=concevoir-developper&parcours=rse&duree=long&distanciel=oui&budget=1000&session=oui&financement=cpf&financement=opco&tri=prix',
    );
    expect(finderStateFromSearch(search)).toEqual({
      ...asked,
      categories: ['concevoir-developper', 'rse'],
      funding: ['cpf', 'opco'],
    });
  });

  it('is empty for the empty state and ignores what it does not know', () => {
    expect(finderSearch(emptyFinderState)).toBe('');
    expect(
      finderStateFromSearch('?parcours=cuisine&parcours=rse&parcours=rse&budget=750&tri=hasard&distanciel=1&q=%20%20'),
    ).toEqual(state({ categories: ['rse'] }));
  });

  it('tells a sort alone from a narrowed catalogue', () => {
    expect(narrowsCatalogue(state({ sort: 'prix' }))).toBe(false);
    expect(narrowsCatalogue(state({ query: ' ' }))).toBe(false);
    expect(narrowsCatalogue(state({ remote: true }))).toBe(true);
  });
});

describe('facts read from a course', () => {
  it('reads length band and public price', () => {
    expect([fresque, pitch, testCourse({ duration: { days: 5, hours: 35 } }), jeux].map(lengthBand)).toEqual([
      'court',
      'court',
      'moyen',
      'long',
    ]);
    expect([pitch, jeux, testCourse({ price: { discriminant: 'inHouse' } }), testCourse()].map(publicPrice)).toEqual([
      650,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('knows every duration and price of the catalogue', () => {
    for (const course of courses) expect(course.duration.days).toBeGreaterThan(0);
    expect(courses.filter((course) => publicPrice(course) === undefined).map((course) => course.id)).toEqual([
      'scenariste-de-jeux-tv',
      'sensibilisation-vhmss',
      'eco-conception-campagnes-publicitaires',
    ]);
  });

  it('gives the next session not ended, by the time rule', () => {
    expect(nextSessionStart(jeux, at('2026-01-10'))).toBe('2026-02-02');
    // A session under way is still the next one; the day after it ends, the following cohort is.
    expect(nextSessionStart(jeux, at('2026-02-06'))).toBe('2026-02-02');
    expect(nextSessionStart(jeux, at('2026-02-07'))).toBe('2026-05-04');
    expect(nextSessionStart(jeux, at('2026-05-09'))).toBeUndefined();
  });
});

describe('findCourses', () => {
  const now = at('2026-01-10');

  it('keeps the catalogue order when nothing is asked', () => {
    expect(ids(findCourses(three, emptyFinderState, now))).toEqual(ids(three));
  });

  it('applies each facet', () => {
    expect(ids(findCourses(three, state({ categories: ['rse'] }), now))).toEqual(['fresque-du-numerique']);
    expect(ids(findCourses(three, state({ lengths: ['court'] }), now))).toEqual([
      'art-du-pitch',
      'fresque-du-numerique',
    ]);
    expect(ids(findCourses(three, state({ lengths: ['moyen'] }), now))).toEqual([]);
    expect(ids(findCourses(three, state({ remote: true }), now))).toEqual(['art-du-pitch']);
    // No public price, no place under a budget.
    expect(ids(findCourses(three, state({ budget: 500 }), now))).toEqual(['fresque-du-numerique']);
    expect(ids(findCourses(three, state({ funding: ['employer', 'cpf'] }), now))).toEqual([
      'art-du-pitch',
      'fresque-du-numerique',
    ]);
  });

  it('asks for a scheduled session at the given day', () => {
    expect(ids(findCourses(three, state({ scheduled: true }), now))).toEqual(['art-du-pitch', 'scenariste-de-jeux-tv']);
    expect(ids(findCourses(three, state({ scheduled: true }), at('2026-03-03')))).toEqual(['scenariste-de-jeux-tv']);
    expect(ids(findCourses(three, state({ scheduled: true }), at('2026-05-09')))).toEqual([]);
  });

  it('keeps only the search matches, in their rank', () => {
    expect(ids(findCourses(three, state({ query: 'x' }), now, ['scenariste-de-jeux-tv', 'art-du-pitch']))).toEqual([
      'scenariste-de-jeux-tv',
      'art-du-pitch',
    ]);
    expect(
      ids(findCourses(three, state({ query: 'x', remote: true }), now, ['scenariste-de-jeux-tv', 'art-du-pitch'])),
    ).toEqual(['art-du-pitch']);
  });

  it('sorts by next session, price or length, courses without one last', () => {
    expect(ids(findCourses(three, state({ sort: 'session' }), now))).toEqual([
      'scenariste-de-jeux-tv',
      'art-du-pitch',
      'fresque-du-numerique',
    ]);
    expect(ids(findCourses(three, state({ sort: 'session' }), at('2026-02-07')))).toEqual([
      'art-du-pitch',
      'scenariste-de-jeux-tv',
      'fresque-du-numerique',
    ]);
    expect(ids(findCourses(three, state({ sort: 'prix' }), now))).toEqual([
      'fresque-du-numerique',
      'art-du-pitch',
      'scenariste-de-jeux-tv',
    ]);
    expect(ids(findCourses(three, state({ sort: 'duree' }), now))).toEqual([
      'fresque-du-numerique',
      'art-du-pitch',
      'scenariste-de-jeux-tv',
    ]);
  });
});

describe('finderCountLabel', () => {
  it('counts the catalogue, then the answers', () => {
    expect(finderCountLabel(20, false)).toBe('20 formations au catalogue');
    expect(finderCountLabel(0, true)).toBe('Aucune formation ne correspond à votre recherche');
    expect(finderCountLabel(1, true)).toBe('1 formation correspond à votre recherche');
    expect(finderCountLabel(3, true)).toBe('3 formations correspondent à votre recherche');
  });
});

describe('budgetCapLabel', () => {
  it('writes the bound as the course prices are written', () => {
    expect(budgetCapLabel(1000)).toBe('Jusqu’à 1000 € HT');
  });
});
