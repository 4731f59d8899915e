export { fontPreloads } from './fonts.ts';
import './global.css.ts';

export { vars } from './contract.css.ts';
export { tokens, palette, breakpoints, media, spaces } from './tokens.ts';
export type { Space, Breakpoint } from './tokens.ts';
export { contrastRatio, contrastLevel } from './contrast.ts';
