import Markdoc from '@markdoc/markdoc';
import { describe, expect, it } from 'vitest';
import { articleBodyFormat, legalBodyFormat } from './body-format.mjs';
import { ContentDataError } from './data-check.ts';
import { bodyProblems, readBody, type BodyTree } from './markdoc.ts';

const place = { file: 'articles/essai.mdoc', entry: 'Essai', field: 'body' };
const images = { image: (src: string) => (src === 'photo.png' ? '/assets/photo-123.png' : undefined) };
const read = (text: string) => readBody(place, text, articleBodyFormat, images);

/** The tree as [name, attributes, children] and strings, easy to compare. */
const shape = (node: BodyTree): unknown =>
  Array.isArray(node)
    ? node.map(shape)
    : Markdoc.Tag.isTag(node)
      ? [node.name, node.attributes, node.children.map(shape)]
      : node;

describe('readBody', () => {
  it('reads every kind of formatting the article editor offers', () => {
    const body = [
      'Un **gras**, un _italique_, un ~~barré~~ et [une formation](/formations/art-du-pitch).',
      '## Un intertitre',
      '### Un sous-intertitre',
      '- un\n- deux',
      '1. premier\n2. second',
      '> Une citation',
      '---',
      '![Une salle de tournage](photo.png)',
    ].join('\n\n');
    expect(shape(read(body))).toEqual([
      [
        'p',
        {},
        [
          'Un ',
          ['strong', {}, ['gras']],
          ', un ',
          ['em', {}, ['italique']],
          ', un ',
          ['s', {}, ['barré']],
          ' et ',
          ['Link', { href: '/formations/art-du-pitch' }, ['une formation']],
          '.',
        ],
      ],
      ['Heading', { level: 2 }, ['Un intertitre']],
      ['Heading', { level: 3 }, ['Un sous-intertitre']],
      [
        'ul',
        {},
        [
          ['li', {}, ['un']],
          ['li', {}, ['deux']],
        ],
      ],
      [
        'ol',
        {},
        [
          ['li', {}, ['premier']],
          ['li', {}, ['second']],
        ],
      ],
      ['blockquote', {}, [['p', {}, ['Une citation']]]],
      ['hr', {}, []],
      ['p', {}, [['Image', { src: '/assets/photo-123.png', alt: 'Une salle de tournage' }, []]]],
    ]);
  });

  it('joins the lines of a paragraph, as the editor shows them', () => {
    expect(shape(read('Première ligne\nseconde ligne.'))).toEqual([
      ['p', {}, ['Première ligne', ' ', 'seconde ligne.']],
    ]);
  });

  it('turns the entities the editor writes into their characters', () => {
    expect(shape(read('Écrire&nbsp;: oui&#x202F;!'))).toEqual([['p', {}, ['Écrire\u00a0: oui\u202f!']]]);
  });

  it('shows each text and link address as the page gives it', () => {
    const fill = (text: string) => text.replace('{siteHost}', 'lafabrique.example');
    const tree = readBody(place, 'Le site [{siteHost}](https://{siteHost}/)', legalBodyFormat, { text: fill });
    expect(shape(tree)).toEqual([
      ['p', {}, ['Le site ', ['Link', { href: 'https://lafabrique.example/' }, ['lafabrique.example']]]],
    ]);
  });

  it('refuses in French, naming the file, entry and field, a tag, an attribute or a format the site does not render', () => {
    const body =
      '{% encadre %}Texte{% /encadre %}\n\n[lien](/a) {% target="_blank" %}\n\n| a |\n|---|\n| 1 |\n\n#### Trop bas';
    expect(bodyProblems(place, body, articleBodyFormat)).toEqual([
      { ...place, message: 'balise inconnue : {% encadre %} (ligne 1)' },
      { ...place, message: 'attribut inconnu : target (ligne 3)' },
      { ...place, message: 'mise en forme non prise en charge par le site : tableau (ligne 5)' },
      { ...place, message: 'intertitre de niveau 4 : seuls 2, 3 sont prévus (ligne 9)' },
    ]);
    expect(() => read(body)).toThrow(ContentDataError);
    expect(() => read(body)).toThrow('articles/essai.mdoc (« Essai »), champ body : balise inconnue : {% encadre %}');
  });

  it('refuses what the page’s own format leaves out: an image in a legal page, an image with no file', () => {
    expect(bodyProblems(place, '![Logo](logo.png)', legalBodyFormat).map((problem) => problem.message)).toEqual([
      'mise en forme non prise en charge par le site : image (ligne 1)',
    ]);
    expect(bodyProblems(place, '![Logo](logo.png)', articleBodyFormat, images)).toEqual([
      { ...place, message: 'image introuvable : logo.png' },
    ]);
  });
});
