import { csiaCatalogue, organisation } from '@fabrique/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCsiaCataloguePdf, csiaCatalogueTitle } from './csia-catalogue.ts';
import { readPdf, searchable, type ReadPdf } from './read-pdf.ts';

/** Building PDFs takes seconds on a busy 2-core machine: room enough, not a performance budget (that is `npm run bench`). */
const buildTimeout = 30_000;

const options = {
  organisation,
  generatedAt: new Date('2026-03-12T09:00:00Z'),
  siteUrl: 'https://www.lafabrique-formats.fr',
};

let bytes: Uint8Array;
let pdf: ReadPdf;
beforeAll(async () => {
  bytes = await buildCsiaCataloguePdf(csiaCatalogue, options);
  pdf = await readPdf(bytes);
}, 30_000);

const sectionTitles = [
  'Présentation',
  'Nos formats',
  ...csiaCatalogue.sections.map((path, index) => `Parcours ${index + 1} · ${path.label}`),
  'Conditions',
  csiaCatalogue.contact.title,
];

describe('buildCsiaCataloguePdf', () => {
  it('prints the cover, every path with its modules and prices, the conditions and the contact', () => {
    expect(pdf.pages[0]).toContain(csiaCatalogue.title);
    expect(pdf.pages[0]).toContain(csiaCatalogue.edition);
    const pieces = [
      ...csiaCatalogue.intro,
      ...csiaCatalogue.formats.flatMap((format) => [format.title, format.text]),
      ...csiaCatalogue.sections.flatMap((path) => [
        path.audience,
        ...path.topics.flatMap((topic) => [topic.title, topic.text, topic.price, topic.format]),
      ]),
      ...csiaCatalogue.conditions,
      csiaCatalogue.contact.text,
      csiaCatalogue.legalNotice,
    ];
    for (const piece of pieces) expect(pdf.searchableText).toContain(searchable(piece));
  });

  it('has a bookmark per section, and contents whose page numbers are the pages of the sections', () => {
    expect(pdf.bookmarks.map((bookmark) => bookmark.title)).toEqual(['Sommaire', ...sectionTitles]);
    const contentsPage = pdf.bookmarks[0]?.page ?? 0;
    expect(contentsPage).toBe(2);
    const contents = pdf.pages[contentsPage - 1] ?? '';
    for (const bookmark of pdf.bookmarks.slice(1)) {
      expect(pdf.pages[bookmark.page - 1]).toContain(bookmark.title);
      expect(contents).toMatch(
        new RegExp(`${bookmark.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*${bookmark.page}\\n`),
      );
    }
    // Each line of the contents jumps to its section (a line's words may make several link areas).
    const jumps = new Map(
      pdf.links
        .filter((link) => link.page === contentsPage && link.destination)
        .map((link) => [link.destination, link.targetPage]),
    );
    expect([...jumps.values()]).toEqual(pdf.bookmarks.slice(1).map((bookmark) => bookmark.page));
  });

  it('links to the scheduling service, the e-mail address and the site', () => {
    const urls = pdf.links.flatMap((link) => (link.url ? [new URL(link.url).href] : []));
    expect(urls).toContain(csiaCatalogue.contact.schedulingUrl);
    expect(urls).toContain(`mailto:${csiaCatalogue.contact.email}`);
    expect(urls).toContain(new URL(csiaCatalogue.contact.siteUrl).href);
  });

  it('embeds the brand fonts only, subset, and carries its metadata in French', () => {
    expect(pdf.fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'Inter-Regular',
      'Inter-SemiBold',
      'Montserrat-Bold',
    ]);
    for (const font of pdf.fonts) {
      expect(font.name).toMatch(/^[A-Z]{6}\+/);
      expect(font.embedded).toBe(true);
    }
    expect(pdf.info.Title).toBe(csiaCatalogueTitle(csiaCatalogue));
    expect(pdf.info.Author).toBe('La Fabrique');
    expect(pdf.info.CreationDate).toBe('D:20260312090000Z');
    expect(pdf.info.Language).toBe('fr-FR');
  });

  it(
    'gives the same bytes for the same catalogue and date',
    async () => {
      const again = await buildCsiaCataloguePdf(csiaCatalogue, options);
      expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
    },
    buildTimeout,
  );
});
