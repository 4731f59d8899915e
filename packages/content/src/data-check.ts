/** How an invalid data file is refused: in French, naming the file, the entry and the field, as the editor shows them. */
import * as v from 'valibot';

/** A data file as read: its path under `data/`, its entry's id (the file name) and its parsed content. */
export interface DataFile {
  file: string;
  id: string;
  data: unknown;
}

/** One problem in a data file. */
export interface DataProblem {
  file: string;
  /** The entry's title or name, else its id. */
  entry: string;
  /** Dot path of the field in the file, e.g. 'sessions.1.periods.0.end'; '' for the entry as a whole. */
  field: string;
  message: string;
}

/** « courses/art-du-pitch.json (« L’art du pitch ») »: an entry as every report names it, its file then its title. */
export const entryLabel = (file: string, entry: string): string => `${file} (« ${entry} »)`;

export const problemLine = ({ file, entry, field, message }: DataProblem): string =>
  `${entryLabel(file, entry)}${field ? `, champ ${field}` : ''} : ${message}`;

export class ContentDataError extends Error {
  constructor(readonly problems: readonly DataProblem[]) {
    super(`Contenu invalide, corrigez :\n${problems.map((problem) => `  - ${problemLine(problem)}`).join('\n')}`);
    this.name = 'ContentDataError';
  }
}

export const contentError = (file: string, entry: string, field: string, message: string): ContentDataError =>
  new ContentDataError([{ file, entry, field, message }]);

const entryName = (entry: DataFile, titleKey: string): string => {
  const title = (entry.data as Record<string, unknown> | null)?.[titleKey];
  return typeof title === 'string' && title.trim() ? title : entry.id;
};

/** Our schema's messages are French; valibot's own (a wrong type, an unknown field) are worded here. */
function frenchMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.type === 'strict_object' && issue.expected === 'never') return 'champ inconnu';
  if (issue.input === undefined && issue.kind === 'schema') return 'champ obligatoire manquant';
  if (issue.message.startsWith('Invalid '))
    return `valeur invalide (attendu : ${issue.expected ?? '?'}, reçu : ${issue.received})`;
  return issue.message;
}

/** The problems of one entry against its schema: every one, not only the first. */
export function entryProblems(schema: v.GenericSchema, entry: DataFile, titleKey: string): DataProblem[] {
  const idProblem = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(entry.id)
    ? []
    : [
        {
          file: entry.file,
          entry: entry.id,
          field: '',
          message: 'le nom du fichier doit être en minuscules, mots séparés par des tirets',
        },
      ];
  const result = v.safeParse(schema, entry.data);
  const issues = result.success ? [] : result.issues;
  return [
    ...idProblem,
    ...issues.map((issue) => ({
      file: entry.file,
      entry: entryName(entry, titleKey),
      field: v.getDotPath(issue) ?? '',
      message: frenchMessage(issue),
    })),
  ];
}

/** What each collection's entries are called, to name one that another entry still cites. */
const entryKinds = {
  trainers: 'le formateur',
  categories: 'la catégorie',
  courses: 'la formation',
  team: 'le membre de l’équipe',
  legal: 'la page légale',
} as const;

/** The message of a reference to an entry with no file: it was deleted or renamed, or the id is mistyped. */
export const danglingReference = (
  collection: keyof typeof entryKinds,
  id: string,
  extension: 'json' | 'mdoc' = 'json',
): string =>
  `${entryKinds[collection]} « ${id} » n’existe pas ou plus (aucun fichier ${collection}/${id}.${extension}), mais cette fiche y renvoie encore`;

/** A course file's references to other entries: every trainer and its category must have their own file. */
export function courseReferenceProblems(
  courses: readonly {
    file: string;
    id: string;
    data: { title: string; category: string; trainers: readonly string[] };
  }[],
  trainerIds: ReadonlySet<string>,
  categoryIds: ReadonlySet<string>,
): DataProblem[] {
  return [
    ...referenceProblems(courses, 'title', 'trainers', trainerIds, (id) => danglingReference('trainers', id)),
    ...referenceProblems(courses, 'title', 'category', categoryIds, (id) => danglingReference('categories', id)),
  ];
}

/** `../../data/courses/art-du-pitch.json` → the data file as the organisation names it and the entry's id. */
export const dataFiles = (files: Record<string, unknown>): DataFile[] =>
  Object.entries(files).map(([path, data]) => ({
    file: path.replace(/^.*\/data\//, ''),
    id: path.replace(/^.*\/([^/]+)\.\w+$/, '$1'),
    data,
  }));

/** A collection's entries as read, trusted: every loader first passes `assertValidContent` (content-problems.ts). */
export const loadEntries = <T>(files: Record<string, unknown>): readonly { file: string; id: string; data: T }[] =>
  dataFiles(files) as { file: string; id: string; data: T }[];

/** Display order of a collection: `order`, then id. */
export const byOrder = <T extends { id: string; data: { order: number } }>(entries: readonly T[]): T[] =>
  [...entries].sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));

/** The problems of entries that name other entries: each id named must have its file. */
export function referenceProblems(
  entries: readonly { file: string; id: string; data: object }[],
  titleKey: string,
  field: string,
  known: ReadonlySet<string>,
  describe: (id: string) => string,
): DataProblem[] {
  return entries.flatMap(({ file, id, data }) => {
    const value = (data as Record<string, unknown>)[field];
    const named = Array.isArray(value) ? (value as string[]) : [value as string];
    const title = (data as Record<string, unknown>)[titleKey];
    return named.flatMap((name, index) =>
      known.has(name)
        ? []
        : [
            {
              file,
              entry: typeof title === 'string' ? title : id,
              field: Array.isArray(value) ? `${field}.${index}` : field,
              message: describe(name),
            },
          ],
    );
  });
}
