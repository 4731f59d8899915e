import { courses, organisation, type Course } from '@fabrique/content';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildCourseProgrammePdf, courseProgrammeTitle } from './course-programme.ts';

const options = {
  organisation,
  generatedAt: new Date('2026-03-12T09:00:00Z'),
  siteUrl: 'https://www.lafabrique-formats.fr',
};

describe('buildCourseProgrammePdf', () => {
  it.each(courses.map((course) => [course.id, course] as const))(
    'builds a readable programme of %s',
    async (_id, course) => {
      const bytes = await buildCourseProgrammePdf(course, options);
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(pdf.getTitle()).toBe(courseProgrammeTitle(course));
      expect(pdf.getTitle()).toContain(course.title);
    },
  );

  it('sets the author, the dates of the build and the French language', async () => {
    const course = courses[0] as Course;
    const pdf = await PDFDocument.load(await buildCourseProgrammePdf(course, options), { updateMetadata: false });
    expect(pdf.getAuthor()).toBe('La Fabrique');
    expect(pdf.getCreationDate()?.toISOString()).toBe(options.generatedAt.toISOString());
    expect(pdf.getModificationDate()?.toISOString()).toBe(options.generatedAt.toISOString());
    expect(pdf.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe('fr-FR');
  });

  it('gives the same bytes for the same course and date, so builds are reproducible', async () => {
    const course = courses[1] as Course;
    const first = await buildCourseProgrammePdf(course, options);
    const second = await buildCourseProgrammePdf(course, options);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('copes with text the standard fonts cannot draw and with words wider than the page', async () => {
    const base = courses[0] as Course;
    const stress: Course = {
      ...base,
      title: `Atelier 🎬 → ≥ 3\u202fjours ✓ ${'Supercalifragilistique'.repeat(8)}`,
      description: `Émoji 🎉, flèche →, espace fine\u202f: ok. ${'x'.repeat(400)}`,
      objectives: Array.from({ length: 40 }, (_, index) => `Objectif ${index + 1} — ${'très '.repeat(30)}long ✓`),
      price: undefined,
      evaluation: [],
      atouts: undefined,
      testimonials: undefined,
    };
    const pdf = await PDFDocument.load(await buildCourseProgrammePdf(stress, options), { updateMetadata: false });
    expect(pdf.getPageCount()).toBeGreaterThan(2);
    expect(pdf.getTitle()).toBe(courseProgrammeTitle(stress));
  });
});
