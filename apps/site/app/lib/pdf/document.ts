/**
 * What the course programmes and the CSIA catalogue share: pdfmake with the site's brand fonts (embedded and
 * subset), the palette, A4 pages with a running head and a legal footer, and the blocks both documents are made of.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CategoryTone, Organisation } from '@fabrique/content';
import { tokens } from '@fabrique/ui/tokens';
import pdfmake from 'pdfmake';
import type { Content, ContentStack, Style, TDocumentDefinitions } from 'pdfmake/interfaces';
import { sfntFromWoff } from './woff.ts';

const require = createRequire(import.meta.url);

/** The web fonts' latin files (U+0000–00FF, ’ « » – — … € œ): WOFF, because fontkit cannot subset WOFF2 glyphs. */
export const brandFontFiles = {
  'inter-400.ttf': require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  'inter-600.ttf': require.resolve('@fontsource/inter/files/inter-latin-600-normal.woff'),
  'montserrat-700.ttf': require.resolve('@fontsource/montserrat/files/montserrat-latin-700-normal.woff'),
} as const;

/** pdfmake's in-memory files, which exist in Node too but are typed for the browser only. */
const files = (pdfmake as unknown as { virtualfs: { writeFileSync(name: string, content: Buffer): void } }).virtualfs;
for (const [name, path] of Object.entries(brandFontFiles)) files.writeFileSync(name, sfntFromWoff(readFileSync(path)));

pdfmake.setFonts({
  Inter: { normal: 'inter-400.ttf', bold: 'inter-600.ttf' },
  Montserrat: { normal: 'montserrat-700.ttf', bold: 'montserrat-700.ttf' },
});
// Everything a document needs is in it: no download, no file read.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(() => false);

/** A4 in PostScript points. */
export const pageSize = { width: 595.28, height: 841.89 } as const;
/** 2 cm side margins: about 80 characters per line of body text; the bottom margin holds the legal footer. */
export const margin = { left: 56.7, right: 56.7, top: 62, bottom: 96 } as const;
export const contentWidth = pageSize.width - margin.left - margin.right;

/** The site's colours, from the theme's raw values (its entry point would load fonts and global CSS). */
export const pdfPalette = {
  ink: tokens.color.stage,
  onStageMuted: tokens.color.onStageMuted,
  text: tokens.color.text,
  muted: tokens.color.textMuted,
  rule: tokens.color.border,
  surface: tokens.color.surfaceMuted,
  white: tokens.color.surface,
  coral: tokens.color.accentBright,
  coralDeep: tokens.color.accent,
} as const;

/** A category's colours, the site's own: its band and labels (solid) and its tiles (tint). */
export const categoryPalette: Record<CategoryTone, { solid: string; tint: string }> = tokens.category;

/** Inter for text (600 as its bold), Montserrat 700 for titles, as on the site. */
export const textStyles = {
  body: { font: 'Inter', fontSize: 10, lineHeight: 1.3, color: pdfPalette.text },
  muted: { color: pdfPalette.muted },
  strong: { bold: true },
  small: { fontSize: 8.5, color: pdfPalette.muted },
  label: { fontSize: 7.5, bold: true, characterSpacing: 0.6, color: pdfPalette.muted },
  title: { font: 'Montserrat', lineHeight: 1.15 },
  heading: { font: 'Montserrat', fontSize: 13 },
  subheading: { fontSize: 10.5, bold: true },
} as const satisfies Record<string, Style>;

/** What every generated PDF needs from the build: who publishes it, when, and where the site lives. */
export interface PdfBuildOptions {
  organisation: Organisation;
  /** Printed as the update date and used as the PDF's dates: the build's, never the clock's. */
  generatedAt: Date;
  /** Public base URL, without a trailing slash. */
  siteUrl: string;
}

export interface DocumentFrame {
  title: string;
  subject: string;
  keywords: readonly string[];
  author: string;
  /** The application that wrote the content, e.g. 'La Fabrique — https://www.lafabrique-formats.fr'. */
  creator: string;
  /** Creation and modification date: the build's, never the clock's. */
  generatedAt: Date;
  /** Colour of headings, list markers and the strip at the top of every page. */
  accent: string;
  /** Repeated at the top of every page after the first. */
  runningHead: { left: string; right: string };
  /** Legal mentions in small type on every page, then `note` beside the page number. */
  footer: { legal: string; note: string };
  /** A full-page picture behind the first page (a cover): its footer then turns light. */
  cover?: Content;
}

const hairline = (color: string, lineWidth: number, marginTop = 0): Content => ({
  canvas: [{ type: 'line', x1: 0, y1: 0, x2: contentWidth, y2: 0, lineWidth, lineColor: color }],
  margin: [0, marginTop, 0, 0],
});

