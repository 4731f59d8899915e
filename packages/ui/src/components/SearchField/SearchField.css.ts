import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const wrapper = style({ position: 'relative', display: 'block' });

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({ paddingInlineStart: `calc(${vars.space.medium} + 20px + ${vars.space.small})` });
