import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { typography } from '../../theme/typography.css.ts';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, listStyle: 'none' });

export const starsItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
});

export const barsItem = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
});

export const label = style([typography({ fontSize: 'small', fontWeight: 'semibold' })]);

export const visual = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const score = style([
  typography({ fontSize: 'small', fontWeight: 'bold' }),
  { minWidth: '1.75em', fontVariantNumeric: 'tabular-nums', textAlign: 'end' },
]);

export const stars = style({ position: 'relative', display: 'inline-flex', color: vars.color.border });

export const starRow = style({ display: 'block', flexShrink: 0, maxWidth: 'none' });

/** The filled stars lie over the empty ones and are cut at the score's share of the width. */
export const starFill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  overflow: 'hidden',
  color: vars.color.rating,
});

export const track = style({
  gridColumn: '1 / -1',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
  overflow: 'hidden',
});

export const bar = style({ height: '100%', borderRadius: vars.radius.full, backgroundColor: vars.color.rating });
