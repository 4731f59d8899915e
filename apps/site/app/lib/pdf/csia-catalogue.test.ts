import { csiaCatalogue, organisation } from '@fabrique/content';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildCsiaCataloguePdf, csiaCatalogueTitle } from './csia-catalogue.ts';

const options = {
  organisation,
  generatedAt: new Date('2026-03-12T09:00:00Z'),
  siteUrl: 'https://www.lafabrique-formats.fr',
};

describe('buildCsiaCataloguePdf', () => {
  it('builds a readable catalogue with a cover, contents and every path', async () => {
    const bytes = await buildCsiaCataloguePdf(csiaCatalogue, options);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(pdf.getTitle()).toBe(csiaCatalogueTitle(csiaCatalogue));
    expect(pdf.getAuthor()).toBe('La Fabrique');
    expect(pdf.getCreationDate()?.toISOString()).toBe(options.generatedAt.toISOString());
  });

  it('gives the same bytes for the same catalogue and date', async () => {
    const first = await buildCsiaCataloguePdf(csiaCatalogue, options);
    const second = await buildCsiaCataloguePdf(csiaCatalogue, options);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});
