import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { typography } from '../../theme/typography.css.ts';

export const root = style([typography({ fontSize: 'small', lineHeight: 'body' })]);

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: 0,
  selectors: {
    // A chevron drawn by borders between steps: shapes, never text, so screen readers read the links alone.
    '& + &::before': {
      content: '""',
      flexShrink: 0,
      width: '0.4em',
      height: '0.4em',
      marginInline: vars.space.xxsmall,
      borderTop: `1.5px solid ${vars.color.textMuted}`,
      borderRight: `1.5px solid ${vars.color.textMuted}`,
      transform: 'rotate(45deg)',
    },
  },
});

export const link = style({
  color: vars.color.textMuted,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.text, textDecorationThickness: '2px' },
  },
});

/** The page itself: still a link (as the WAI-ARIA pattern has it), marked by weight rather than underline. */
export const current = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecorationLine: 'none',
  overflowWrap: 'anywhere',
});
