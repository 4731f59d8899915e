/**
 * The legal and policy pages, read from `data/legal/<id>.mdoc`: title, last update and introduction in the frontmatter,
 * then a Markdoc body of sections, each opening with a `## ` heading. Organisation facts are named (`{organisation.siret}`), never
 * retyped: they are filled in here from `data/organisation.json`. Each file is a page at `/<id>`.
 */
import { legalBodyFormat } from './body-format.mjs';
import { refuseInvalidContent } from './data-files/gate.ts';
import { interpolate } from './course-facts.ts';
import { dataFiles } from './data-check.ts';
import { legalFiles } from './data-files/legal.ts';
import { splitFrontmatter } from './frontmatter.ts';
import { readBody, type BodyTree } from './markdoc.ts';
import { legalNavigation } from './navigation.ts';
import { legalPath } from './paths.ts';
import type { LegalPageFile } from './schema.ts';
import type { LegalPageId } from './types.ts';

export type { LegalPageId } from './types.ts';
export { footerLinkProblems, legalPageProblems } from './content-problems.ts';

export interface LegalPage extends LegalPageFile {
  id: LegalPageId;
  /** The route, also the footer link. */
  path: `/${LegalPageId}`;
  /** The sections, the organisation's facts filled in. */
  body: BodyTree;
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
