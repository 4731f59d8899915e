// For your own vanilla-extract styles beside the components: the theme contract, the type scale, the breakpoints and
// the icons drawn as a mask. A .css.ts file imports this entry rather than the components'.
export { vars } from './theme/contract.css.ts';
export { typography } from './theme/typography.css.ts';
export type { Typography } from './theme/typography.css.ts';
export { breakpoints, media } from './theme/tokens.ts';
export type { Breakpoint } from './theme/tokens.ts';
export { maskedIcon } from './icons/maskedIcon.ts';
export type { Glyph } from './icons/glyphs.ts';
