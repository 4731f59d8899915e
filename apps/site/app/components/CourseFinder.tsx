import {
  budgetCapLabel,
  budgetCaps,
  categories,
  courses,
  findCourses,
  finderCountLabel,
  finderSearch,
  finderSortLabels,
  finderSorts,
  finderStateFromSearch,
  fundingSchemeLabels,
  fundingSchemes,
  lengthBandLabels,
  lengthBands,
  narrowsCatalogue,
  type CourseId,
  type FinderState,
} from '@fabrique/content';
import { useHydrated } from '@fabrique/site-kit';
import { Button, EmptyResult, FilterGroup, Grid, Inline, ResultCount, SearchField, Select, Stack } from '@fabrique/ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { noonOf, useToday } from '../lib/today.ts';
import { CourseCardWithSession } from './CourseCardWithSession.tsx';

type CourseSearch = (query: string) => readonly CourseId[];

let searchLoad: Promise<CourseSearch> | undefined;
/** MiniSearch and its index arrive with the first use of the finder, never with the page. */
const loadSearch = () =>
  (searchLoad ??= import('@fabrique/content/course-search').then(({ createCourseSearch }) =>
    createCourseSearch(courses),
  ));

const searchFieldId = 'recherche-formation';
const categoryOptions = categories.map(({ slug, name }) => ({ value: slug, label: name }));
const lengthOptions = lengthBands.map((band) => ({ value: band, label: lengthBandLabels[band] }));
const budgetOptions = budgetCaps.map((cap) => ({ value: String(cap), label: budgetCapLabel(cap) }));
const fundingOptions = fundingSchemes.map((scheme) => ({ value: scheme, label: fundingSchemeLabels[scheme] }));
const sortOptions = finderSorts.map((sort) => ({ value: sort, label: finderSortLabels[sort] }));
const wayOptions = [
  { value: 'distanciel', label: 'Distanciel possible' },
  { value: 'session', label: 'Session programmée' },
] as const;

/** The search field's text and the sort as the visitor left them in the prerendered form; null before it exists. */
function typedFinderFields(form: HTMLFormElement | null) {
  const field = form?.elements.namedItem('q');
  const sort = form?.elements.namedItem('tri');
  if (!(field instanceof HTMLInputElement) || !(sort instanceof HTMLSelectElement)) return null;
  return { query: field.value, sort: finderSorts.find((known) => known === sort.value) ?? 'pertinence' };
}

/**
 * /formations' finder: a search field, the facets and a sort over the whole catalogue, every card listed in the
 * prerendered page. Its state is the address (`?q=…&parcours=…`), read only once hydrated so hydration matches the HTML.
 */
