import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const textLink = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  transition: `text-decoration-thickness ${vars.duration.fast}`,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
  },
});

export const backArrow = style({
  display: 'inline-block',
  verticalAlign: '-0.2em',
  marginInlineEnd: vars.space.xxsmall,
});
