/**
 * Every problem of the content at once: each data file read as the build reads it (src/data-files/), held to its
 * schema, its images, the entries it names and the organisation facts its texts name. Only raw files are read here, never
 * an assembled module, so one broken file never hides another's problems: the build (each loader calls
 * `assertValidContent` first) and `npm run content:check` refuse with this one list, and staff fix it in one round.
 */
import type * as v from 'valibot';
import { articleBodyOptions, articleBodyPlace } from './article-body-place.ts';
import { articleBodyFormat, legalBodyFormat } from './body-format.mjs';
import { courseFileSchema, trainerFileSchema } from './course-schema.ts';
import {
  ContentDataError,
  courseReferenceProblems,
  danglingReference,
  dataFiles,
  entryProblems,
  referenceProblems,
  type DataFile,
  type DataProblem,
} from './data-check.ts';
import { articleFiles } from './data-files/articles.ts';
import { categoryFiles, courseFiles, trainerFiles } from './data-files/catalogue.ts';
import { legalFiles } from './data-files/legal.ts';
import { navigationFile } from './data-files/navigation.ts';
import { csiaPathFiles, offerFiles, organisationFile, partnerFiles, teamFiles } from './data-files/organisation.ts';
import { pageFiles } from './data-files/pages.ts';
import { splitFrontmatter } from './frontmatter.ts';
import { missingImage, type EntryImage } from './images.ts';
import { bodyBlocks, bodyProblems, plainText } from './markdoc.ts';
import { privacyPolicyPath, trainingPolicyPath } from './paths.ts';
import {
  aboutPageFileSchema,
  articleFileSchema,
  categoryFileSchema,
  csiaCataloguePageFileSchema,
  csiaPageFileSchema,
  csiaPathFileSchema,
  homePageFileSchema,
  legalPageFileSchema,
  navigationFileSchema,
  type NavigationFile,
  offerFileSchema,
  offersPageFileSchema,
  organisationFileSchema,
  partnerFileSchema,
  teamMemberFileSchema,
} from './schema.ts';
import { tokenNames, unknownTokenNames } from './tokens.ts';

type Data = Record<string, unknown>;
const record = (value: unknown): Data => (value && typeof value === 'object' ? (value as Data) : {});
const titleOf = (entry: DataFile, titleKey: string): string => {
  const title = record(entry.data)[titleKey];
  return typeof title === 'string' && title.trim() ? title : entry.id;
};

/** The token names the organisation's file offers, read from the raw file so that a typo there hides no other. */
let knownTokens: ReadonlySet<string> | undefined;
const tokenProblems = (file: string, entry: string, field: string, text: string): DataProblem[] =>
  unknownTokenNames(text, (knownTokens ??= tokenNames(organisationFile))).map((name) => ({
    file,
    entry,
    field,
    message: `{${name}} ne nomme aucune information de l’organisme`,
  }));

/** The image names of entries that have no file behind them; a field the schema already refuses is not repeated. */
function imageProblems(
  entries: readonly DataFile[],
  schemaProblems: readonly DataProblem[],
  collection: EntryImage['collection'],
  titleKey: string,
  fields: readonly string[],
  extension: EntryImage['extension'] = 'json',
): DataProblem[] {
  return entries.flatMap((entry) =>
    fields.flatMap((field) => {
      const file = record(entry.data)[field];
      if (typeof file !== 'string' || schemaProblems.some((p) => p.file === entry.file && p.field === field)) return [];
      const missing = missingImage({ collection, id: entry.id, file, field, extension });
      return missing ? [{ ...missing, entry: titleOf(entry, titleKey) }] : [];
    }),
  );
}

/** A collection's files, each held to its schema and its images. */
function collection(
  folder: string,
  files: Record<string, unknown>,
  images?: { collection: EntryImage['collection']; fields: readonly string[] },
) {
  const { schema, titleKey } = fileSchemas[folder]!;
  const entries = dataFiles(files);
  const problems = entries.flatMap((entry) => entryProblems(schema, entry, titleKey));
  return {
    entries,
    ids: new Set(entries.map((entry) => entry.id)),
    problems: [
      ...problems,
      ...(images ? imageProblems(entries, problems, images.collection, titleKey, images.fields) : []),
    ],
  };
}

