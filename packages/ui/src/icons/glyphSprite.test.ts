import { describe, expect, it } from 'vitest';
import { glyphs, type Glyph } from './glyphs.ts';
import { glyphSpriteSvg, maskStrokeWidths, spriteCell, spriteCellCount } from './glyphSprite.ts';

const glyphNames = Object.keys(glyphs) as Glyph[];

describe('glyph sprite', () => {
  it('gives every glyph and stroke width a cell of its own', () => {
    const cells = maskStrokeWidths.flatMap((width) => glyphNames.map((glyph) => spriteCell(glyph, width)));
    expect(new Set(cells).size).toBe(spriteCellCount);
    expect(Math.min(...cells)).toBe(0);
    expect(Math.max(...cells)).toBe(spriteCellCount - 1);
  });

  it('draws each glyph in its cell, with its stroke width, on a row as wide as its cells', () => {
    const svg = glyphSpriteSvg();
    expect(svg).toContain(`viewBox="0 0 ${spriteCellCount * 24} 24"`);
    for (const width of maskStrokeWidths) {
      for (const glyph of glyphNames) {
        expect(svg).toContain(
          `<path transform="translate(${spriteCell(glyph, width) * 24})" stroke-width="${width}" d="${glyphs[glyph]}"/>`,
        );
      }
    }
  });
});
