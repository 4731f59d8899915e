/**
 * The legal and policy pages, read from `data/legal/<id>.mdoc`: title, last update and introduction in the frontmatter,
 * then one `## ` heading per section and its paragraphs. Organisation facts are named (`{organisation.siret}`), never
 * retyped: they are filled in here from `data/organisation.json`. Each file is a page at `/<id>`.
 */
import { legalSections } from './content-problems.ts';
import { refuseInvalidContent } from './data-files/gate.ts';
import { interpolate } from './course-facts.ts';
import { dataFiles } from './data-check.ts';
import { legalFiles } from './data-files/legal.ts';
import { splitFrontmatter } from './frontmatter.ts';
import { legalNavigation } from './navigation.ts';
import { legalPath } from './paths.ts';
import type { LegalPageFile } from './schema.ts';
import type { LegalPageId } from './types.ts';

export type { LegalPageId } from './types.ts';
export { footerLinkProblems, legalPageProblems } from './content-problems.ts';

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

refuseInvalidContent();

const files = dataFiles(legalFiles).map(({ file, id, data }) => ({ file, id, text: data as string }));

function assemble(id: string, text: string): LegalPage {
  const { data, body } = splitFrontmatter(`legal/${id}.mdoc`, id, text);
  const page = data as LegalPageFile;
  return {
    id,
    path: legalPath(id),
    title: page.title,
    lastUpdated: page.lastUpdated,
    intro: interpolate(page.intro),
    sections: legalSections(body).sections.map(({ heading, paragraphs }) => ({
      heading: interpolate(heading),
      paragraphs: paragraphs.map(interpolate),
    })),
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