/** Sections of a legal body: each `## ` heading and the number of blocks under it; `stray`: text before the first. */
function legalSections(body: string): { sections: { heading: string; blocks: number }[]; stray: boolean } {
  const blocks = bodyBlocks(body);
  const sections: { heading: string; blocks: number }[] = [];
  for (const block of blocks)
    if (block.type === 'heading') sections.push({ heading: plainText(block), blocks: 0 });
    else if (sections.at(-1)) sections.at(-1)!.blocks += 1;
  return { sections, stray: blocks.length > 0 && blocks[0]!.type !== 'heading' };
}

/**
 * Every problem of one legal page's file, `text` as the editor saved it: its fields, its sections and the organisation
 * facts it names. `file` is its path under `data/`, e.g. `legal/cgu.mdoc`.
 */
export function legalPageProblems(file: string, text: string): DataProblem[] {
  const id = file.replace(/^.*\/([^/]+)\.\w+$/, '$1');
  let entry: { file: string; id: string; data: unknown; body: string };
  try {
    entry = { file, id, ...splitFrontmatter(file, id, text) };
  } catch (error) {
    if (error instanceof ContentDataError) return [...error.problems];
    throw error;
  }
  const title = titleOf(entry, 'title');
  const problem = (field: string, message: string) => ({ file, entry: title, field, message });
  const { sections, stray } = legalSections(entry.body);
  const intro = record(entry.data).intro;
  return [
    ...entryProblems(legalPageFileSchema, entry, 'title'),
    ...bodyProblems({ file, entry: title, field: 'body' }, entry.body, legalBodyFormat),
    ...(sections.length === 0 ? [problem('body', 'au moins une section, sous un titre de niveau 2')] : []),
    ...(stray ? [problem('body', 'le texte doit commencer par un titre de niveau 2')] : []),
    ...sections
      .filter((section) => section.blocks === 0)
      .map((section) => problem('body', `la section « ${section.heading} » n’a pas de texte`)),
    ...(typeof intro === 'string' ? tokenProblems(file, title, 'intro', intro) : []),
    ...tokenProblems(file, title, 'body', entry.body),
  ];
}

/** The problems of the footer's links (`data/navigation.json`): its fields, and a file of data/legal behind each link. */
export function footerLinkProblems(navigation: unknown, pageIds: ReadonlySet<string>): DataProblem[] {
  const entry = 'Pied de page';
  const file = 'navigation.json';
  const fieldProblems = entryProblems(navigationFileSchema, { file, id: 'navigation', data: navigation }, '');
  if (fieldProblems.length > 0) return fieldProblems.map((problem) => ({ ...problem, entry }));
  return (navigation as NavigationFile).legalLinks.flatMap(({ page }, index) =>
    pageIds.has(page)
      ? []
      : [{ file, entry, field: `legalLinks.${index}.page`, message: danglingReference('legal', page, 'mdoc') }],
  );
}

/** Every text of a value, with its dot path. */
const textsOf = (value: unknown, path: string): [string, string][] =>
  typeof value === 'string'
    ? [[path, value]]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => textsOf(inner, path ? `${path}.${key}` : key))
      : [];

const pageSchemas: Record<string, v.GenericSchema> = {
  home: homePageFileSchema,
  about: aboutPageFileSchema,
  offers: offersPageFileSchema,
  csia: csiaPageFileSchema,
  'csia-catalogue': csiaCataloguePageFileSchema,
};

