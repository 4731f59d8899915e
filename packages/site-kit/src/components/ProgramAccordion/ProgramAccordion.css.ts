import { style } from '@vanilla-extract/css';
import { vars } from '@fabrique/ui/styling';

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  listStyle: 'none',
  maxWidth: vars.contentWidth.text,
});

export const line = style({
  position: 'relative',
  paddingInlineStart: vars.space.large,
  color: vars.color.textMuted,
  selectors: {
    // A small accent dot, aligned with the first text line.
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: '0.25rem',
      top: '0.6em',
      width: '0.45rem',
      height: '0.45rem',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.accent,
    },
  },
});
