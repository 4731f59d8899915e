/**
 * What the editor's toolbar offers in a Markdoc body (Keystatic's `fields.markdoc` options, every one named): the one
 * owner of it. The editor's fields take these options and the site's Markdoc schema is derived from them, so the
 * toolbar offers exactly what the site renders. Asset-free: the editor imports it as `@fabrique/content/body-format`.
 */
export interface BodyFormat {
  bold: boolean;
  italic: boolean;
  strikethrough: boolean;
  /** Inline code. */
  code: boolean;
  /** The heading levels offered; the page's title is the h1. */
  heading: readonly (2 | 3 | 4)[];
  blockquote: boolean;
  orderedList: boolean;
  unorderedList: boolean;
  table: boolean;
  link: boolean;
  /** Uploaded beside the entry's other images (`assets/<collection>/<id>/`), with its text alternative. */
  image: boolean;
  /** A horizontal rule. */
  divider: boolean;
  codeBlock: boolean;
}

const prose = {
  bold: true,
  italic: true,
  strikethrough: true,
  code: false,
  blockquote: true,
  orderedList: true,
  unorderedList: true,
  table: false,
  link: true,
  divider: true,
  codeBlock: false,
} as const;

/** An article: intertitles at two levels, and images in the text. */
export const articleBodyFormat: BodyFormat = { ...prose, heading: [2, 3], image: true };

/** A legal page: one section per level-2 heading, no image. */
export const legalBodyFormat: BodyFormat = { ...prose, heading: [2], image: false };
