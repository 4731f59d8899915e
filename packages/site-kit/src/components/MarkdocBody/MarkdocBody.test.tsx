import { articleBodyFormat, articles, legalPages, readBody } from '@fabrique/content';
import { LinkProvider, type LinkComponentProps } from '@fabrique/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdocBody } from './MarkdocBody.tsx';

const article = articles[0]!;
/** A body read with an article's format; its one image, `cover.svg`, is the article's cover (no article has a text image). */
const body = (content: string) =>
  readBody({ file: 'test', entry: article.title, field: 'body' }, content, articleBodyFormat, {
    image: (src) => (src === 'cover.svg' ? article.image.src : undefined),
  });

/** The app's router link, marked so the test sees which links went through it. */
function RouterLink({ children, ...props }: LinkComponentProps) {
  return (
    <a data-router="" {...props}>
      {children}
    </a>
  );
}

const html = (content: string, headingLevel?: 2 | 3) =>
  renderToStaticMarkup(
    <LinkProvider component={RouterLink}>
      <MarkdocBody body={body(content)} headingLevel={headingLevel} />
    </LinkProvider>,
  );

describe('MarkdocBody', () => {
  it('renders a link to a course through the app’s router, and an external one in a new tab', () => {
    const page = html('Voir [la fiche](/formations/art-du-pitch) et [le CNC](https://www.cnc.fr/).');
    expect(page).toMatch(/<a data-router="" href="\/formations\/art-du-pitch"[^>]*>la fiche<\/a>/);
    expect(page).toMatch(
      /<a href="https:\/\/www\.cnc\.fr\/"[^>]*target="_blank" rel="noopener noreferrer">le CNC<span[^>]*> \(nouvel onglet\)<\/span><\/a>/,
    );
  });

  it('renders bold, italic, lists, quotations and dividers as their elements', () => {
    const page = html('**Gras** et _italique_.\n\n- un\n- deux\n\n1. premier\n\n> Citation\n\n---');
    expect(page).toBe(
      '<p><strong>Gras</strong> et <em>italique</em>.</p><ul><li>un</li><li>deux</li></ul><ol><li>premier</li></ol>' +
        '<blockquote><p>Citation</p></blockquote><hr/>',
    );
  });

  it('renders an image with its text alternative and the URL of its file', () => {
    const page = html(`![${article.image.alt}](cover.svg)`);
    expect(page).toContain(`src="${article.image.src}"`);
    expect(page).toContain(`alt="${article.image.alt}"`);
  });

  it('puts the body’s headings at the level the page asks', () => {
    expect(html('## Deux\n\n### Trois')).toBe('<h2>Deux</h2><h3>Trois</h3>');
    expect(html('## Deux\n\n### Trois', 3)).toBe('<h3>Deux</h3><h4>Trois</h4>');
  });

  it('shows the characters the editor wrote as entities, and HTML as text', () => {
    expect(html('Écrire&nbsp;: <b>oui</b>')).toBe('<p>Écrire\u00a0: &lt;b&gt;oui&lt;/b&gt;</p>');
  });

  it('renders a legal page’s sections with the organisation’s facts filled in', () => {
    const page = renderToStaticMarkup(<MarkdocBody body={legalPages['mentions-legales']!.body} />);
    expect(page).toMatch(/^<h2>Éditeur du site<\/h2><p>/);
    expect(page).not.toMatch(/\{organisation\./);
  });
});
