import { describe, expect, it } from 'vitest';
import type { SessionDetails } from '../types.ts';
import { testCourse } from './fixtures.ts';
import { contentHealth, coursePolicyFindings, timelyFindings, valuesAt } from './health.ts';

const session = (start: string, end: string): SessionDetails => ({
  periods: [{ start, end }],
  dailyHours: { start: '09:30', end: '17:30' },
  location: 'Paris',
});
const complete = testCourse({
  price: { discriminant: 'public', value: 950 },
  evaluation: ['Quiz final'],
  accessibility: 'Contactez handicap@exemple.fr.',
});
const at = (iso: string) => Date.parse(iso);

describe('coursePolicyFindings', () => {
  it('finds nothing in a course that keeps every promise', () => {
    expect(coursePolicyFindings(complete)).toEqual([]);
  });

  it('names each broken promise', () => {
    const messages = coursePolicyFindings(testCourse({ objectives: [], accessibility: 'Accessible.' })).map(
      (finding) => finding.message,
    );
    expect(messages).toEqual([
      'aucun objectif',
      'aucune modalité d’évaluation',
      'ni tarif, ni mention de financement, ni lien vers le partenaire',
      'l’accessibilité ne donne aucun contact',
    ]);
  });

  it('names the course by its file and its title, not its id alone', () => {
    const [finding] = coursePolicyFindings(testCourse({ id: 'atelier', title: 'Atelier d’écriture', objectives: [] }));
    expect(finding).toEqual({ subject: 'courses/atelier.json (« Atelier d’écriture »)', message: 'aucun objectif' });
  });

  it('accepts a partner course without a price, but not without the partner’s link and e-mail together', () => {
    expect(
      coursePolicyFindings({
        ...complete,
        price: { discriminant: 'none' },
        externalLink: 'https://partenaire.fr',
        partnerContact: 'a@partenaire.fr',
      }),
    ).toEqual([]);
    expect(
      coursePolicyFindings({ ...complete, externalLink: 'https://partenaire.fr' }).map((finding) => finding.message),
    ).toEqual(['formation partenaire sans e-mail du partenaire']);
  });
});

describe('timelyFindings', () => {
  const course = testCourse({
    sessions: [session('2026-01-19', '2026-01-23'), session('2027-01-18', '2027-01-22')],
  });

  it('warns of a session starting within 30 days (Paris), not 31', () => {
    expect(timelyFindings([course], at('2026-12-19T12:00:00Z')).map((finding) => finding.message)).toEqual([
      'session qui commence dans moins de 30 jours (Du 18 au 22 janvier 2027)',
    ]);
    expect(timelyFindings([course], at('2026-12-18T12:00:00Z'))).toEqual([]);
  });

  it('warns of an ongoing session ending soon, then of a course with nothing ahead', () => {
    expect(timelyFindings([course], at('2027-01-20T12:00:00Z')).map((finding) => finding.message)).toEqual([
      'session qui se termine dans moins de 30 jours (Du 18 au 22 janvier 2027)',
    ]);
    const fresque = testCourse({ id: 'fresque-du-numerique', title: 'La Fresque du numérique' });
    expect(timelyFindings([course, fresque], at('2027-01-22T23:00:00Z'))).toEqual([
      { subject: 'courses/art-du-pitch.json (« L’art du pitch »)', message: 'aucune session à venir' },
      {
        subject: 'courses/fresque-du-numerique.json (« La Fresque du numérique »)',
        message: 'aucune session à venir',
      },
    ]);
  });
});

describe('contentHealth', () => {
  it('resolves the facts to confirm, with the value shown meanwhile, and flags a path that leads nowhere', () => {
    const roots = {
      organisation: { siret: '123', host: { name: 'Hébergeur' }, socialLinks: [{ url: null }] },
      courses: { [complete.id]: complete },
    };
    const health = contentHealth(
      {
        courses: [complete],
        valuesToConfirm: [
          { label: 'SIRET', path: 'organisation.siret' },
          { label: 'Hébergeur', path: 'organisation.host' },
          { label: 'X', path: 'organisation.socialLinks.0.url' },
          { label: 'Tarifs', path: 'courses.*.price.value' },
          { label: 'Disparu', path: 'organisation.rcs' },
        ],
        roots,
      },
      at('2026-11-24T12:00:00Z'),
    );
    expect(health.toConfirm.map((fact) => fact.value)).toEqual([
      '123',
      'Hébergeur',
      'non renseigné',
      '950',
      '0 valeurs',
    ]);
    expect(health.structural).toEqual([
      { subject: 'organisation.rcs', message: '« Disparu » : ce chemin ne mène à aucune valeur' },
    ]);
    expect(health.timely).toEqual([
      { subject: 'courses/art-du-pitch.json (« L’art du pitch »)', message: 'aucune session à venir' },
    ]);
  });

  it('reads dot paths with wildcards', () => {
    expect(valuesAt({ a: [{ b: 1 }, { b: 2 }] }, 'a.*.b')).toEqual([1, 2]);
    expect(valuesAt({ a: [{ b: 1 }] }, 'a.1.b')).toEqual([]);
  });
});
