import { style } from '@vanilla-extract/css';
import { maskedIcon, vars, typography } from '@fabrique/ui/styling';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const range = style([
  typography({ fontSize: 'large', fontWeight: 'bold', lineHeight: 'heading' }),
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    fontFamily: vars.font.heading,
    '::before': maskedIcon('calendar', 20),
  },
]);

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, listStyle: 'none' });

export const line = style({
  position: 'relative',
  paddingInlineStart: vars.space.large,
  selectors: {
    // A short dash in the current colour, aligned with the first text line.
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: '0.35rem',
      top: '0.8em',
      width: '0.6rem',
      height: '2px',
      borderRadius: vars.radius.full,
      backgroundColor: 'currentColor',
    },
  },
});

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontWeight: vars.fontWeight.semibold,
  '::before': maskedIcon('calendar', 20),
});
