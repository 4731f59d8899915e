export { fontPreloads } from './fonts.ts';
import './global.css.ts';
// The type scale's atoms right after the global styles: every component's own class comes later and wins a tie.
export { typography } from './typography.css.ts';
export type { Typography } from './typography.css.ts';

export { vars } from './contract.css.ts';
export { tokens, palette, breakpoints, media, spaces } from './tokens.ts';
export type { Space, Breakpoint } from './tokens.ts';
export { contrastRatio, contrastLevel } from './contrast.ts';
