// The editor's toolbar offers exactly what the site renders: every formatting Keystatic's Markdoc field can produce
// (read from the editor's own document schema, not from our options) is saved by Keystatic's serialiser, read by
// content and rendered by the site's component; and everything the site renders is on the toolbar.
import { readFileSync } from 'node:fs';
import {
  articleBody,
  articleBodyFormat,
  articleBodyImages,
  articles as siteArticles,
  legalBodyFormat,
  readBody,
  type BodyFormat,
} from '@fabrique/content';
import { MarkdocBody } from '@fabrique/site-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { articles } from './collections/articles.ts';
import { legal } from './collections/legal.ts';

interface Feature {
  /** Whether the site's format renders it. */
  rendered: (format: BodyFormat) => boolean;
  /** How a staff member's use of it is written. */
  markdoc: string;
  /** What the page shows for it. */
  html: RegExp;
}

/** Each formatting by the name the editor's document schema gives it. */
const features: Record<string, Feature> = {
  heading: { rendered: (f) => f.heading.length > 0, markdoc: '## Un intertitre', html: /<h2>Un intertitre<\/h2>/ },
  blockquote: {
    rendered: (f) => f.blockquote,
    markdoc: '> Une citation',
    html: /<blockquote><p>Une citation<\/p><\/blockquote>/,
  },
  divider: { rendered: (f) => f.divider, markdoc: 'Avant\n\n---\n\nAprès', html: /<p>Avant<\/p><hr\/><p>Après<\/p>/ },
  ordered_list: {
    rendered: (f) => f.orderedList,
    markdoc: '1. un\n2. deux',
    html: /<ol><li>un<\/li><li>deux<\/li><\/ol>/,
  },
  unordered_list: {
    rendered: (f) => f.unorderedList,
    markdoc: '- un\n- deux',
    html: /<ul><li>un<\/li><li>deux<\/li><\/ul>/,
  },
  image: {
    rendered: (f) => f.image !== false,
    markdoc: '![Une salle](image.svg)',
    html: /<img [^>]*src="[^"]+"[^>]*alt="Une salle"/,
  },
  table: { rendered: (f) => f.table, markdoc: '| a |\n| --- |\n| 1 |', html: /<table>/ },
  code_block: { rendered: (f) => f.codeBlock, markdoc: '```\nun code\n```', html: /<pre[^>]*>un code/ },
  bold: { rendered: (f) => f.bold, markdoc: 'Du **gras**.', html: /<strong>gras<\/strong>/ },
  italic: { rendered: (f) => f.italic, markdoc: 'De l’_italique_.', html: /<em>italique<\/em>/ },
  strikethrough: { rendered: (f) => f.strikethrough, markdoc: 'Du ~~barré~~.', html: /<s>barré<\/s>/ },
  code: { rendered: (f) => f.code, markdoc: 'Du `code`.', html: /<code>code<\/code>/ },
  link: {
    rendered: (f) => f.link,
    markdoc: 'Voir [la fiche](/formations/art-du-pitch).',
    html: /<a href="\/formations\/art-du-pitch"[^>]*>la fiche<\/a>/,
  },
};
/** What every text has, and the parts of a list or table: not toolbar features of their own. */
const structure = new Set([
  'doc',
  'paragraph',
  'text',
  'hard_break',
  'list_item',
  'table_row',
  'table_cell',
  'table_header',
]);

const article = siteArticles[0]!;
const cover = readFileSync(new URL(import.meta.resolve(`@fabrique/content/assets/articles/${article.id}/image.svg`)));

const bodies = [
  {
    collection: 'articles',
    field: articles.schema.body,
    format: articleBodyFormat,
    slug: article.id,
    // The uploaded image is the test's own: no article of the content has one in its text.
    read: (content: string) =>
      readBody(
        { file: `articles/${article.id}.mdoc`, entry: article.title, field: 'body' },
        content,
        articleBodyFormat,
        {
          image: (src) => `/${articleBodyImages}/${article.id}/${src}`,
        },
      ),
  },
  {
    collection: 'legal',
    field: legal.schema.body,
    format: legalBodyFormat,
    slug: 'cgu',
    read: (content: string) =>
      readBody({ file: 'legal/cgu.mdoc', entry: 'cgu', field: 'body' }, content, legalBodyFormat),
  },
];

describe.each(bodies)('the $collection text', ({ collection, field, format, slug, read }) => {
  const schema = field.defaultValue().schema;
  const offered = [...Object.keys(schema.nodes), ...Object.keys(schema.marks)].filter((name) => !structure.has(name));

  /** The text as Keystatic saves it: parsed into the editor, serialised back, with the images it keeps. */
  const imageFolder = format.image === false ? `assets/${collection}` : format.image.directory;
  function saveThroughEditor(markdoc: string) {
    const images = new Map([[imageFolder, new Map([['image.svg', new Uint8Array(cover)]])]]);
    const content = new TextEncoder().encode(markdoc);
    const state = field.parse(undefined, { content, other: new Map(), external: images, slug });
    const saved = field.serialize(state, { slug });
    return { text: new TextDecoder().decode(saved.content), external: saved.external };
  }

  it.each(offered)('offers %s, which the site reads and renders', (name) => {
    const feature = features[name];
    const advice = `the toolbar offers « ${name} »: render it on the site, or take it off the toolbar`;
    expect(feature, advice).toBeDefined();
    expect(feature!.rendered(format), advice).toBe(true);
    const { text } = saveThroughEditor(feature!.markdoc);
    expect(renderToStaticMarkup(<MarkdocBody body={read(text)} />)).toMatch(feature!.html);
  });

  it('offers everything the site renders', () => {
    const rendered = Object.keys(features).filter((name) => features[name]!.rendered(format));
    expect(offered.sort()).toEqual(rendered.sort());
  });

  it.runIf(format.image)(
    'keeps an uploaded image in a folder of its own, apart from the cover of the same name',
    () => {
      const { text, external } = saveThroughEditor('![Une salle](image.svg)');
      expect(text.trim()).toBe('![Une salle](image.svg)');
      expect([...external.keys()]).toEqual([imageFolder]);
      expect(imageFolder).not.toBe(`assets/${collection}`);
      expect([...(external.get(imageFolder)?.keys() ?? [])]).toEqual(['image.svg']);
    },
  );
});

describe('an article saved by the editor', () => {
  const field = articles.schema.body;
  it.each(siteArticles.map((entry) => [entry.id, entry] as const))(
    '%s keeps the same body on its page, its non-breaking spaces included',
    (id, entry) => {
      const content = new TextEncoder().encode(entry.content);
      const state = field.parse(undefined, { content, other: new Map(), external: new Map(), slug: id });
      const saved = new TextDecoder().decode(field.serialize(state, { slug: id }).content);
      const page = (text: string) =>
        renderToStaticMarkup(<MarkdocBody body={articleBody({ ...entry, content: text })} />);
      expect(page(saved)).toBe(page(entry.content));
      // Keystatic writes a non-breaking space as &nbsp;: the page shows the character again.
      if (entry.content.includes('\u00a0')) {
        expect(saved).toContain('&nbsp;');
        expect(page(saved)).toContain('\u00a0');
      }
    },
  );
});
