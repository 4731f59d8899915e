import { organisation } from '@fabrique/content';
import { tokens } from '@fabrique/ui/theme';
import { describe, expect, it } from 'vitest';
import { PdfLayout, bodyStyle, categoryPalette, contentWidth, hexColor, pdfPalette } from './layout.ts';

const layout = () =>
  PdfLayout.create({
    metadata: {
      title: 'Essai',
      subject: 'Essai',
      keywords: [],
      author: organisation.name,
      creator: organisation.name,
      generatedAt: new Date('2026-03-12T09:00:00Z'),
    },
    footer: { legal: organisation.trainingDeclaration.mention, note: 'Note' },
    accent: hexColor(categoryPalette.blue.solid),
    runningHead: { left: organisation.name, right: 'Essai' },
  });

describe('PDF palette', () => {
  it('uses the colours of the site theme', () => {
    for (const tone of ['blue', 'purple', 'green'] as const) {
      expect(categoryPalette[tone].solid).toBe(tokens.category[tone].solid);
      expect(categoryPalette[tone].tint).toBe(tokens.category[tone].tint);
    }
    expect(pdfPalette.ink).toBe(tokens.color.stage);
    expect(pdfPalette.text).toBe(tokens.color.text);
    expect(pdfPalette.muted).toBe(tokens.color.textMuted);
    expect(pdfPalette.coralDeep).toBe(tokens.color.accent);
    expect(pdfPalette.coral).toBe(tokens.color.accentBright);
    expect(pdfPalette.surface).toBe(tokens.color.surfaceMuted);
    expect(pdfPalette.rule).toBe(tokens.color.border);
    expect(pdfPalette.onStageMuted).toBe(tokens.color.onStageMuted);
  });
});

describe('PdfLayout', () => {
  it('wraps lines no wider than asked, measured as pdf-lib draws them (without kerning)', async () => {
    const pdf = await layout();
    const text = 'AVAVAV To. Tout; « Voyez » ce qu’Yves a vu : l’avenir. '.repeat(12);
    const lines = pdf.wrap(text, bodyStyle, 200);
    expect(lines.length).toBeGreaterThan(5);
    const font = pdf.font(bodyStyle);
    for (const line of lines) {
      const drawn = [...line].reduce((sum, char) => sum + font.widthOfTextAtSize(char, bodyStyle.size), 0);
      expect(drawn).toBeLessThanOrEqual(200);
    }
  });

  it('shortens a line that does not fit with an ellipsis', async () => {
    const pdf = await layout();
    expect(pdf.truncate('Court', bodyStyle, contentWidth)).toBe('Court');
    const long = pdf.truncate('Les clés de la série documentaire '.repeat(5), bodyStyle, 120);
    expect(long.endsWith('…')).toBe(true);
    expect(pdf.textWidth(long, bodyStyle)).toBeLessThanOrEqual(120);
  });

  it('moves to a new page when the content reaches the footer', async () => {
    const pdf = await layout();
    for (let index = 0; index < 120; index += 1) pdf.paragraph(`Paragraphe ${index}`);
    expect(pdf.doc.getPageCount()).toBeGreaterThan(1);
    expect(pdf.remaining).toBeGreaterThanOrEqual(0);
  });

  it('measures without drawing or adding pages', async () => {
    const pdf = await layout();
    const height = pdf.measure(() => {
      for (let index = 0; index < 200; index += 1) pdf.paragraph('Ligne');
    });
    expect(height).toBeGreaterThan(1000);
    expect(pdf.doc.getPageCount()).toBe(1);
  });
});
