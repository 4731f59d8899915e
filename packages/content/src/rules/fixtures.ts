/** Test-only builders: small, valid records whose fields a test overrides to state its case. */
import type { Article, Course, CourseFile, ImageAsset, Trainer } from '../types.ts';

export const testImage = (name: string): ImageAsset => ({
  src: `/assets/${name}.svg`,
  width: 1200,
  height: 800,
  alt: name,
});

export const testTrainer = (overrides: Partial<Trainer> = {}): Trainer => ({
  id: 'formatrice',
  name: 'Formatrice',
  title: 'Productrice',
  photo: testImage('formatrice'),
  ...overrides,
});

export const testCourse = (overrides: Partial<Course> = {}): Course => ({
  id: 'art-du-pitch',
  title: 'L’art du pitch',
  category: 'Concevoir et développer un projet audiovisuel',
  badge: 'Intemporelle',
  order: 10,
  duration: { days: 2, hours: 14 },
  price: { discriminant: 'none' },
  location: 'Paris',
  remote: false,
  funding: { schemes: ['opco', 'employer'] },
  results: { period: { from: '2025-01', to: '2025-06' }, trainees: 12, respondents: 3, completionRate: 100 },
  description: 'Description.',
  image: testImage('cours'),
  trainers: [testTrainer()],
  objectives: ['Identifier.'],
  program: [{ title: 'Jour 1', content: ['Contenu'] }],
  public: 'Public.',
  prerequisites: 'Aucun.',
  methodology: 'Ateliers.',
  admission: 'Entretien de motivation.',
  obtention: ['Attestation de fin de formation'],
  sessions: [],
  accessibility: 'Accessible.',
  ...overrides,
});

export const testArticle = (id: string, overrides: Partial<Article> = {}): Article => ({
  id,
  title: `Article ${id}`,
  date: '2026-01-01',
  image: testImage(id),
  excerpt: 'Résumé.',
  content: 'Texte.',
  category: 'Portrait',
  relatedCourses: ['art-du-pitch'],
  ...overrides,
});

/** A valid course data file (`data/courses/<id>.json`), as the editor writes it. */
export const testCourseFile = (overrides: Partial<CourseFile> = {}): CourseFile => ({
  title: 'L’art du pitch',
  order: 10,
  category: 'concevoir-developper',
  badge: 'Intemporelle',
  duration: { days: 2, hours: 14 },
  price: { discriminant: 'public', value: 950 },
  location: 'Paris',
  remote: false,
  funding: { schemes: ['opco', 'employer'] },
  description: 'Description.',
  image: 'image.svg',
  imageAlt: 'Illustration',
  trainers: ['formatrice'],
  objectives: ['Identifier.'],
  program: [{ title: 'Jour 1', content: ['Contenu'] }],
  public: 'Public.',
  prerequisites: 'Aucun.',
  methodology: 'Ateliers.',
  admission: 'Entretien de motivation.',
  obtention: ['Attestation de fin de formation'],
  results: { period: { from: '2025-01', to: '2025-06' }, trainees: 12, respondents: 3, completionRate: 100 },
  sessions: [],
  accessibility: 'Accessible. Contactez {disabilityContact}.',
  ...overrides,
});
