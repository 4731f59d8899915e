import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { typography } from '../../theme/typography.css.ts';

export const root = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.medium });

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.medium,
});

export const iconTone = styleVariants({
  blue: { backgroundColor: vars.category.blue.tint, color: vars.category.blue.solid },
  purple: { backgroundColor: vars.category.purple.tint, color: vars.category.purple.solid },
  green: { backgroundColor: vars.category.green.tint, color: vars.category.green.solid },
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const label = style([
  typography({ fontSize: 'small', fontWeight: 'semibold' }),
  { letterSpacing: '0.08em', textTransform: 'uppercase', color: vars.color.textMuted },
]);

export const value = style([
  typography({ fontSize: 'large', fontWeight: 'bold', lineHeight: 'heading' }),
  { fontFamily: vars.font.heading, overflowWrap: 'break-word' },
]);

export const note = style([typography({ fontSize: 'small' }), { color: vars.color.textMuted }]);
