import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { typography } from '../../theme/typography.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const frame = style({
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  backgroundColor: vars.color.surfaceMuted,
});

export const iframe = style({ display: 'block', width: '100%', height: 'clamp(28rem, 80vh, 60rem)', border: 0 });

export const fallback = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: `clamp(${vars.space.large}, 1rem + 3vw, ${vars.space.xxlarge})`,
});

export const fallbackTitle = style([
  typography({ fontSize: 'large', fontWeight: 'bold' }),
  { fontFamily: vars.font.heading },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const note = style([typography({ fontSize: 'small' }), { color: vars.color.textMuted }]);
