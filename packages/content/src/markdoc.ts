/**
 * The bodies the editor writes (articles, legal pages) read by Markdoc itself: parsed, validated against the schema
 * derived from what the toolbar offers (body-format.mjs), transformed into Markdoc's serialisable tree. Rendering it
 * to React is site-kit's job (`MarkdocBody`); `Heading`, `Link` and `Image` are the names it gives its components.
 */
// The default import only: the package's CommonJS entry, which Node loads, names no exports for ESM.
import Markdoc, { type Config, type Node, type RenderableTreeNodes, type Schema } from '@markdoc/markdoc';
import type { BodyFormat } from './body-format.mjs';
import { ContentDataError, type DataProblem } from './data-check.ts';

/** A body as the site renders it. */
export type BodyTree = RenderableTreeNodes;

/** Where a body lives, as content errors name it. */
export interface BodyPlace {
  file: string;
  entry: string;
  field: string;
}

export interface BodyOptions {
  /** Each text and link address as the site shows it (the legal pages fill in the organisation's facts). */
  text?: (text: string) => string;
  /** An image's URL from the address the editor wrote; undefined when no file is behind it. */
  image?: (src: string) => string | undefined;
}

/** The formatting a body may hold, in the words of the editor's toolbar. */
const formatNames: Record<string, string> = {
  heading: 'intertitre',
  strong: 'gras',
  em: 'italique',
  s: 'barré',
  code: 'code',
  blockquote: 'citation',
  list: 'liste',
  link: 'lien',
  image: 'image',
  hr: 'séparateur',
  table: 'tableau',
  fence: 'bloc de code',
};

const { nodes } = Markdoc;
const offered = (on: boolean, schema: Schema): Schema | undefined => (on ? schema : undefined);
const refused = (message: string) => [{ id: 'format-refused', level: 'error' as const, message }];

/** Markdoc's schema for one body format: a node the toolbar does not offer is undefined, so validation refuses it. */
function bodyConfig(format: BodyFormat, { image }: BodyOptions): Config {
  return {
    tags: {},
    nodes: {
      // A table's rows and cells exist only inside a table: refusing the table is enough.
      ...nodes,
      // No wrapper: the page gives the body its container.
      document: { ...nodes.document, render: undefined },
      heading: offered(format.heading.length > 0, {
        ...nodes.heading,
        transform: undefined,
        render: 'Heading',
        attributes: { level: { type: Number, required: true } },
        validate: (node) =>
          format.heading.includes(node.attributes['level'] as 2)
            ? []
            : refused(
                `intertitre de niveau ${node.attributes['level']} : seuls ${format.heading.join(', ')} sont prévus`,
              ),
      }),
      list: offered(format.orderedList || format.unorderedList, {
        ...nodes.list,
        validate: (node) =>
          (node.attributes['ordered'] ? format.orderedList : format.unorderedList)
            ? []
            : refused(`liste ${node.attributes['ordered'] ? 'numérotée' : 'à puces'} non prévue`),
      }),
      strong: offered(format.bold, nodes.strong),
      em: offered(format.italic, nodes.em),
      s: offered(format.strikethrough, nodes.s),
      code: offered(format.code, nodes.code),
      blockquote: offered(format.blockquote, nodes.blockquote),
      link: offered(format.link, { ...nodes.link, render: 'Link' }),
      image: offered(format.image !== false, {
        ...nodes.image,
        render: 'Image',
        transform: (node, config) =>
          new Markdoc.Tag('Image', {
            ...node.transformAttributes(config),
            src: image?.(node.attributes['src'] as string),
          }),
      }),
      hr: offered(format.divider, nodes.hr),
      fence: offered(format.codeBlock, nodes.fence),
      table: offered(format.table, nodes.table),
    },
  };
}

/** Markdoc's message in French, with the line it is on. */
function frenchMessage(type: string, lines: readonly number[], error: { id: string; message: string }): string {
  const where = lines.length > 0 ? ` (ligne ${lines[0]! + 1})` : '';
  const quoted = /'([^']*)'/.exec(error.message)?.[1] ?? '';
  const message =
    error.id === 'node-undefined'
      ? `mise en forme non prise en charge par le site : ${formatNames[type] ?? type}`
      : error.id === 'tag-undefined'
        ? `balise inconnue : {% ${quoted} %}`
        : error.id === 'attribute-undefined'
          ? `attribut inconnu : ${quoted}`
          : error.id === 'format-refused'
            ? error.message
            : `texte mal formé (Markdoc : ${error.message})`;
  return `${message}${where}`;
}

/** The AST with its texts and link addresses as the site shows them. */
function parse(text: string, { text: show }: BodyOptions): Node {
  const ast = Markdoc.parse(text);
  if (show)
    for (const node of ast.walk()) {
      if (node.type === 'text') node.attributes['content'] = show(node.attributes['content'] as string);
      // The parser has percent-encoded the braces of a `{name}` in an address.
      if (node.type === 'link')
        node.attributes['href'] = show((node.attributes['href'] as string).replace(/%7B([\w.]+)%7D/g, '{$1}'));
    }
  return ast;
}

function problemsOf(place: BodyPlace, ast: Node, format: BodyFormat, options: BodyOptions): DataProblem[] {
  const problem = (message: string): DataProblem => ({ ...place, message });
  const invalid = Markdoc.validate(ast, bodyConfig(format, options))
    .filter(({ error }) => error.level === 'error' || error.level === 'critical')
    .map(({ type, lines, error }) => problem(frenchMessage(type, lines, error)));
  const images = options.image
    ? [...ast.walk()]
        .filter((node) => node.type === 'image' && options.image!(node.attributes['src'] as string) === undefined)
        .map((node) => problem(`image introuvable : ${node.attributes['src'] as string}`))
    : [];
  return [...invalid, ...images];
}

/** Every problem of a body: what the site's schema refuses, and images with no file behind them. */
export function bodyProblems(place: BodyPlace, text: string, format: BodyFormat, options: BodyOptions = {}) {
  return problemsOf(place, parse(text, options), format, options);
}

/** The body as the site renders it; refuses, in French, what the site cannot render. */
export function readBody(place: BodyPlace, text: string, format: BodyFormat, options: BodyOptions = {}): BodyTree {
  const ast = parse(text, options);
  const problems = problemsOf(place, ast, format, options);
  if (problems.length > 0) throw new ContentDataError(problems);
  return Markdoc.transform(ast, bodyConfig(format, options));
}

/** The top-level blocks of a body, for rules on its structure (a legal page's sections). */
export const bodyBlocks = (text: string): readonly Node[] => Markdoc.parse(text).children;

/** A block's text, its formatting dropped. */
export const plainText = (node: Node): string =>
  [...node.walk()]
    .filter((child) => child.type === 'text')
    .map((child) => child.attributes['content'] as string)
    .join('');

/** A rendered body's text, its formatting dropped (for checks and search). */
export const bodyText = (tree: BodyTree | readonly BodyTree[]): string =>
  Array.isArray(tree)
    ? tree.map(bodyText).join('')
    : Markdoc.Tag.isTag(tree)
      ? `${bodyText(tree.children)}${/^(?:p|li|Heading)$/.test(tree.name) ? '\n' : ''}`
      : typeof tree === 'string'
        ? tree
        : '';