export function CourseFinder({ sectionId }: { sectionId: string }) {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = finderStateFromSearch(hydrated ? searchParams : '');
  const narrowed = narrowsCatalogue(state);
  const today = useToday();
  const [search, setSearch] = useState<CourseSearch>();
  // The field's own text (trailing spaces included); the address holds it trimmed.
  const [text, setText] = useState(state.query);
  const [shownQuery, setShownQuery] = useState(state.query);
  // Back/forward or a shared address changed the query: the field follows it.
  if (shownQuery !== state.query) {
    setShownQuery(state.query);
    if (text.trim() !== state.query) setText(state.query);
  }

  const wake = () => {
    if (!search) void loadSearch().then((loaded) => setSearch(() => loaded));
  };
  // A query in the address needs the index even if the field was never touched.
  useEffect(() => {
    if (state.query && !search) void loadSearch().then((loaded) => setSearch(() => loaded));
  }, [state.query, search]);

  // A shared address opens on its results rather than on the hero, unless the browser restored another position.
  const arrived = useRef(false);
  useEffect(() => {
    if (!hydrated || arrived.current) return;
    arrived.current = true;
    if (narrowed && window.scrollY === 0) document.getElementById(sectionId)?.scrollIntoView({ block: 'start' });
  }, [hydrated, narrowed, sectionId]);

  // The address last asked of the router until it shows it: a key pressed before the router applied the previous change
  // (as during hydration) builds on what was asked, not on the rendered state, which would drop a sort chosen before.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === finderSearch(finderStateFromSearch(searchParams))) asked.current = null;
  }, [searchParams]);
  useEffect(() => {
    // Back or forward: the address the visitor went to is the state.
    const forget = () => (asked.current = null);
    addEventListener('popstate', forget);
    return () => removeEventListener('popstate', forget);
  }, []);
  const current = () => (asked.current === null ? state : finderStateFromSearch(asked.current));
  const ask = (next: FinderState, { replace = false } = {}) => {
    asked.current = finderSearch(next);
    setSearchParams(asked.current, { replace, preventScrollReset: true });
  };
  const update = (next: Partial<FinderState>, options?: { replace: boolean }) =>
    ask({ ...current(), ...next }, options);

  // What was typed or chosen before hydration is the visitor's: read from the fields on the first commit, before the
  // render that follows hydration would put the prerendered values back (and erase « docu… »).
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const typed = typedFinderFields(formRef.current);
    if (!typed) return;
    const { query, sort } = typed;
    // Untouched fields (still the prerendered values): a shared address's own query stays.
    if (query === text && sort === state.sort) return;
    const fromAddress = finderStateFromSearch(searchParams);
    setText(query);
    if (query.trim()) wake();
    ask({ ...fromAddress, query, sort }, { replace: true });
    // Once, on the first commit: afterwards the state drives the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const reset = () => {
    setText('');
    ask(finderStateFromSearch(''));
    // The pressed button goes away with the filters: focus goes back to where a new search starts.
    document.getElementById(searchFieldId)?.focus();
  };

  const searching = state.query !== '' && search === undefined;
  const results = findCourses(courses, state, noonOf(today), state.query && search ? search(state.query) : undefined);

  return (
    <Stack space="large">
      <form
        ref={formRef}
        role="search"
        aria-label="Rechercher une formation"
        data-needs-script=""
        onSubmit={(event) => event.preventDefault()}
      >
        <Stack space="large">
          <Grid space="large" columns={{ tablet: 2, desktop: 2 }}>
            <SearchField
              id={searchFieldId}
              label="Rechercher une formation"
              placeholder={'Par exemple\u00a0: écriture, IA, pitch'}
              hint="Les accents et les majuscules ne comptent pas."
              value={text}
              onFocus={wake}
              onChange={(value) => {
                wake();
                setText(value);
                // Typing refines one search: one history entry for it, not one per letter.
                update({ query: value }, { replace: current().query !== '' });
              }}
            />
            <Select
              label="Trier par"
              name="tri"
              options={sortOptions}
              value={state.sort}
              onChange={(value) => update({ sort: finderSorts.find((sort) => sort === value) ?? 'pertinence' })}
            />
          </Grid>
          <Grid space="large" columns={{ tablet: 2, desktop: 2 }}>
            <FilterGroup
              type="multiple"
              label="Parcours"
              options={categoryOptions}
              value={state.categories}
              onValueChange={(values) =>
                update({
                  categories: categoryOptions
                    .filter((option) => values.includes(option.value))
                    .map((option) => option.value),
                })
              }
            />
            <FilterGroup
              type="multiple"
              label="Durée"
              options={lengthOptions}
              value={state.lengths}
              onValueChange={(values) => update({ lengths: lengthBands.filter((band) => values.includes(band)) })}
            />
            <FilterGroup
              type="single"
              label="Budget"
              options={budgetOptions}
              value={state.budget ? String(state.budget) : ''}
              onValueChange={(value) => update({ budget: budgetCaps.find((cap) => String(cap) === value) })}
            />
            <FilterGroup
              type="multiple"
              label="Financement"
              options={fundingOptions}
              value={state.funding}
              onValueChange={(values) =>
                update({ funding: fundingSchemes.filter((scheme) => values.includes(scheme)) })
              }
            />
            <FilterGroup
              type="multiple"
              label="Modalités"
              options={wayOptions}
              value={[...(state.remote ? ['distanciel'] : []), ...(state.scheduled ? ['session'] : [])]}
              onValueChange={(values) =>
                update({ remote: values.includes('distanciel'), scheduled: values.includes('session') })
              }
            />
          </Grid>
        </Stack>
      </form>
      <Inline space="medium" alignY="center">
        <ResultCount busy={searching}>
          {searching ? 'Recherche en cours…' : finderCountLabel(results.length, narrowed)}
        </ResultCount>
        {narrowed && results.length > 0 ? (
          <Button variant="secondary" size="small" onClick={reset}>
            Réinitialiser la recherche
          </Button>
        ) : null}
      </Inline>
      {results.length > 0 ? (
        <Grid as="ul" space="large" columns={{ tablet: 2, desktop: 3 }}>
          {results.map((course) => (
            <li key={course.id}>
              <CourseCardWithSession course={course} headingLevel={3} />
            </li>
          ))}
        </Grid>
      ) : (
        <EmptyResult
          title="Aucune formation ne correspond à ces critères."
          text="Essayez d’autres mots ou retirez un filtre."
          resetLabel="Réinitialiser la recherche"
          onReset={reset}
        />
      )}
    </Stack>
  );
}