/** Each data file's schema and the field that names its entry, by folder (or file) under `data/`. */
const fileSchemas: Record<string, { schema: v.GenericSchema; titleKey: string }> = {
  courses: { schema: courseFileSchema, titleKey: 'title' },
  trainers: { schema: trainerFileSchema, titleKey: 'name' },
  categories: { schema: categoryFileSchema, titleKey: 'name' },
  articles: { schema: articleFileSchema, titleKey: 'title' },
  team: { schema: teamMemberFileSchema, titleKey: 'name' },
  partners: { schema: partnerFileSchema, titleKey: 'name' },
  offers: { schema: offerFileSchema, titleKey: 'title' },
  'csia-paths': { schema: csiaPathFileSchema, titleKey: 'label' },
  legal: { schema: legalPageFileSchema, titleKey: 'title' },
  organisation: { schema: organisationFileSchema, titleKey: 'name' },
  navigation: { schema: navigationFileSchema, titleKey: '' },
  ...Object.fromEntries(
    Object.entries(pageSchemas).map(([name, schema]) => [`pages/${name}`, { schema, titleKey: 'title' }]),
  ),
};

/**
 * The schema's problems of one entry's fields (a legal page's or an article's frontmatter), `file` its path under
 * `data/`, e.g. 'courses/art-du-pitch.json': what the editor's own validation must refuse before a save.
 */
export function fileProblems(file: string, data: unknown): DataProblem[] {
  const id = file.replace(/^.*?([^/]+)\.\w+$/, '$1');
  const found = fileSchemas[file.replace(/\.\w+$/, '')] ?? fileSchemas[file.replace(/\/.*$/, '')];
  if (!found) throw new Error(`No schema for data/${file}`);
  const { schema, titleKey } = found;
  return entryProblems(schema, { file, id, data }, titleKey);
}

/** A fixed page's texts (`data/pages/<name>.json`): its schema and the organisation facts it names. */
function pageProblems(name: string, schema: v.GenericSchema): DataProblem[] {
  const file = `pages/${name}.json`;
  const data = pageFiles[`../../data/${file}`];
  if (data === undefined) return [{ file, entry: name, field: '', message: 'fichier manquant' }];
  return [
    ...entryProblems(schema, { file, id: name, data }, 'title'),
    ...textsOf(data, '').flatMap(([field, text]) => tokenProblems(file, name, field, text)),
  ];
}

/** A value as text whatever the order of its keys, to compare two entries' values. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/**
 * A course publishing another course's measures: the same results (period, trainees, respondents, completion rate) or
 * the same alumni comment. A duplicated course copies both; no two courses measure exactly the same by chance.
 */
export function copiedMeasureProblems(courses: readonly DataFile[]): DataProblem[] {
  const measures = [
    {
      field: 'results',
      of: (data: Data) => (data.results && typeof data.results === 'object' ? canonical(data.results) : undefined),
      message: 'résultats (indicateurs Qualiopi) identiques à ceux de',
    },
    {
      field: 'testimonials.comment',
      of: (data: Data) => {
        const comment = record(data.testimonials).comment;
        return typeof comment === 'string' && comment.trim() ? comment.trim() : undefined;
      },
      message: 'avis d’ancien stagiaire identique à celui de',
    },
  ];
  const sorted = [...courses].sort((a, b) => a.id.localeCompare(b.id));
  return measures.flatMap(({ field, of, message }) =>
    sorted.flatMap((course, index) => {
      const value = of(record(course.data));
      const original = sorted.slice(0, index).find((other) => value !== undefined && of(record(other.data)) === value);
      return original
        ? [
            {
              file: course.file,
              entry: titleOf(course, 'title'),
              field,
              message: `${message} la formation « ${titleOf(original, 'title')} » (${original.file}) : une formation dupliquée ne publie pas les mesures d’une autre, saisissez celles de cette formation`,
            },
          ]
        : [];
    }),
  );
}

/** The organisation's people named in the legal texts are members of the team. */
function organisationProblems(teamIds: ReadonlySet<string>): DataProblem[] {
  const entry = { file: 'organisation.json', id: 'organisation', data: organisationFile };
  const problems = entryProblems(organisationFileSchema, entry, 'name');
  const data = record(organisationFile);
  return [
    ...problems,
    ...(['publicationDirector', 'disabilityContact'] as const).flatMap((role) => {
      const id = record(data[role]).teamMemberId;
      return typeof id !== 'string' || teamIds.has(id)
        ? []
        : [
            {
              file: entry.file,
              entry: titleOf(entry, 'name'),
              field: `${role}.teamMemberId`,
              message: danglingReference('team', id),
            },
          ];
    }),
  ];
}

