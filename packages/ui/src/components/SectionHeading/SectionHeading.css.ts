import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, maxWidth: '48rem' });

export const align = styleVariants({
  start: {},
  center: { marginInline: 'auto', textAlign: 'center', alignItems: 'center' },
});

export const eyebrow = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});

export const eyebrowOnStage = style({ color: vars.color.accentBright });

export const title = styleVariants({
  1: { fontSize: vars.fontSize.h1, lineHeight: vars.lineHeight.tight },
  2: { fontSize: vars.fontSize.h2, lineHeight: vars.lineHeight.heading },
  3: { fontSize: vars.fontSize.h3, lineHeight: vars.lineHeight.heading },
});

export const intro = style({ fontSize: vars.fontSize.large, color: vars.color.textMuted });
export const introOnStage = style({ color: vars.color.onStageMuted });
