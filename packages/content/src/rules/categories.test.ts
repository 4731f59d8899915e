import { describe, expect, it } from 'vitest';
import { courses } from '../catalogue.ts';
import {
  catalogueLanding,
  categoryBySlug,
  categorySlug,
  categoryTone,
  courseCountLabel,
  coursesByCategory,
} from './categories.ts';
import { testCourse } from './fixtures.ts';

const concevoir = 'Concevoir et développer un projet audiovisuel';
const maitriser = 'Maîtriser les outils et accéder au marché';
const rse = 'Construire une démarche RSE';

describe('categorySlug', () => {
  it('maps the three categories to their fixed slugs', () => {
    expect(categorySlug(concevoir)).toBe('concevoir-developper');
    expect(categorySlug(maitriser)).toBe('outils-marche');
    expect(categorySlug(rse)).toBe('rse');
  });

  it('lower-cases any other name and replaces each space with a hyphen', () => {
    expect(categorySlug('Écrire Pour La Télévision')).toBe('écrire-pour-la-télévision');
    expect(categorySlug('Deux  espaces')).toBe('deux--espaces');
    expect(categorySlug('Documentaire')).toBe('documentaire');
    expect(categorySlug('')).toBe('');
  });
});

describe('categoryBySlug', () => {
  it('finds each category page by its slug', () => {
    expect(categoryBySlug('concevoir-developper')).toMatchObject({ found: true, category: { name: concevoir } });
    expect(categoryBySlug('outils-marche')).toMatchObject({ found: true, category: { name: maitriser } });
    expect(categoryBySlug('rse')).toMatchObject({ found: true, category: { name: rse } });
  });

  it('reports an unknown slug as not found', () => {
    expect(categoryBySlug('inconnue')).toEqual({ found: false });
    expect(categoryBySlug('')).toEqual({ found: false });
    expect(categoryBySlug('RSE')).toEqual({ found: false });
    expect(categoryBySlug(rse)).toEqual({ found: false });
  });
});

describe('categoryTone', () => {
  it('gives blue to Concevoir, purple to Maîtriser and green to RSE', () => {
    expect(categoryTone(concevoir)).toBe('blue');
    expect(categoryTone(maitriser)).toBe('purple');
    expect(categoryTone(rse)).toBe('green');
  });

  it('falls back to blue for any other name', () => {
    expect(categoryTone('Autre catégorie')).toBe('blue');
    expect(categoryTone('')).toBe('blue');
  });
});

describe('coursesByCategory', () => {
  const list = [
    testCourse({ id: 'art-du-pitch', category: concevoir }),
    testCourse({ id: 'referent-vhmss', category: rse }),
    testCourse({ id: 'trouver-le-bon-projet', category: concevoir }),
  ];

  it('keeps the courses of the category, in catalogue order', () => {
    expect(coursesByCategory(list, concevoir).map((course) => course.id)).toEqual([
      'art-du-pitch',
      'trouver-le-bon-projet',
    ]);
  });

  it('gives nothing for a category without courses or an unknown one', () => {
    expect(coursesByCategory(list, maitriser)).toEqual([]);
    expect(coursesByCategory(list, 'Inconnue')).toEqual([]);
  });
});

describe('catalogueLanding', () => {
  it('gives one block per category, in category order, with at most the first 3 courses', () => {
    const list = [
      testCourse({ id: 'referent-vhmss', category: rse }),
      testCourse({ id: 'creer-developper-produire-format-360', category: concevoir }),
      testCourse({ id: 'la-fabrique-des-recits', category: concevoir }),
      testCourse({ id: 'scenariste-de-jeux-tv', category: concevoir }),
      testCourse({ id: 'art-du-pitch', category: concevoir }),
    ];
    const blocks = catalogueLanding(list);
    expect(blocks.map((block) => [block.slug, block.tone, block.courses.map((course) => course.id)])).toEqual([
      [
        'concevoir-developper',
        'blue',
        ['creer-developper-produire-format-360', 'la-fabrique-des-recits', 'scenariste-de-jeux-tv'],
      ],
      ['outils-marche', 'purple', []],
      ['rse', 'green', ['referent-vhmss']],
    ]);
  });

  it('shows the first 3 courses of each category of the catalogue', () => {
    expect(catalogueLanding(courses).map((block) => block.courses.map((course) => course.id))).toEqual([
      ['creer-developper-produire-format-360', 'les-cles-de-la-serie-documentaire', 'atelier-ecriture-avec-ia'],
      ['communication-digitale-audiovisuel', 'optimiser-process-ia-generative', 'ia-parcours-fonctions-supports'],
      ['fresque-du-numerique', 'demarche-ecoresponsable', 'sensibilisation-vhmss'],
    ]);
  });
});

describe('courseCountLabel', () => {
  it('is singular for 0 and 1 and plural above', () => {
    expect(courseCountLabel(0)).toBe('0 formation disponible');
    expect(courseCountLabel(1)).toBe('1 formation disponible');
    expect(courseCountLabel(2)).toBe('2 formations disponibles');
    expect(courseCountLabel(8)).toBe('8 formations disponibles');
  });
});
