// What the editor's toolbar offers in a Markdoc body (Keystatic's `fields.markdoc` options, every one named): the one
// owner of it. The editor's fields take these options and the site's Markdoc schema (markdoc.ts) is derived from them,
// so the toolbar offers exactly what the site renders. Plain JavaScript, like @fabrique/forms/local-backend, so that
// the editor's Vite config, loaded by Node as it is, can import it (`@fabrique/content/body-format`).

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
};

/**
 * Where an article's text images are: `<folder>/<id>/<file>`. Not the cover's folder (`assets/articles/<id>/`): an
 * upload named like the cover (`image.png`) would overwrite it there.
 */
export const articleBodyImages = 'assets/article-bodies';

/** An article: intertitles at two levels, and images in the text. */
export const articleBodyFormat = { ...prose, heading: [2, 3], image: { directory: articleBodyImages } };

/** A legal page: one section per level-2 heading, no image. */
export const legalBodyFormat = { ...prose, heading: [2], image: false };
