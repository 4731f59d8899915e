/**
 * The legal and policy pages, read from `data/legal/<id>.mdoc`: title, last update and introduction in the frontmatter,
 * then one `## ` heading per section and its paragraphs. Organisation facts are named (`{organisation.siret}`), never
 * retyped: they are filled in here from `data/organisation.json`.
 */
import { interpolate, unknownTokens } from './course-facts.ts';
import { ContentDataError, dataFiles, entryProblems, type DataProblem } from './data-check.ts';
import { checked } from './data-files/assets.ts';
import { legalFiles } from './data-files/legal.ts';
import { splitFrontmatter } from './frontmatter.ts';
import { parseBody } from './markdown.ts';
import { legalPath } from './paths.ts';
import { legalPageFileSchema, type LegalPageFile } from './schema.ts';
import { legalPageIds, type LegalPageId } from './types.ts';

export { legalPageIds } from './types.ts';
export type { LegalPageId } from './types.ts';

export interface LegalSection {
  heading: string;
  /** Plain text, no markup. */
  paragraphs: readonly string[];
}

export interface LegalPage extends LegalPageFile {
  id: LegalPageId;
  /** The route, also the footer link. */
  path: `/${LegalPageId}`;
  sections: readonly LegalSection[];
}

export const lastUpdatedLabel = 'Dernière mise à jour';

const entries = dataFiles(legalFiles).map(({ file, id, data }) => ({
  file,
  id,
  ...splitFrontmatter(file, id, data as string),
}));

/** Sections from the body: each `## ` heading and the paragraphs under it. */
function sections(body: string): { sections: LegalSection[]; stray: boolean } {
  const blocks = parseBody(body);
  const result: { heading: string; paragraphs: string[] }[] = [];
  for (const block of blocks)
    if (block.type === 'subheading') result.push({ heading: block.text, paragraphs: [] });
    else result.at(-1)?.paragraphs.push(block.text);
  return { sections: result, stray: blocks[0]?.type === 'paragraph' };
}

if (checked) {
  const problems: DataProblem[] = [
    ...legalPageIds
      .filter((id) => !entries.some((entry) => entry.id === id))
      .map((id) => ({ file: `legal/${id}.mdoc`, entry: id, field: '', message: 'fichier manquant' })),
    ...entries.flatMap((entry) => {
      const title = (entry.data as { title?: string } | null)?.title ?? entry.id;
      const problem = (field: string, message: string) => ({ file: entry.file, entry: title, field, message });
      const { sections: found, stray } = sections(entry.body);
      const intro = (entry.data as { intro?: unknown } | null)?.intro;
      return [
        ...((legalPageIds as readonly string[]).includes(entry.id)
          ? []
          : [problem('', `page inconnue : ${legalPageIds.join(', ')} seulement`)]),
        ...entryProblems(legalPageFileSchema, entry, 'title'),
        ...(found.length === 0 ? [problem('body', 'au moins une section, sous un titre de niveau 2')] : []),
        ...(stray ? [problem('body', 'le texte doit commencer par un titre de niveau 2')] : []),
        ...found
          .filter((section) => section.paragraphs.length === 0)
          .map((section) => problem('body', `la section « ${section.heading} » n’a pas de texte`)),
        ...[...(typeof intro === 'string' ? [['intro', intro]] : []), ['body', entry.body]].flatMap(([field, text]) =>
          unknownTokens(text!).map((name) => problem(field!, `{${name}} ne nomme aucune information de l’organisme`)),
        ),
      ];
    }),
  ];
  if (problems.length > 0) throw new ContentDataError(problems);
}

const pages = new Map(
  entries.map(({ id, data, body }) => {
    const page = data as LegalPageFile;
    const page_: LegalPage = {
      id: id as LegalPageId,
      path: legalPath(id as LegalPageId),
      title: page.title,
      lastUpdated: page.lastUpdated,
      intro: interpolate(page.intro),
      sections: sections(body).sections.map(({ heading, paragraphs }) => ({
        heading: interpolate(heading),
        paragraphs: paragraphs.map(interpolate),
      })),
    };
    return [id, page_];
  }),
);

/** The four pages by route id, in the footer's order. */
export const legalPages = Object.fromEntries(legalPageIds.map((id) => [id, pages.get(id)!])) as Record<
  LegalPageId,
  LegalPage
>;
export const legalNotice = legalPages['mentions-legales'];
export const privacyPolicy = legalPages['politique-de-confidentialite'];
export const termsOfUse = legalPages.cgu;
export const trainingPolicy = legalPages['politique-de-formation'];
