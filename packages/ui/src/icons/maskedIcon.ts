import type { StyleRule } from '@vanilla-extract/css';
import type { Glyph } from './glyphs.ts';
import { glyphSprite } from './glyphSprite.css.ts';
import { spriteCell, spriteCellCount, type MaskStrokeWidth } from './glyphSprite.ts';

/**
 * The style of a ::before or ::after that draws an icon in currentColor: the same glyph as icons.tsx without any
 * element, for icons repeated down a page (every element of the home page counts). Decorative only.
 * Every icon masks with the one sprite, shifted to its cell: Chromium builds an image document per distinct SVG in
 * the style pass, and one sprite took the home page's first style pass from 68 to 46 ms (docs/performance.md).
 */
export function maskedIcon(glyph: Glyph, size: number, strokeWidth: MaskStrokeWidth = 2): StyleRule {
  return {
    content: '""',
    display: 'block',
    flexShrink: 0,
    width: size,
    height: size,
    backgroundColor: 'currentColor',
    maskImage: glyphSprite,
    // The sprite scaled so that one cell fills the box, then placed at the glyph's cell (n − 1 steps across).
    maskSize: `${spriteCellCount * 100}% 100%`,
    maskPosition: `${(spriteCell(glyph, strokeWidth) * 100) / (spriteCellCount - 1)}% 0`,
    maskRepeat: 'no-repeat',
    // currentColor is already the forced text colour there; unadjusted, the background would turn to Canvas and vanish.
    forcedColorAdjust: 'none',
  };
}
