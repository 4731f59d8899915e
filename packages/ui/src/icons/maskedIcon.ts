import type { StyleRule } from '@vanilla-extract/css';
import { glyphs, type Glyph } from './glyphs.ts';

/** The glyph as an SVG data URL, stroked as icons.tsx strokes it, for a CSS mask. */
export function glyphMask(glyph: Glyph, strokeWidth = 2): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"><path d="${glyphs[glyph]}"/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/**
 * The style of a ::before or ::after that draws an icon in currentColor: the same glyph as icons.tsx without any
 * element, for icons repeated down a page (every element of the home page counts, issue 13). Decorative only.
 */
export function maskedIcon(glyph: Glyph, size: number, strokeWidth = 2): StyleRule {
  return {
    content: '""',
    display: 'block',
    flexShrink: 0,
    width: size,
    height: size,
    backgroundColor: 'currentColor',
    maskImage: glyphMask(glyph, strokeWidth),
    maskSize: '100% 100%',
    maskRepeat: 'no-repeat',
    // currentColor is already the forced text colour there; unadjusted, the background would turn to Canvas and vanish.
    forcedColorAdjust: 'none',
  };
}
