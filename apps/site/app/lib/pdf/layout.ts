/**
 * A small flow-layout engine on top of pdf-lib, shared by the course programmes and the CSIA catalogue:
 * A4 pages, a cursor that moves down, measured wrapping, automatic page breaks and a footer on every page.
 */
import type { CategoryTone, Organisation } from '@fabrique/content';
import {
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFString,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import { toWinAnsi } from './win-ansi.ts';
import { wrapText, type TextMeasure } from './wrap.ts';

/** A4 in PostScript points. */
export const pageSize = { width: 595.28, height: 841.89 } as const;
/** 2 cm side margins: about 80 characters per line of body text. */
export const margin = { left: 56.7, right: 56.7, top: 62, bottom: 28 } as const;
export const contentWidth = pageSize.width - margin.left - margin.right;

export function hexColor(hex: string): RGB {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  return rgb(
    parseInt(match[1] ?? '0', 16) / 255,
    parseInt(match[2] ?? '0', 16) / 255,
    parseInt(match[3] ?? '0', 16) / 255,
  );
}

/**
 * The site's palette (packages/ui/src/theme/tokens.ts), mirrored here because the theme's entry point
 * loads fonts and global CSS; a test keeps both in step.
 */
export const pdfPalette = {
  ink: '#0b1026',
  onStageMuted: '#c7cde0',
  text: '#1e293b',
  muted: '#475569',
  rule: '#e2e8f0',
  surface: '#f3f5f9',
  white: '#ffffff',
  coral: '#ff5a4e',
  coralDeep: '#c8362b',
} as const;

export const categoryPalette: Record<CategoryTone, { solid: string; tint: string }> = {
  blue: { solid: '#2563eb', tint: '#dbeafe' },
  purple: { solid: '#7c3aed', tint: '#ede9fe' },
  green: { solid: '#047857', tint: '#d1fae5' },
};

const colour = {
  onStageMuted: hexColor(pdfPalette.onStageMuted),
  text: hexColor(pdfPalette.text),
  muted: hexColor(pdfPalette.muted),
  rule: hexColor(pdfPalette.rule),
};

export interface TextStyle {
  weight: 'regular' | 'bold';
  size: number;
  /** Height of one line, in points. */
  leading: number;
  color: RGB;
}

export const bodyStyle: TextStyle = { weight: 'regular', size: 10, leading: 14.5, color: colour.text };
export const smallStyle: TextStyle = { weight: 'regular', size: 8.5, leading: 12, color: colour.muted };
export const strongStyle: TextStyle = { ...bodyStyle, weight: 'bold' };
const subheadingStyle: TextStyle = { weight: 'bold', size: 10.5, leading: 15, color: colour.text };
export const labelStyle: TextStyle = { weight: 'bold', size: 7.5, leading: 10, color: colour.muted };

/** What every generated PDF needs from the build: who publishes it, when, and where the site lives. */
export interface PdfBuildOptions {
  organisation: Organisation;
  /** Printed as the update date and used as the PDF's dates: the build's, never the clock's. */
  generatedAt: Date;
  /** Public base URL, without a trailing slash. */
  siteUrl: string;
}

/** A point of the document: a page and a height on it. */
export interface PdfAnchor {
  page: PDFPage;
  top: number;
}

export interface DocumentMetadata {
  title: string;
  subject: string;
  keywords: readonly string[];
  author: string;
  /** The application that wrote the content, e.g. 'La Fabrique — https://www.lafabrique-formats.fr'. */
  creator: string;
  /** Creation and modification date: the build's, never the clock's. */
  generatedAt: Date;
}

export interface PageFooter {
  /** Legal mentions, in small type on every page. */
  legal: string;
  /** Left of the last line, e.g. 'Programme mis à jour le 12 mars 2026'; the page number is on the right. */
  note: string;
}

export interface LayoutOptions {
  metadata: DocumentMetadata;
  footer: PageFooter;
  /** Colour of headings, list markers and the strip at the top of every page. */
  accent: RGB;
  /** Repeated at the top of every page after the first. */
  runningHead: { left: string; right: string };
}

/** One run of text inside a card: a title, a paragraph, a link… */
export interface CardRun {
  text: string;
  style: TextStyle;
  /** Space above the run, in points. */
  gapBefore?: number;
  /** Makes the run's lines a clickable link (https: or mailto:). */
  url?: string;
}

export interface CardOptions {
  background: RGB;
  /** A vertical bar on the left edge. */
  bar?: RGB;
  padding?: number;
}

const footerLegalStyle: TextStyle = { weight: 'regular', size: 6.5, leading: 8.5, color: colour.muted };
const footerLineStyle: TextStyle = { weight: 'regular', size: 7.5, leading: 10, color: colour.muted };
const runningHeadStyle: TextStyle = { weight: 'regular', size: 7.5, leading: 10, color: colour.muted };

/**
 * Widths as pdf-lib draws them. `PDFFont.widthOfTextAtSize` subtracts kerning that `drawText` never applies,
 * so it underestimates: summing single glyphs does not.
 */
function drawnWidths(font: PDFFont): TextMeasure {
  const unitWidths = new Map<string, number>();
  const unitWidth = (char: string): number => {
    let width = unitWidths.get(char);
    if (width === undefined) {
      width = font.widthOfTextAtSize(char, 1);
      unitWidths.set(char, width);
    }
    return width;
  };
  return { widthOfTextAtSize: (text, size) => [...text].reduce((sum, char) => sum + unitWidth(char), 0) * size };
}

/** Where the first baseline sits below the top of a line box: text optically centred in its leading. */
const baselineOffset = (style: TextStyle): number => (style.leading - style.size) / 2 + style.size * 0.76;

export class PdfLayout {
  readonly doc: PDFDocument;
  readonly accent: RGB;
  page: PDFPage;
  /** Top of the next thing to draw on the current page. */
  y: number;
  private readonly fonts: Record<TextStyle['weight'], PDFFont>;
  private readonly widths: Record<TextStyle['weight'], TextMeasure>;
  private readonly options: LayoutOptions;
  private readonly footerLegalLines: readonly string[];
  private readonly bottomLimit: number;
  private readonly darkPages = new Set<PDFPage>();
  /** Above zero while `measure` runs the drawing code without drawing. */
  private measuring = 0;
  /** Every section heading, in order: the bookmarks of the PDF and the catalogue's contents. */
  private readonly sections: ({ title: string } & PdfAnchor)[] = [];

  static async create(options: LayoutOptions): Promise<PdfLayout> {
    // No automatic metadata: pdf-lib would stamp the current date.
    const doc = await PDFDocument.create({ updateMetadata: false });
    const { metadata } = options;
    doc.setTitle(metadata.title, { showInWindowTitleBar: true });
    doc.setAuthor(metadata.author);
    doc.setSubject(metadata.subject);
    // pdf-lib joins keywords with spaces, which runs multi-word keywords together.
    doc.setKeywords([metadata.keywords.join(', ')]);
    doc.setCreator(metadata.creator);
    doc.setProducer('pdf-lib');
    doc.setLanguage('fr-FR');
    doc.setCreationDate(metadata.generatedAt);
    doc.setModificationDate(metadata.generatedAt);
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfLayout(doc, { regular, bold }, options);
  }

  private constructor(doc: PDFDocument, fonts: Record<TextStyle['weight'], PDFFont>, options: LayoutOptions) {
    this.doc = doc;
    this.fonts = fonts;
    this.widths = { regular: drawnWidths(fonts.regular), bold: drawnWidths(fonts.bold) };
    this.options = options;
    this.accent = options.accent;
    this.footerLegalLines = this.wrap(options.footer.legal, footerLegalStyle, contentWidth);
    const footerHeight = this.footerLegalLines.length * footerLegalStyle.leading + 4 + footerLineStyle.leading;
    this.bottomLimit = margin.bottom + footerHeight + 22;
    // The first page is left bare: each document draws its own opening (hero band or cover).
    this.page = doc.addPage([pageSize.width, pageSize.height]);
    this.y = this.pageTop;
  }

  font(style: TextStyle): PDFFont {
    return this.fonts[style.weight];
  }

  /** The lines of `text` at `width`, made drawable with the standard fonts. */
  wrap(text: string, style: TextStyle, width: number): string[] {
    return wrapText(toWinAnsi(text), this.widths[style.weight], style.size, width);
  }

  /** `text` on one line of `width`, shortened with an ellipsis when it does not fit. */
  truncate(text: string, style: TextStyle, width: number): string {
    const line = toWinAnsi(text).replace(/\s+/g, ' ').trim();
    if (this.textWidth(line, style) <= width) return line;
    const chars = [...line];
    while (chars.length > 0 && this.textWidth(`${chars.join('').trimEnd()}…`, style) > width) chars.pop();
    return `${chars.join('').trimEnd()}…`;
  }

  textWidth(text: string, style: TextStyle): number {
    return this.widths[style.weight].widthOfTextAtSize(toWinAnsi(text), style.size);
  }

  /** Draws already wrapped lines from `top` down; returns the y below the last line. */
  drawLines(lines: readonly string[], style: TextStyle, x: number, top: number, page: PDFPage = this.page): number {
    if (this.measuring) return top - lines.length * style.leading;
    lines.forEach((line, index) => {
      if (line === '') return;
      page.drawText(toWinAnsi(line), {
        x,
        y: top - index * style.leading - baselineOffset(style),
        size: style.size,
        font: this.font(style),
        color: style.color,
      });
    });
    return top - lines.length * style.leading;
  }

  /** Draws one line ending at `right`. */
  drawRightAligned(text: string, style: TextStyle, right: number, top: number, page: PDFPage = this.page): void {
    this.drawLines([text], style, right - this.textWidth(text, style), top, page);
  }

  /** A filled rectangle with rounded corners; (x, y) is its lower-left corner, as in pdf-lib. */
  roundedRect(
    rect: { x: number; y: number; width: number; height: number },
    radius: number,
    color: RGB,
    page: PDFPage = this.page,
  ): void {
    const { width: w, height: h } = rect;
    if (this.measuring) return;
    const r = Math.min(radius, w / 2, h / 2);
    // SVG coordinates: origin at the top-left corner given to drawSvgPath, y pointing down.
    const path = `M ${r} 0 H ${w - r} A ${r} ${r} 0 0 1 ${w} ${r} V ${h - r} A ${r} ${r} 0 0 1 ${w - r} ${h} H ${r} A ${r} ${r} 0 0 1 0 ${h - r} V ${r} A ${r} ${r} 0 0 1 ${r} 0 Z`;
    page.drawSvgPath(path, { x: rect.x, y: rect.y + h, color, borderWidth: 0 });
  }

  /** Paints the whole page, and switches its footer to light text. */
  fillPage(color: RGB, dark: boolean): void {
    if (this.measuring) return;
    this.page.drawRectangle({ x: 0, y: 0, width: pageSize.width, height: pageSize.height, color });
    if (dark) this.darkPages.add(this.page);
  }

  /** Makes a rectangle of the current page open `url`. */
  addLink(url: string, rect: { x: number; y: number; width: number; height: number }, page: PDFPage = this.page): void {
    if (this.measuring) return;
    const { context } = this.doc;
    const annotation = context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [rect.x, rect.y, rect.x + rect.width, rect.y + rect.height],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    });
    page.node.addAnnot(context.register(annotation));
  }

  /** Where content starts below the running head. */
  private get pageTop(): number {
    return pageSize.height - margin.top;
  }

  /** Height still available above the footer on the current page. */
  get remaining(): number {
    return this.y - this.bottomLimit;
  }

  /** The tallest block a page can hold below its running head. */
  get pageCapacity(): number {
    return pageSize.height - margin.top - this.bottomLimit;
  }

  newPage(): void {
    this.page = this.doc.addPage([pageSize.width, pageSize.height]);
    const { width, height } = pageSize;
    this.page.drawRectangle({ x: 0, y: height - 5, width, height: 5, color: this.accent });
    const head = this.options.runningHead;
    const headTop = height - 30;
    this.drawLines([head.left], { ...runningHeadStyle, weight: 'bold' }, margin.left, headTop);
    const right = this.truncate(head.right, runningHeadStyle, contentWidth * 0.7);
    this.drawRightAligned(right, runningHeadStyle, width - margin.right, headTop);
    this.y = this.pageTop;
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensureSpace(height: number): void {
    if (!this.measuring && height > this.remaining) this.newPage();
  }

  /** The height `draw` would take, without drawing anything or breaking pages. */
  measure(draw: () => void): number {
    const { y, page } = this;
    this.measuring += 1;
    try {
      draw();
      return y - this.y;
    } finally {
      this.measuring -= 1;
      this.y = y;
      this.page = page;
    }
  }

  /** Draws `draw` on one page when it takes at most `share` of a page; longer content flows across pages. */
  keepTogether(draw: () => void, share = 0.5): void {
    const height = this.measure(draw);
    if (height <= this.pageCapacity * share) this.ensureSpace(height);
    draw();
  }

  space(height: number): void {
    this.y -= height;
  }

  /** A block drawn by the caller: kept on one page, the cursor moves below it. */
  block(height: number, draw: (top: number) => void): void {
    if (height > this.pageCapacity) throw new RangeError(`A block of ${Math.round(height)} pt cannot fit on one page`);
    this.ensureSpace(height);
    if (!this.measuring) draw(this.y);
    this.y -= height;
  }

  /** Wrapped text that may continue on the next page; never leaves a single line at the bottom of a page. */
  paragraph(text: string, style: TextStyle = bodyStyle, options: { spaceAfter?: number } = {}): void {
    const lines = this.wrap(text, style, contentWidth);
    this.ensureSpace(Math.min(lines.length, 2) * style.leading);
    for (const line of lines) {
      this.ensureSpace(style.leading);
      this.y = this.drawLines([line], style, margin.left, this.y);
    }
    this.y -= options.spaceAfter ?? 6;
  }

  /** A section title in the accent colour with a hairline, kept with the start of what follows. */
  heading(text: string): void {
    const style: TextStyle = { weight: 'bold', size: 13, leading: 17, color: this.accent };
    const lines = this.wrap(text, style, contentWidth);
    const height = lines.length * style.leading + 7;
    if (this.y < this.pageTop) this.y -= 14;
    this.ensureSpace(height + 3 * bodyStyle.leading);
    if (!this.measuring) this.sections.push({ title: text, page: this.page, top: this.y });
    const bottom = this.drawLines(lines, style, margin.left, this.y);
    if (!this.measuring) {
      this.page.drawLine({
        start: { x: margin.left, y: bottom - 2 },
        end: { x: margin.left + contentWidth, y: bottom - 2 },
        thickness: 0.75,
        color: colour.rule,
      });
    }
    this.y = bottom - 9;
  }

  /** A heading and its content, on one page when the whole fits in a third of a page. */
  section(title: string, draw: () => void): void {
    this.keepTogether(() => {
      this.heading(title);
      draw();
    }, 1 / 3);
  }

  /** A heading over items that each stay on one page (up to `share` of it); the heading stays with the first. */
  itemsSection<T>(title: string, items: readonly T[], drawItem: (item: T) => void, share = 0.4): void {
    items.forEach((item, index) =>
      this.keepTogether(() => {
        if (index === 0) this.heading(title);
        drawItem(item);
      }, share),
    );
  }

  /** The headings drawn so far, with their page numbers. */
  headings(): readonly ({ title: string; pageNumber: number } & PdfAnchor)[] {
    const pages = this.doc.getPages();
    return this.sections.map((section) => ({ ...section, pageNumber: pages.indexOf(section.page) + 1 }));
  }

  /** Keeps `height` points free for something drawn once the rest is laid out (a table of contents). */
  reserve(height: number): PdfAnchor {
    this.ensureSpace(height);
    const anchor = { page: this.page, top: this.y };
    this.y -= height;
    return anchor;
  }

  /** Makes a rectangle jump to `target` inside the document. */
  addInternalLink(
    target: PdfAnchor,
    rect: { x: number; y: number; width: number; height: number },
    page: PDFPage,
  ): void {
    if (this.measuring) return;
    const { context } = this.doc;
    const annotation = context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [rect.x, rect.y, rect.x + rect.width, rect.y + rect.height],
      Border: [0, 0, 0],
      Dest: [target.page.ref, 'XYZ', 0, target.top + 16, null],
    });
    page.node.addAnnot(context.register(annotation));
  }

  /** PDF bookmarks, one per section heading, for the reader's side panel. */
  private writeBookmarks(): void {
    const { context } = this.doc;
    if (this.sections.length === 0) return;
    const rootRef = context.nextRef();
    const refs = this.sections.map(() => context.nextRef());
    this.sections.forEach((section, index) => {
      const previous = refs[index - 1];
      const next = refs[index + 1];
      const item = context.obj({
        Title: PDFHexString.fromText(section.title),
        Parent: rootRef,
        Dest: [section.page.ref, 'XYZ', 0, section.top + 16, null],
        ...(previous ? { Prev: previous } : {}),
        ...(next ? { Next: next } : {}),
      });
      context.assign(refs[index] ?? context.nextRef(), item);
    });
    const root = context.obj({ Type: 'Outlines', First: refs[0], Last: refs[refs.length - 1], Count: refs.length });
    context.assign(rootRef, root);
    this.doc.catalog.set(PDFName.of('Outlines'), rootRef);
  }

  /** A title inside a section (a programme module, a training path's topic). */
  subheading(text: string): void {
    const style = subheadingStyle;
    const lines = this.wrap(text, style, contentWidth);
    this.y -= 4;
    this.ensureSpace(lines.length * style.leading + 2 * bodyStyle.leading);
    this.y = this.drawLines(lines, style, margin.left, this.y) - 2;
  }

  /** Bullets or numbers in the accent colour, text hanging after them; a short list is not split. */
  list(items: readonly string[], options: { ordered?: boolean } = {}): void {
    this.keepTogether(() => this.drawList(items, options.ordered ?? false), 0.25);
  }

  private drawList(items: readonly string[], ordered: boolean): void {
    const style = bodyStyle;
    const markerStyle: TextStyle = { ...style, weight: 'bold', color: this.accent };
    const markerWidth = ordered ? this.textWidth(`${items.length}.`, markerStyle) + 7 : 12;
    const textX = margin.left + markerWidth;
    items.forEach((item, index) => {
      const lines = this.wrap(item, style, contentWidth - markerWidth);
      this.ensureSpace(Math.min(lines.length, 2) * style.leading);
      this.drawLines([ordered ? `${index + 1}.` : '•'], markerStyle, margin.left, this.y);
      for (const line of lines) {
        this.ensureSpace(style.leading);
        this.y = this.drawLines([line], style, textX, this.y);
      }
      this.y -= 3;
    });
    this.y -= 4;
  }

  private measureCard(runs: readonly CardRun[], innerWidth: number) {
    const measured = runs.map((run) => ({ ...run, lines: this.wrap(run.text, run.style, innerWidth) }));
    const height = measured.reduce((sum, run) => sum + (run.gapBefore ?? 0) + run.lines.length * run.style.leading, 0);
    return { measured, height };
  }

  /** A tinted panel holding a few runs of text, never split across pages. */
  card(runs: readonly CardRun[], options: CardOptions): void {
    const padding = options.padding ?? 14;
    const barWidth = options.bar ? 4 : 0;
    const innerX = margin.left + barWidth + padding;
    const innerWidth = contentWidth - barWidth - 2 * padding;
    const { measured, height } = this.measureCard(runs, innerWidth);
    const total = height + 2 * padding;
    this.block(total, (top) => {
      const box = { x: margin.left, y: top - total, width: contentWidth, height: total };
      if (options.bar) {
        // A bar reads best against square corners, like a pull quote.
        this.page.drawRectangle({ ...box, color: options.background });
        this.page.drawRectangle({ ...box, width: barWidth, color: options.bar });
      } else {
        this.roundedRect(box, 8, options.background);
      }
      let y = top - padding;
      for (const run of measured) {
        y -= run.gapBefore ?? 0;
        const bottom = this.drawLines(run.lines, run.style, innerX, y);
        if (run.url) {
          const width = Math.max(...run.lines.map((line) => this.textWidth(line, run.style)));
          this.addLink(run.url, { x: innerX, y: bottom, width, height: y - bottom });
        }
        y = bottom;
      }
    });
    this.y -= 10;
  }

  private drawFooter(page: PDFPage, number: number, count: number): void {
    const dark = this.darkPages.has(page);
    const legal: TextStyle = { ...footerLegalStyle, color: dark ? colour.onStageMuted : colour.muted };
    const line: TextStyle = { ...footerLineStyle, color: legal.color };
    const legalHeight = this.footerLegalLines.length * legal.leading;
    const top = margin.bottom + line.leading + 4 + legalHeight;
    page.drawLine({
      start: { x: margin.left, y: top + 7 },
      end: { x: margin.left + contentWidth, y: top + 7 },
      thickness: 0.5,
      color: dark ? colour.muted : colour.rule,
    });
    const legalBottom = this.drawLines(this.footerLegalLines, legal, margin.left, top, page);
    const pageLabel = `Page ${number} / ${count}`;
    const note = this.truncate(this.options.footer.note, line, contentWidth - this.textWidth(pageLabel, line) - 24);
    this.drawLines([note], line, margin.left, legalBottom - 4, page);
    this.drawRightAligned(pageLabel, line, margin.left + contentWidth, legalBottom - 4, page);
  }

  /** Adds the footers now that the page count is known, and serialises the document. */
  async save(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => this.drawFooter(page, index + 1, pages.length));
    this.writeBookmarks();
    return this.doc.save();
  }
}
