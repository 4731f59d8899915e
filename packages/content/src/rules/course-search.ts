import MiniSearch from 'minisearch';
import type { Course, CourseId } from '../types.ts';

/** Lower case without accents: 'Écriture' and 'ecriture' are one term. */
const foldTerm = (term: string): string =>
  term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** One-letter terms are the elisions of French (l’, d’, qu’ split on the apostrophe): they would match everything. */
const processTerm = (term: string): string | null => {
  const folded = foldTerm(term);
  return folded.length > 1 ? folded : null;
};

const toDocument = (course: Course) => ({
  id: course.id,
  title: course.title,
  description: course.description,
  category: course.category,
  public: course.public,
  objectives: course.objectives.join(' '),
  program: course.program.flatMap((module) => [module.title, ...module.content]).join(' '),
});

/**
 * The finder's text search over the catalogue (MiniSearch, loaded only when the finder is used): accents and case
 * ignored, every word required, each word also matching as a prefix ('ecri') and with a typo or two ('ecritrue').
 * Returns the matching ids, best first.
 */
export function createCourseSearch(courses: readonly Course[]): (query: string) => readonly CourseId[] {
  const index = new MiniSearch({
    fields: ['title', 'description', 'category', 'public', 'objectives', 'program'],
    processTerm,
    searchOptions: {
      boost: { title: 4, description: 2 },
      prefix: true,
      // Short words are too easily one edit from another: only words of four letters or more are read as typos.
      fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
      combineWith: 'AND',
    },
  });
  index.addAll(courses.map(toDocument));
  return (query) => index.search(query).map((result) => result.id as CourseId);
}
