import { glyphs, type Glyph } from './glyphs.ts';

/** The stroke widths masks are drawn with: 2 as icons.tsx, 2.25 for the carousels' controls. */
export const maskStrokeWidths = [2, 2.25] as const;
/** @useDeclaredType */
export type MaskStrokeWidth = (typeof maskStrokeWidths)[number];

const glyphNames = Object.keys(glyphs) as Glyph[];

/** Every glyph once per stroke width, side by side on 24-unit cells. */
export const spriteCellCount = glyphNames.length * maskStrokeWidths.length;

/** The glyph's cell in the sprite, counted from the left. */
export function spriteCell(glyph: Glyph, strokeWidth: MaskStrokeWidth): number {
  return maskStrokeWidths.indexOf(strokeWidth) * glyphNames.length + glyphNames.indexOf(glyph);
}

/** One SVG holding every masked glyph: the page then loads one image document instead of one per glyph. */
export function glyphSpriteSvg(): string {
  const cells = maskStrokeWidths.flatMap((strokeWidth) =>
    glyphNames.map(
      (glyph) =>
        `<path transform="translate(${spriteCell(glyph, strokeWidth) * 24})" stroke-width="${strokeWidth}" d="${glyphs[glyph]}"/>`,
    ),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${spriteCellCount * 24} 24" fill="none" stroke="#000" stroke-linecap="round" stroke-linejoin="round">${cells.join('')}</svg>`;
}
