import { categorySlugs } from '../category-summaries.ts';
import { fundingSchemes, type CategorySlug, type Course, type CourseId, type FundingScheme } from '../types.ts';
import { publicPrice } from '../course-facts.ts';
import { categorySlug } from './categories.ts';
import { currentSessions, sessionStart } from './session-status.ts';

/** The facets of the /formations finder and their values, as the address carries them (`?duree=court`). */
export const lengthBands = ['court', 'moyen', 'long'] as const;
export type LengthBand = (typeof lengthBands)[number];

export const lengthBandLabels: Record<LengthBand, string> = {
  court: 'Une demi-journée ou un jour',
  moyen: 'De 2 à 5 jours',
  long: 'Plus de 5 jours',
};

/** Upper bounds of the budget facet, in euros excluding tax. */
export const budgetCaps = [500, 1000, 2000, 3000] as const;
export type BudgetCap = (typeof budgetCaps)[number];

export const budgetCapLabel = (cap: BudgetCap): string => `Jusqu’à ${cap} € HT`;

export const fundingSchemeLabels: Record<FundingScheme, string> = {
  cpf: 'CPF',
  opco: 'OPCO (dont Afdas)',
  'france-travail': 'France Travail',
  employer: 'Employeur',
};

export const finderSorts = ['pertinence', 'session', 'prix', 'duree'] as const;
export type FinderSort = (typeof finderSorts)[number];

export const finderSortLabels: Record<FinderSort, string> = {
  pertinence: 'Pertinence',
  session: 'Prochaine session',
  prix: 'Prix croissant',
  duree: 'Durée croissante',
};

/** What the visitor asked the finder: the address holds it, so it can be shared and restored by back/forward. */
export interface FinderState {
  query: string;
  categories: readonly CategorySlug[];
  lengths: readonly LengthBand[];
  remote: boolean;
  budget?: BudgetCap;
  scheduled: boolean;
  funding: readonly FundingScheme[];
  sort: FinderSort;
}

export const emptyFinderState: FinderState = {
  query: '',
  categories: [],
  lengths: [],
  remote: false,
  scheduled: false,
  funding: [],
  sort: 'pertinence',
};

const yes = 'oui';
/** Known values only, once each, in the facet's own order: two addresses asking the same thing read the same. */
const pick = <T extends string>(known: readonly T[], given: readonly string[]): readonly T[] =>
  known.filter((value) => given.includes(value));

/** The finder's state from an address's query string; unknown values are ignored. */
export function finderStateFromSearch(search: string | URLSearchParams): FinderState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const budget = Number(params.get('budget'));
  const sort = params.get('tri');
  return {
    query: (params.get('q') ?? '').trim(),
    categories: pick(categorySlugs, params.getAll('parcours')),
    lengths: pick(lengthBands, params.getAll('duree')),
    remote: params.get('distanciel') === yes,
    budget: budgetCaps.find((cap) => cap === budget),
    scheduled: params.get('session') === yes,
    funding: pick(fundingSchemes, params.getAll('financement')),
    sort: finderSorts.find((known) => known === sort) ?? 'pertinence',
  };
}

/** The query string of a state, '' for the empty one: always the same order of parameters. */
export function finderSearch(state: FinderState): string {
  const params = new URLSearchParams();
  if (state.query.trim()) params.set('q', state.query.trim());
  for (const slug of pick(categorySlugs, state.categories)) params.append('parcours', slug);
  for (const band of pick(lengthBands, state.lengths)) params.append('duree', band);
  if (state.remote) params.set('distanciel', yes);
  if (state.budget) params.set('budget', String(state.budget));
  if (state.scheduled) params.set('session', yes);
  for (const scheme of pick(fundingSchemes, state.funding)) params.append('financement', scheme);
  if (state.sort !== 'pertinence') params.set('tri', state.sort);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Whether the state narrows the catalogue (a sort alone does not). */
export const narrowsCatalogue = (state: FinderState): boolean => finderSearch({ ...state, sort: 'pertinence' }) !== '';

export function lengthBand(course: Pick<Course, 'duration'>): LengthBand {
  const days = course.duration.days;
  if (days <= 1) return 'court';
  return days <= 5 ? 'moyen' : 'long';
}

/** First day of the course's next session not ended at `now` ('yyyy-mm-dd'), if one is dated. */
export function nextSessionStart(course: Pick<Course, 'sessions'>, now: Date | number): string | undefined {
  const next = currentSessions(course, now)[0];
  return next ? sessionStart(next) : undefined;
}

const someOf = <T>(chosen: readonly T[], value: T) => chosen.length === 0 || chosen.includes(value);

/** Whether a course passes every facet of the state (the text query is the search index's business). */
export function matchesFacets(course: Course, state: FinderState, now: Date | number): boolean {
  const price = publicPrice(course);
  return (
    someOf(state.categories, categorySlug(course.category)) &&
    someOf(state.lengths, lengthBand(course)) &&
    (!state.remote || course.remote) &&
    (state.budget === undefined || (price !== undefined && price <= state.budget)) &&
    (!state.scheduled || nextSessionStart(course, now) !== undefined) &&
    (state.funding.length === 0 || state.funding.some((scheme) => course.funding.schemes.includes(scheme)))
  );
}

/** Ascending, courses without a value last; equal values keep their order (relevance or catalogue order). */
const ascending =
  (value: (course: Course) => string | number | undefined) =>
  (a: Course, b: Course): number => {
    const [left, right] = [value(a), value(b)];
    if (left === undefined || right === undefined) return left === right ? 0 : left === undefined ? 1 : -1;
    return left < right ? -1 : left > right ? 1 : 0;
  };

/**
 * The finder's result: the courses passing the facets, in the chosen order. `matches` are the search index's ids for
 * the text query, best first (undefined without a query): only they are kept, and 'pertinence' follows their rank.
 */
export function findCourses(
  courses: readonly Course[],
  state: FinderState,
  now: Date | number,
  matches?: readonly CourseId[],
): readonly Course[] {
  const ranked = matches ? matches.flatMap((id) => courses.filter((course) => course.id === id)) : courses;
  const kept = ranked.filter((course) => matchesFacets(course, state, now));
  const order = {
    pertinence: undefined,
    session: ascending((course) => nextSessionStart(course, now)),
    prix: ascending(publicPrice),
    duree: ascending((course) => course.duration.days),
  }[state.sort];
  return order ? [...kept].sort(order) : kept;
}

/** The finder's announced count: the whole catalogue, or how many courses answer what was asked. */
export function finderCountLabel(count: number, narrowed: boolean): string {
  if (!narrowed) return `${count} formations au catalogue`;
  if (count === 0) return 'Aucune formation ne correspond à votre recherche';
  return count === 1
    ? '1 formation correspond à votre recherche'
    : `${count} formations correspondent à votre recherche`;
}