function footer(frame: DocumentFrame, page: number, count: number): Content {
  const dark = page === 1 && frame.cover !== undefined;
  const color = dark ? pdfPalette.onStageMuted : pdfPalette.muted;
  return {
    margin: [margin.left, 26, margin.right, 0],
    stack: [
      hairline(dark ? pdfPalette.muted : pdfPalette.rule, 0.5),
      { text: frame.footer.legal, fontSize: 6.5, lineHeight: 1.25, color, margin: [0, 6, 0, 4] },
      {
        columns: [
          { text: frame.footer.note, fontSize: 7.5, color },
          { text: `Page ${page} / ${count}`, fontSize: 7.5, color, alignment: 'right', width: 'auto' },
        ],
      },
    ],
  };
}

function header(frame: DocumentFrame, page: number): Content {
  if (page === 1) return [];
  return {
    margin: [margin.left, 24, margin.right, 0],
    columns: [
      { text: frame.runningHead.left, bold: true, fontSize: 7.5, color: pdfPalette.muted, width: 'auto' },
      { text: frame.runningHead.right, fontSize: 7.5, color: pdfPalette.muted, alignment: 'right' },
    ],
    columnGap: 24,
  };
}

/** The document: metadata, fonts, page frame and `content`. */
export function pdfDocument(frame: DocumentFrame, content: Content[]): TDocumentDefinitions & { language: string } {
  const { width, height } = pageSize;
  return {
    pageSize: { width, height },
    pageMargins: [margin.left, margin.top, margin.right, margin.bottom],
    version: '1.7',
    language: 'fr-FR',
    displayTitle: true,
    info: {
      title: frame.title,
      author: frame.author,
      subject: frame.subject,
      keywords: frame.keywords.join(', '),
      creator: frame.creator,
      producer: 'pdfmake',
      // The dates also seed the file identifier: the same content and date give the same bytes.
      creationDate: frame.generatedAt,
      modDate: frame.generatedAt,
    },
    defaultStyle: textStyles.body,
    background: (page) =>
      page === 1
        ? (frame.cover ?? [])
        : { canvas: [{ type: 'rect', x: 0, y: 0, w: width, h: 5, color: frame.accent }] },
    header: (page) => header(frame, page),
    footer: (page, count) => footer(frame, page, count),
    content,
  };
}

/** The PDF's bytes. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Uint8Array> {
  const buffer = await pdfmake.createPdf(definition).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** A section title in the accent colour over a hairline; a bookmark, and an entry of the contents when there is one. */
export function sectionHeading(title: string, accent: string, options: { inContents?: boolean } = {}): Content {
  return {
    margin: [0, 16, 0, 8],
    stack: [
      { text: title, ...textStyles.heading, color: accent, outline: true, tocItem: options.inContents ?? true },
      hairline(pdfPalette.rule, 0.75, 3),
    ],
  };
}

/** A heading and its blocks; the heading stays on the page of the first block, which is never split. */
export function section(title: string, accent: string, blocks: readonly Content[]): Content[] {
  const [first, ...rest] = blocks;
  return [{ stack: [sectionHeading(title, accent), ...(first ? [first] : [])], unbreakable: true }, ...rest];
}

export function paragraph(text: string, style: Style = {}): Content {
  return { text, margin: [0, 0, 0, 6], ...style };
}

/** Bullets or numbers in the accent colour; one block per item, so an item is never split across pages. */
export function list(items: readonly string[], accent: string, options: { ordered?: boolean } = {}): Content[] {
  return items.map((item, index) => {
    const spacing: [number, number, number, number] = [0, 0, 0, index === items.length - 1 ? 8 : 3];
    return options.ordered
      ? { ol: [item], start: index + 1, markerColor: accent, unbreakable: true, margin: spacing }
      : { ul: [item], markerColor: accent, unbreakable: true, margin: spacing };
  });
}

/** One run of text inside a card: a title, a paragraph, a link… */
export interface CardRun {
  text: string;
  style?: Style;
  /** Space above the run, in points. */
  gapBefore?: number;
  /** Makes the run a clickable link (https: or mailto:). */
  url?: string;
}

/** A tinted panel, with a bar on its left edge when `bar` is given, never split across pages. */
export function card(
  runs: readonly CardRun[],
  options: { background: string; bar?: string; padding?: number },
): Content {
  const padding = options.padding ?? 14;
  const stack: ContentStack = {
    stack: runs.map((run) => ({
      text: run.text,
      ...run.style,
      ...(run.url ? { link: run.url } : {}),
      margin: [0, run.gapBefore ?? 0, 0, 0],
    })),
  };
  return {
    unbreakable: true,
    margin: [0, 0, 0, 10],
    table: { widths: ['*'], body: [[stack]], dontBreakRows: true },
    layout: {
      fillColor: options.background,
      hLineWidth: () => 0,
      vLineWidth: (index) => (index === 0 && options.bar ? 4 : 0),
      vLineColor: options.bar ?? options.background,
      paddingLeft: () => padding,
      paddingRight: () => padding,
      paddingTop: () => padding,
      paddingBottom: () => padding,
    },
  };
}
