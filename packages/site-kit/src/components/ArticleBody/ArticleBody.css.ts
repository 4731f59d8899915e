import { style } from '@vanilla-extract/css';
import { vars, typography } from '@fabrique/ui/styling';

export const root = style([
  typography({ fontSize: 'large' }),
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.large,
    maxWidth: vars.contentWidth.text,
    lineHeight: '1.75',
  },
]);

export const subheading = style([
  typography({ fontSize: 'h3', lineHeight: 'heading' }),
  {
    textWrap: 'balance',
    selectors: {
      // A question opens a new part: more air above it than between paragraphs.
      '&:not(:first-child)': { marginTop: vars.space.large },
    },
  },
]);
