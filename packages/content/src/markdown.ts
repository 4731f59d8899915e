/** The bodies the editor writes (articles, legal pages) as blocks: the little Markdown the site shows. */
export interface BodyBlock {
  type: 'paragraph' | 'subheading';
  text: string;
}

/** Paragraphs split on blank lines, their lines joined; a `## ` or `### ` line is a subheading. Plain text only. */
export function parseBody(content: string): readonly BodyBlock[] {
  return content
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim().replace(/\s*\r?\n\s*/g, ' '))
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph): BodyBlock => {
      const heading = /^#{2,3}\s+(.+)$/.exec(paragraph);
      return heading ? { type: 'subheading', text: heading[1]!.trim() } : { type: 'paragraph', text: paragraph };
    });
}
