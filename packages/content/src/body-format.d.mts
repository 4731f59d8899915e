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
  /** None, or images uploaded to `<directory>/<id>/<file>` with their text alternative. */
  image: false | { directory: string };
  /** A horizontal rule. */
  divider: boolean;
  codeBlock: boolean;
}

/** Where an article's text images are: `<folder>/<id>/<file>`, apart from its cover. */
export declare const articleBodyImages: string;

/** An article: intertitles at two levels, and images in the text. */
export declare const articleBodyFormat: BodyFormat;

/** A legal page: one section per level-2 heading, no image. */
export declare const legalBodyFormat: BodyFormat;
