// LinkedText: the provider's phrases become links, or are marked in their language, wherever a text mentions them.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LinkedText, PhraseLinkProvider, type ForeignPhrase, type PhraseLink } from './LinkedText.tsx';

const render = (text: string, links: PhraseLink[], foreign?: ForeignPhrase[]) =>
  renderToStaticMarkup(
    <PhraseLinkProvider links={links} foreign={foreign}>
      <LinkedText>{text}</LinkedText>
    </PhraseLinkProvider>,
  );

describe('LinkedText', () => {
  it('marks a phrase in another language with its own, and leaves the rest of the text as it is', () => {
    const html = render('Nos formations Made in France, à Paris.', [], [{ phrase: 'Made in France', lang: 'en' }]);
    expect(html).toBe('Nos formations <span lang="en">Made in France</span>, à Paris.');
  });

  it('gives a foreign phrase that is also a link its language on the link itself', () => {
    const html = render(
      'Présenté à Sunny Side of the Doc.',
      [{ phrase: 'Sunny Side of the Doc', href: '/partenaires' }],
      [{ phrase: 'Sunny Side of the Doc', lang: 'en' }],
    );
    expect(html).toMatch(/^Présenté à <a [^>]*lang="en"[^>]*>Sunny Side of the Doc<\/a>\.$/);
    expect(html).toContain('href="/partenaires"');
  });

  it('renders the plain text without a provider', () => {
    expect(renderToStaticMarkup(<LinkedText>Made in France</LinkedText>)).toBe('Made in France');
  });
});