/** An article's frontmatter, body, image and the courses it names. */
function articleProblems(courseIds: ReadonlySet<string>): DataProblem[] {
  return dataFiles(articleFiles).flatMap(({ file, id, data }) => {
    let entry: DataFile & { body: string };
    try {
      entry = { file, id, ...splitFrontmatter(file, id, data as string) };
    } catch (error) {
      if (error instanceof ContentDataError) return [...error.problems];
      throw error;
    }
    const problems = entryProblems(articleFileSchema, entry, 'title');
    const related = record(entry.data).relatedCourses;
    return [
      ...problems,
      ...(entry.body
        ? bodyProblems(
            articleBodyPlace({ id, title: titleOf(entry, 'title') }),
            entry.body,
            articleBodyFormat,
            articleBodyOptions(id),
          )
        : [{ file, entry: titleOf(entry, 'title'), field: 'body', message: 'le texte est vide' }]),
      ...imageProblems([entry], problems, 'articles', 'title', ['image'], 'mdoc'),
      ...(Array.isArray(related) && related.every((course) => typeof course === 'string')
        ? referenceProblems([{ ...entry, data: record(entry.data) }], 'title', 'relatedCourses', courseIds, (course) =>
            danglingReference('courses', course),
          )
        : []),
    ];
  });
}

/** The legal pages: each file, the footer's links to them, and the pages the code links by their role. */
function legalProblems(): DataProblem[] {
  const pages = dataFiles(legalFiles);
  const ids = new Set(pages.map((page) => page.id));
  return [
    ...[privacyPolicyPath, trainingPolicyPath]
      .map((path) => path.slice(1))
      .filter((id) => !ids.has(id))
      .map((id) => ({
        file: `legal/${id}.mdoc`,
        entry: id,
        field: '',
        message: 'fichier manquant : le site renvoie vers cette page (formulaires, page « La Fabrique »)',
      })),
    ...footerLinkProblems(navigationFile, ids),
    ...pages.flatMap(({ file, data }) => legalPageProblems(file, data as string)),
  ];
}

/** Every problem of the content, in the order of the editor's menu. */
function findProblems(): DataProblem[] {
  const trainers = collection('trainers', trainerFiles, { collection: 'trainers', fields: ['photo'] });
  const categories = collection('categories', categoryFiles, {
    collection: 'categories',
    fields: ['image'],
  });
  const courses = collection('courses', courseFiles, {
    collection: 'courses',
    fields: ['image', 'carouselImage', 'partnerLogo'],
  });
  const wellFormed = courses.entries.filter(({ data }) => {
    const { category, trainers: named } = record(data);
    return typeof category === 'string' && Array.isArray(named) && named.every((id) => typeof id === 'string');
  }) as { file: string; id: string; data: { title: string; category: string; trainers: string[] } }[];
  const team = collection('team', teamFiles, { collection: 'team', fields: ['image'] });
  return [
    ...courses.problems,
    ...courseReferenceProblems(wellFormed, trainers.ids, categories.ids),
    ...copiedMeasureProblems(courses.entries),
    ...trainers.problems,
    ...categories.problems,
    ...articleProblems(courses.ids),
    ...team.problems,
    ...collection('partners', partnerFiles, { collection: 'partners', fields: ['logo'] }).problems,
    ...collection('offers', offerFiles).problems,
    ...collection('csia-paths', csiaPathFiles).problems,
    ...legalProblems(),
    ...organisationProblems(team.ids),
    ...Object.entries(pageSchemas).flatMap(([name, schema]) => pageProblems(name, schema)),
  ];
}

let found: readonly DataProblem[] | undefined;

/** Every problem of the content's files, found once per process. */
export const contentProblems = (): readonly DataProblem[] => (found ??= findProblems());

/** The build's gate: throws every problem at once, before any module assembles what it reads. */
export function assertValidContent(): void {
  const problems = contentProblems();
  if (problems.length > 0) throw new ContentDataError(problems);
}
