/**
 * The legal and policy pages, read from `data/legal/<id>.mdoc`: title, last update and introduction in the frontmatter,
 * then a Markdoc body of sections, each opening with a `## ` heading. Organisation facts are named (`{organisation.siret}`), never
 * retyped: they are filled in here from `data/organisation.json`. Each file is a page at `/<id>`.
 */
import { interpolate, unknownTokens } from './course-facts.ts';
import { ContentDataError, dataFiles, entryProblems, type DataProblem } from './data-check.ts';
import { legalBodyFormat } from './body-format.mjs';
import { checked } from './data-files/assets.ts';
import { legalFiles } from './data-files/legal.ts';
import { navigationFile } from './data-files/navigation.ts';
import { splitFrontmatter } from './frontmatter.ts';
import { bodyBlocks, bodyProblems, plainText, readBody, type BodyTree } from './markdoc.ts';
import { legalNavigation } from './navigation.ts';
import { legalPath, privacyPolicyPath, trainingPolicyPath } from './paths.ts';
import { legalPageFileSchema, navigationFileSchema, type LegalPageFile, type NavigationFile } from './schema.ts';
import type { LegalPageId } from './types.ts';

export type { LegalPageId } from './types.ts';

export interface LegalPage extends LegalPageFile {
  id: LegalPageId;
  /** The route, also the footer link. */
  path: `/${LegalPageId}`;
  /** The sections, the organisation's facts filled in. */
  body: BodyTree;
}

export const lastUpdatedLabel = 'Dernière mise à jour';

/** Sections from the body: each `## ` heading and the number of blocks under it. */
function sections(body: string): { sections: { heading: string; blocks: number }[]; stray: boolean } {
  const blocks = bodyBlocks(body);
  const result: { heading: string; blocks: number }[] = [];
  for (const block of blocks)
    if (block.type === 'heading') result.push({ heading: plainText(block), blocks: 0 });
    else if (result.at(-1)) result.at(-1)!.blocks += 1;
  return { sections: result, stray: blocks.length > 0 && blocks[0]!.type !== 'heading' };
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
  const title = (entry.data as { title?: string } | null)?.title ?? id;
  const problem = (field: string, message: string) => ({ file, entry: title, field, message });
  const { sections: found, stray } = sections(entry.body);
  const intro = (entry.data as { intro?: unknown } | null)?.intro;
  return [
    ...entryProblems(legalPageFileSchema, entry, 'title'),
    ...bodyProblems({ file, entry: title, field: 'body' }, entry.body, legalBodyFormat),
    ...(found.length === 0 ? [problem('body', 'au moins une section, sous un titre de niveau 2')] : []),
    ...(stray ? [problem('body', 'le texte doit commencer par un titre de niveau 2')] : []),
    ...found
      .filter((section) => section.blocks === 0)
      .map((section) => problem('body', `la section « ${section.heading} » n’a pas de texte`)),
    ...[...(typeof intro === 'string' ? [['intro', intro]] : []), ['body', entry.body]].flatMap(([field, text]) =>
      unknownTokens(text!).map((name) => problem(field!, `{${name}} ne nomme aucune information de l’organisme`)),
    ),
  ];
}

const files = dataFiles(legalFiles).map(({ file, id, data }) => ({ file, id, text: data as string }));

/** The problems of the footer's links (`data/navigation.json`): its fields, and a file of data/legal behind each link. */
export function footerLinkProblems(navigation: unknown, pageIds: ReadonlySet<string>): DataProblem[] {
  const entry = 'Pied de page';
  const file = 'navigation.json';
  const fieldProblems = entryProblems(navigationFileSchema, { file, id: 'navigation', data: navigation }, '');
  if (fieldProblems.length > 0) return fieldProblems.map((problem) => ({ ...problem, entry }));
  return (navigation as NavigationFile).legalLinks.flatMap(({ page }, index) =>
    pageIds.has(page)
      ? []
      : [
          {
            file,
            entry,
            field: `legalLinks.${index}.page`,
            message: `page légale inconnue : « ${page} » (aucun fichier legal/${page}.mdoc)`,
          },
        ],
  );
}

/** The pages the code links by their role must keep their file. */
const roleProblems = (): DataProblem[] =>
  [privacyPolicyPath, trainingPolicyPath]
    .map((path) => path.slice(1))
    .filter((id) => !files.some((file) => file.id === id))
    .map((id) => ({
      file: `legal/${id}.mdoc`,
      entry: id,
      field: '',
      message: 'fichier manquant : le site renvoie vers cette page',
    }));

if (checked) {
  const problems = [
    ...roleProblems(),
    ...footerLinkProblems(navigationFile, new Set(files.map((file) => file.id))),
    ...files.flatMap(({ file, text }) => legalPageProblems(file, text)),
  ];
  if (problems.length > 0) throw new ContentDataError(problems);
}

function assemble(id: string, text: string): LegalPage {
  const { data, body } = splitFrontmatter(`legal/${id}.mdoc`, id, text);
  const page = data as LegalPageFile;
  return {
    id,
    path: legalPath(id),
    title: page.title,
    lastUpdated: page.lastUpdated,
    intro: interpolate(page.intro),
    body: readBody({ file: `legal/${id}.mdoc`, entry: page.title, field: 'body' }, body, legalBodyFormat, {
      text: interpolate,
    }),
  };
}

/** Every legal page by id: first those the footer links, in its order, then the others by id. */
export const legalPages: Readonly<Record<LegalPageId, LegalPage>> = Object.fromEntries(
  files
    .map(({ id, text }) => assemble(id, text))
    .sort((a, b) => footerRank(a.path) - footerRank(b.path) || a.id.localeCompare(b.id))
    .map((page) => [page.id, page]),
);

function footerRank(path: string): number {
  const rank = legalNavigation.findIndex((link) => link.href === path);
  return rank < 0 ? legalNavigation.length : rank;
}
