/** What the editor's toolbar offers in a Markdoc body, in Keystatic's `fields.markdoc` option names (body-format.mjs). */
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

/** An article: intertitles at two levels, and images in the text. */
export declare const articleBodyFormat: BodyFormat;

/** A legal page: one section per level-2 heading, no image. */
export declare const legalBodyFormat: BodyFormat;
