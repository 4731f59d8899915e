import { style } from '@vanilla-extract/css';
import { vars, media, typography } from '@fabrique/ui/styling';

export const root = style({
  height: '100%',
  overflow: 'hidden',
  transition: `box-shadow ${vars.duration.standard}, transform ${vars.duration.standard}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.raised, transform: 'translateY(-4px)' },
    // The ring goes round the whole card, the link's real extent.
    '&:has(a:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' },
  },
  '@media': { [media.reducedMotion]: { selectors: { '&:hover': { transform: 'none' } } } },
});

export const picture = style({ position: 'relative', aspectRatio: '16 / 9', backgroundColor: vars.color.surfaceMuted });

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.duration.slow}`,
  selectors: { [`${root}:hover &`]: { transform: 'scale(1.03)' } },
  '@media': { [media.reducedMotion]: { transform: 'none !important' } },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.small,
  padding: `clamp(${vars.space.large}, 1rem + 2vw, ${vars.space.xlarge})`,
});

export const meta = style([
  typography({ fontSize: 'small' }),
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${vars.space.xsmall} ${vars.space.small}`,
    color: vars.color.textMuted,
  },
]);

export const title = style([typography({ fontSize: 'h3', lineHeight: 'heading' }), { textWrap: 'balance' }]);

export const link = style({
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: 'none' },
    // The stretched link: its box covers the card, so a click anywhere opens the article.
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
    [`${root}:hover &`]: { textDecoration: 'underline', textDecorationThickness: '2px', textUnderlineOffset: '0.18em' },
  },
});

export const excerpt = style({ color: vars.color.textMuted });

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginTop: 'auto',
  paddingTop: vars.space.xsmall,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
});

export const arrow = style({
  display: 'inline-block',
  transition: `transform ${vars.duration.standard}`,
  selectors: { [`${root}:hover &`]: { transform: 'translateX(4px)' } },
});
