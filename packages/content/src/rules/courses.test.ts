import { describe, expect, it } from 'vitest';
import { courses } from '../catalogue.ts';
import type { Badge, CourseId } from '../types.ts';
import { admissionSentences, findCourse, homeTabCourses, homeTabs } from './courses.ts';
import { testCourse } from './fixtures.ts';

const ids = (list: readonly { id: string }[]) => list.map((course) => course.id);
const withBadge = (badge: Badge, courseIds: readonly CourseId[]) => courseIds.map((id) => testCourse({ id, badge }));

describe('homeTabs', () => {
  it('defines Best-Sellers, Intemporelles and Nouveautés, in this order, each filtering one badge', () => {
    expect(homeTabs.map(({ key, label, badge }) => ({ key, label, badge }))).toEqual([
      { key: 'bestseller', label: 'Best-Sellers', badge: 'Best-Seller' },
      { key: 'intemporelles', label: 'Intemporelles', badge: 'Intemporelle' },
      { key: 'nouveautes', label: 'Nouveautés', badge: 'Nouveauté' },
    ]);
  });
});

describe('homeTabCourses', () => {
  it('keeps only the courses with the tab’s badge, at most 3, in catalogue order', () => {
    const list = [
      ...withBadge('Nouveauté', ['atelier-ecriture-avec-ia', 'boite-a-outils-ideation']),
      testCourse({ id: 'art-du-pitch', badge: 'Intemporelle' }),
      ...withBadge('Nouveauté', ['fresque-du-numerique', 'referent-vhmss']),
    ];
    expect(ids(homeTabCourses(list, 'nouveautes'))).toEqual([
      'atelier-ecriture-avec-ia',
      'boite-a-outils-ideation',
      'fresque-du-numerique',
    ]);
  });

  it('puts demarche-ecoresponsable in the middle of 3 Best-Sellers, the others keeping their order', () => {
    const last = withBadge('Best-Seller', ['art-du-pitch', 'referent-vhmss', 'demarche-ecoresponsable']);
    expect(ids(homeTabCourses(last, 'bestseller'))).toEqual([
      'art-du-pitch',
      'demarche-ecoresponsable',
      'referent-vhmss',
    ]);
    const first = withBadge('Best-Seller', ['demarche-ecoresponsable', 'art-du-pitch', 'referent-vhmss']);
    expect(ids(homeTabCourses(first, 'bestseller'))).toEqual([
      'art-du-pitch',
      'demarche-ecoresponsable',
      'referent-vhmss',
    ]);
  });

  it('puts communication-digitale-audiovisuel in the middle of 3 Intemporelles', () => {
    const list = withBadge('Intemporelle', ['communication-digitale-audiovisuel', 'art-du-pitch', 'referent-vhmss']);
    expect(ids(homeTabCourses(list, 'intemporelles'))).toEqual([
      'art-du-pitch',
      'communication-digitale-audiovisuel',
      'referent-vhmss',
    ]);
  });

  it('leaves fewer than 3 courses in catalogue order', () => {
    const list = withBadge('Best-Seller', ['demarche-ecoresponsable', 'art-du-pitch']);
    expect(ids(homeTabCourses(list, 'bestseller'))).toEqual(['demarche-ecoresponsable', 'art-du-pitch']);
  });

  it('leaves the order alone when the featured course is not among the 3 shown', () => {
    const list = withBadge('Best-Seller', [
      'art-du-pitch',
      'referent-vhmss',
      'fresque-du-numerique',
      'demarche-ecoresponsable',
    ]);
    expect(ids(homeTabCourses(list, 'bestseller'))).toEqual(['art-du-pitch', 'referent-vhmss', 'fresque-du-numerique']);
  });

  it('does not move a featured course of another tab', () => {
    const list = withBadge('Nouveauté', ['demarche-ecoresponsable', 'art-du-pitch', 'referent-vhmss']);
    expect(ids(homeTabCourses(list, 'nouveautes'))).toEqual([
      'demarche-ecoresponsable',
      'art-du-pitch',
      'referent-vhmss',
    ]);
  });

  it('is empty when no course has the badge', () => {
    expect(homeTabCourses(withBadge('Partenaire', ['art-du-pitch']), 'bestseller')).toEqual([]);
  });

  it('shows 3 cards in each tab of the catalogue, with the featured courses in the middle', () => {
    expect(ids(homeTabCourses(courses, 'bestseller'))).toEqual([
      'creer-developper-produire-format-360',
      'demarche-ecoresponsable',
      'les-cles-de-la-serie-documentaire',
    ]);
    expect(ids(homeTabCourses(courses, 'intemporelles'))).toEqual([
      'la-fabrique-des-recits',
      'communication-digitale-audiovisuel',
      'scenariste-de-jeux-tv',
    ]);
    expect(ids(homeTabCourses(courses, 'nouveautes'))).toEqual([
      'atelier-ecriture-avec-ia',
      'boite-a-outils-ideation',
      'optimiser-process-ia-generative',
    ]);
  });
});

describe('admissionSentences', () => {
  it('splits on ". " and ends every sentence with its full stop', () => {
    expect(
      admissionSentences('Inscription jusqu’à 10 jours avant. Entretien de motivation. Sélection sur synopsis.'),
    ).toEqual(['Inscription jusqu’à 10 jours avant.', 'Entretien de motivation.', 'Sélection sur synopsis.']);
  });

  it('adds the missing final full stop', () => {
    expect(admissionSentences('Première phrase. Dernière phrase')).toEqual(['Première phrase.', 'Dernière phrase.']);
  });

  it('trims the sentences and drops empty parts', () => {
    expect(admissionSentences('  Une.   . Deux.  ')).toEqual(['Une.', 'Deux.']);
    expect(admissionSentences('')).toEqual([]);
    expect(admissionSentences('   ')).toEqual([]);
  });

  it('keeps a sentence ending with a question or exclamation mark as it is', () => {
    expect(admissionSentences('Un doute ? Appelez-nous !')).toEqual(['Un doute ? Appelez-nous !']);
  });
});

describe('findCourse', () => {
  it('finds a course of the catalogue by its id', () => {
    const result = findCourse('art-du-pitch');
    expect(result.found).toBe(true);
    if (result.found) expect(result.course.id).toBe('art-du-pitch');
  });

  it('reports an unknown id as not found', () => {
    expect(findCourse('formation-inconnue')).toEqual({ found: false });
    expect(findCourse('')).toEqual({ found: false });
    expect(findCourse('ART-DU-PITCH')).toEqual({ found: false });
  });

  it('searches the list it is given', () => {
    expect(findCourse('referent-vhmss', [testCourse({ id: 'referent-vhmss' })]).found).toBe(true);
    expect(findCourse('art-du-pitch', [])).toEqual({ found: false });
  });
});
