import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { typography } from '../../theme/typography.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, maxWidth: '48rem' });

export const align = styleVariants({
  start: {},
  center: { marginInline: 'auto', textAlign: 'center', alignItems: 'center' },
});

export const eyebrow = style([
  typography({ fontSize: 'small', fontWeight: 'semibold' }),
  { fontFamily: vars.font.body, letterSpacing: '0.12em', textTransform: 'uppercase', color: vars.color.accent },
]);

export const eyebrowOnStage = style({ color: vars.color.accentBright });

export const intro = style([typography({ fontSize: 'large' }), { color: vars.color.textMuted }]);
export const introOnStage = style({ color: vars.color.onStageMuted });
