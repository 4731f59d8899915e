import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Shared by NotFound and ErrorFallback: the two dead ends of the site look alike. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.large,
  maxWidth: '40rem',
  marginInline: 'auto',
  textAlign: 'center',
});

export const code = style({
  fontFamily: vars.font.heading,
  fontSize: 'clamp(5rem, 3rem + 10vw, 10rem)',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 0.9,
  letterSpacing: '-0.04em',
  color: vars.color.stage,
  // Ink numeral with an offset coral shadow, the brand's "on-air" signal; decorative, hidden from assistive technology.
  textShadow: `0.06em 0.06em 0 ${vars.color.accentBright}`,
});

export const detail = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const path = style({
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: '0.95em',
});

export const message = style({
  alignSelf: 'stretch',
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  borderInlineStart: `4px solid ${vars.color.critical}`,
  backgroundColor: vars.color.criticalSurface,
  color: vars.color.text,
  textAlign: 'start',
  overflowWrap: 'anywhere',
});
