import {
  admissionSentences,
  courseFundingOptions,
  courseOutline,
  courseResultFigures,
  courses,
  organisation,
  relatedArticles,
  resultHeading,
  type Course,
} from '@fabrique/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCourseProgrammePdf, courseProgrammeTitle } from './course-programme.ts';
import { readPdf, searchable, type ReadPdf } from './read-pdf.ts';

/** Building PDFs takes seconds on a busy 2-core machine: room enough, not a performance budget (that is `npm run bench`). */
const buildTimeout = 30_000;

const options = {
  organisation,
  generatedAt: new Date('2026-03-12T09:00:00Z'),
  siteUrl: 'https://www.lafabrique-formats.fr',
};

interface Built {
  bytes: Uint8Array;
  pdf: ReadPdf;
}

/**
 * Each course's programme, built and read back once, when first asked for: each course's suite builds its own in its
 * setup, so no single setup renders all 20 (about a second each alone, far more on a loaded machine).
 */
const programmes = new Map<string, Promise<Built>>();
const programme = (course: Course): Promise<Built> => {
  let built = programmes.get(course.id);
  if (!built) {
    built = buildCourseProgrammePdf(course, options).then(async (bytes) => ({ bytes, pdf: await readPdf(bytes) }));
    programmes.set(course.id, built);
  }
  return built;
};

/** What the page says about the course, each piece expected word for word in the PDF. */
const coursePieces = (course: Course): string[] => [
  course.title,
  course.description,
  ...course.trainers.flatMap((trainer) => [trainer.name, trainer.title, trainer.description ?? '']),
  ...course.objectives,
  ...course.program.flatMap((module) => [module.title, ...module.content]),
  course.public,
  course.prerequisites,
  course.methodology,
  ...admissionSentences(course.admission),
  ...course.obtention,
  ...(course.evaluation ?? []),
  ...(course.atouts ?? []),
  course.testimonials?.comment ?? '',
  course.accessibility,
];

describe.each(courses.map((course) => [course.id, course] as const))('the programme of %s', (_id, course) => {
  let built: Built;
  beforeAll(async () => {
    built = await programme(course);
  });

  it('prints the course’s content, accents and typographic characters included, in the brand fonts', () => {
    const text = built.pdf.searchableText;
    // A character the embedded fonts lack would be missing from the text read back.
    for (const piece of coursePieces(course)) expect(text).toContain(searchable(piece));
  });

  it('has the funding and results blocks, with every option and figure the page gives', () => {
    const { pdf } = built;
    const titles = pdf.bookmarks.map((bookmark) => bookmark.title);
    expect(titles).toContain('Financer cette formation');
    expect(titles).toContain('Résultats');
    const pieces = [
      ...courseFundingOptions(course).flatMap((option) => [option.title, option.text]),
      ...courseResultFigures(course).flatMap((figure) => [resultHeading(figure), figure.text]),
    ];
    for (const piece of pieces) expect(pdf.searchableText).toContain(searchable(piece));
  });

  it('follows the course outline: a bookmark per section, in its order, on the page that shows it, then the contact', () => {
    const { pdf } = built;
    expect(pdf.bookmarks.map((bookmark) => bookmark.title)).toEqual([
      ...courseOutline(course, options.generatedAt).map((section) => section.title),
      'Contact et inscription',
    ]);
    for (const bookmark of pdf.bookmarks) expect(pdf.pages[bookmark.page - 1]).toContain(bookmark.title);
  });

  it('links to the course online, the organisation’s e-mail and the articles naming the course', () => {
    const urls = built.pdf.links.map((link) => link.url);
    expect(urls).toContain(`${options.siteUrl}/formations/${course.id}`);
    for (const article of relatedArticles(course.id))
      expect(urls).toContain(`${options.siteUrl}/actualites/${article.id}`);
    expect(urls).toContain(`mailto:${organisation.email}`);
    if (course.externalLink) expect(urls).toContain(course.externalLink);
  });

  it('carries its title, author, subject, dates and the French language', () => {
    const { info, displayTitle } = built.pdf;
    expect(info.Title).toBe(courseProgrammeTitle(course));
    expect(info.Author).toBe('La Fabrique');
    expect(info.Subject).toContain(course.title);
    expect(info.CreationDate).toBe('D:20260312090000Z');
    expect(info.ModDate).toBe('D:20260312090000Z');
    expect(info.Language).toBe('fr-FR');
    expect(displayTitle).toBe(true);
  });
});

describe('programme PDFs', () => {
  // Already built by the suites above; built here only when this suite runs alone.
  let all: Built[];
  beforeAll(async () => {
    all = await Promise.all(courses.map(programme));
  });

  it('embed the brand fonts, subset, and no standard font', () => {
    for (const { pdf } of all) {
      const { fonts } = pdf;
      expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
        'Inter-Regular',
        'Inter-SemiBold',
        'Montserrat-Bold',
      ]);
      for (const font of fonts) {
        expect(font.embedded).toBe(true);
        expect(font.subtype).toBe('Type0');
      }
    }
  });

  it(
    'give the same bytes for the same course and date, and other bytes for another date',
    async () => {
      const course = courses[1] as Course;
      const again = await buildCourseProgrammePdf(course, options);
      expect(Buffer.from(again).equals(Buffer.from((await programme(course)).bytes))).toBe(true);
      const later = await buildCourseProgrammePdf(course, {
        ...options,
        generatedAt: new Date('2026-04-01T09:00:00Z'),
      });
      expect(Buffer.from(later).equals(Buffer.from(again))).toBe(false);
      expect((await readPdf(later)).pages[0]).toContain('Programme mis à jour le 1er avril 2026');
    },
    buildTimeout,
  );

  it('stay small: the fonts are subset to the characters used', () => {
    for (const { bytes } of all) expect(bytes.length).toBeLessThan(120_000);
  });

  it(
    'copes with characters the fonts lack and with content longer than a page',
    async () => {
      const base = courses[0] as Course;
      const stress: Course = {
        ...base,
        title: `Atelier 🎬 → ≥ 3\u202fjours ✓ ${'Supercalifragilistique'.repeat(8)}`,
        description: `Émoji 🎉, flèche →, espace fine\u202f: ok. ${'x'.repeat(400)}`,
        objectives: Array.from({ length: 40 }, (_, index) => `Objectif ${index + 1} — ${'très '.repeat(30)}long ✓`),
        price: { discriminant: 'none' },
        evaluation: [],
        atouts: undefined,
        testimonials: undefined,
      };
      const pdf = await readPdf(await buildCourseProgrammePdf(stress, options));
      expect(pdf.pages.length).toBeGreaterThan(2);
      expect(pdf.info.Title).toBe(courseProgrammeTitle(stress));
      const text = pdf.searchableText;
      // Characters the fonts lack are left out; everything else is there, however long.
      expect(text).not.toContain('🎬');
      for (const objective of stress.objectives) expect(text).toContain(searchable(objective.replace(' ✓', '')));
    },
    buildTimeout,
  );
});
