import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: vars.contentWidth.text,
  fontSize: vars.fontSize.large,
  lineHeight: '1.75',
});

export const subheading = style({
  fontSize: vars.fontSize.h3,
  lineHeight: vars.lineHeight.heading,
  textWrap: 'balance',
  selectors: {
    // A question opens a new part: more air above it than between paragraphs.
    '&:not(:first-child)': { marginTop: vars.space.large },
  },
});
