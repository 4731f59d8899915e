/** What the PDF tests read back from a generated file: text, bookmarks, links, fonts and metadata. */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { RefProxy } from 'pdfjs-dist/types/src/display/api';

export interface PdfLink {
  page: number;
  /** An external target (https:, mailto:). */
  url?: string;
  /** The page an internal link jumps to, and the name of its destination. */
  targetPage?: number;
  destination?: string;
}

export interface ReadPdf {
  info: Record<string, unknown>;
  /** The text of each page, its lines joined by newlines. */
  pages: string[];
  /** All the text as `searchable` gives it: what content tests look in. */
  searchableText: string;
  /** Bookmarks in order, with the page each one opens. */
  bookmarks: { title: string; page: number }[];
  links: PdfLink[];
  /** Every font the pages use: its name and whether its program is embedded. */
  fonts: { name: string; subtype: string; embedded: boolean }[];
  displayTitle: boolean;
}

/**
 * Text without whitespace or numbers followed by a full stop: neither line breaks nor the numbers of an ordered
 * list (read back in the middle of an item's text) change it.
 */
export const searchable = (text: string): string => text.replace(/\s+/g, '').replace(/\d+\./g, '');

async function fontsOf(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const fonts = new Map<string, { name: string; subtype: string; embedded: boolean }>();
  for (const page of pdf.getPages()) {
    const resources = page.node.Resources();
    const dictionary = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [, ref] of dictionary?.entries() ?? []) {
      const font = pdf.context.lookup(ref, PDFDict);
      const name = font.get(PDFName.of('BaseFont'))?.toString().slice(1) ?? '';
      const subtype = font.get(PDFName.of('Subtype'))?.toString().slice(1) ?? '';
      const descendant = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray)?.lookup(0, PDFDict);
      const descriptor = (descendant ?? font).lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
      const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some(
        (key) => descriptor?.get(PDFName.of(key)) instanceof PDFRef,
      );
      fonts.set(name, { name, subtype, embedded });
    }
  }
  const preferences = pdf.catalog.lookupMaybe(PDFName.of('ViewerPreferences'), PDFDict);
  const displayTitle = preferences?.get(PDFName.of('DisplayDocTitle'))?.toString() === 'true';
  return { fonts: [...fonts.values()], displayTitle };
}

/** What pdf.js tells of a link annotation (its API types annotations as `any`). */
interface LinkAnnotation {
  subtype: string;
  url?: string;
  dest?: unknown;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const document = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  try {
    const pageOf = async (dest: unknown): Promise<number | undefined> => {
      const explicit: unknown = typeof dest === 'string' ? await document.getDestination(dest) : dest;
      // An explicit destination starts with the reference of its page.
      const ref = Array.isArray(explicit) ? (explicit[0] as RefProxy | undefined) : undefined;
      return ref ? (await document.getPageIndex(ref)) + 1 : undefined;
    };
    const pages: string[] = [];
    const texts: string[] = [];
    const links: PdfLink[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const items = content.items.flatMap((item) => ('str' in item ? [item] : []));
      pages.push(items.map((item) => item.str + (item.hasEOL ? '\n' : '')).join(''));
      texts.push(...items.map((item) => item.str));
      const annotations = (await page.getAnnotations()) as LinkAnnotation[];
      for (const { subtype, url, dest } of annotations) {
        if (subtype !== 'Link') continue;
        links.push(
          url
            ? { page: number, url }
            : {
                page: number,
                targetPage: await pageOf(dest),
                ...(typeof dest === 'string' ? { destination: dest } : {}),
              },
        );
      }
    }
    const outline = (await document.getOutline()) ?? [];
    const bookmarks = await Promise.all(
      outline.map(async (item) => ({ title: item.title, page: (await pageOf(item.dest)) ?? 0 })),
    );
    const { info } = await document.getMetadata();
    return {
      info: info as Record<string, unknown>,
      pages,
      searchableText: searchable(texts.join('')),
      bookmarks,
      links,
      ...(await fontsOf(bytes)),
    };
  } finally {
    await document.destroy();
  }
}
