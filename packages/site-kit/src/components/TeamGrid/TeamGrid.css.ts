import { style } from '@vanilla-extract/css';
import { vars, media } from '@fabrique/ui/styling';

// Columns follow the room the grid is given, not the viewport: two when narrow, four from 48rem.
export const root = style({ containerType: 'inline-size' });

const wide = '(min-width: 48rem)';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `clamp(${vars.space.small}, 2vw, ${vars.space.large})`,
  listStyle: 'none',
  '@container': { [wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

/** Rows set apart when each portrait has a presentation under it, which would otherwise touch the next portraits. */
export const gridWithBio = style({ rowGap: vars.space.xlarge });

export const member = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
  backgroundColor: vars.color.surfaceMuted,
  cursor: 'default',
});

/** Marks a figure whose caption is always visible. */
export const alwaysShown = style({});

/** Marks a figure whose caption shows on hover. */
export const revealedOnHover = style({});

export const image = style({
  width: '100%',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  transition: `transform ${vars.duration.slow}`,
  selectors: {
    [`${revealedOnHover}:hover &`]: { transform: 'scale(1.04)' },
  },
  '@media': { [media.reducedMotion]: { transform: 'none !important' } },
});

/**
 * Revealed on hover. Opacity keeps it in the accessibility tree at all times;
 * screens without hover show it permanently.
 */
export const caption = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: `${vars.space.large} ${vars.space.small} ${vars.space.small}`,
  backgroundImage: `linear-gradient(to top, ${vars.color.stage} 55%, transparent)`,
  color: vars.color.onStage,
  opacity: 0,
  transform: 'translateY(0.75rem)',
  transition: `opacity ${vars.duration.standard}, transform ${vars.duration.standard}`,
  selectors: {
    [`${member}:hover &, ${alwaysShown} &`]: { opacity: 1, transform: 'none' },
  },
  '@container': { [wide]: { padding: `${vars.space.xlarge} ${vars.space.medium} ${vars.space.medium}` } },
  '@media': {
    '(hover: none)': { opacity: 1, transform: 'none' },
    [media.reducedMotion]: { transform: 'none' },
  },
});

export const name = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.standard,
  '@container': { [wide]: { fontSize: vars.fontSize.large } },
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const position = style({
  fontSize: vars.fontSize.xsmall,
  color: vars.color.onStageMuted,
  '@container': { [wide]: { fontSize: vars.fontSize.small } },
});

/** A member's presentation under the portrait, on the section's dark stage. */
export const bio = style({
  marginBlockStart: vars.space.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.onStageMuted,
});
