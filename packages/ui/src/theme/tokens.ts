/**
 * The design tokens as TypeScript values, generated from tokens/fabrique.tokens.json (DTCG): components never read
 * these, they use `vars` from contract.css.ts; e-mails, PDFs and meta tags, which cannot read custom properties, do.
 */
import { breakpoints, tokens as tokensValues } from './generated/tokens.ts';

export { palette, tokens, breakpoints } from './generated/tokens.ts';

export type Breakpoint = keyof typeof breakpoints;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export type Space = keyof typeof tokensValues.space;
export const spaces = Object.keys(tokensValues.space) as Space[];
