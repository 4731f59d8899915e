import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';
import { typography } from '../../theme/typography.css.ts';

export const root = style({
  height: '100%',
  gap: vars.space.medium,
  transition: `box-shadow ${vars.duration.standard}, transform ${vars.duration.standard}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.raised, transform: 'translateY(-4px)' },
    // The ring goes round the whole card, the link's real extent, rather than round the title only.
    '&:has(a:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' },
  },
  '@media': { [media.reducedMotion]: { selectors: { '&:hover': { transform: 'none' } } } },
});

export const title = style([
  typography({ fontSize: 'h3', lineHeight: 'heading' }),
  {
    letterSpacing: '0.01em',
    // Upper case by CSS only, so assistive technology reads the title as written.
    textTransform: 'uppercase',
    textWrap: 'balance',
  },
]);

export const link = style({
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: 'none' },
    // The stretched link: its box covers the card, so a click anywhere opens the course.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.large },
    [`${root}:hover &`]: { textDecoration: 'underline', textDecorationThickness: '2px', textUnderlineOffset: '0.18em' },
  },
});

export const description = style({
  color: vars.color.textMuted,
  // Cards of a row keep comparable heights; the full text is on the course page and still read out here.
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 4,
  overflow: 'hidden',
});

export const facts = style([
  typography({ fontSize: 'small', fontWeight: 'semibold' }),
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space.xsmall} ${vars.space.large}`,
    marginTop: 'auto',
    paddingTop: vars.space.medium,
    borderTop: `1px solid ${vars.color.border}`,
  },
]);

export const fact = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const factLabel = style({ display: 'flex' });

/** The price (or its funding note) takes a line of its own: a note can be long. */
export const price = style({ flexBasis: '100%' });

/** The next session takes a line of its own below duration and hours, label and date read as one wrapping sentence. */
export const session = style({ display: 'block', flexBasis: '100%', fontWeight: vars.fontWeight.regular });

globalStyle(`${session} > dt, ${session} > dd`, { display: 'inline', margin: 0 });

export const badge = style({ alignSelf: 'flex-start' });

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontWeight: vars.fontWeight.bold,
});

export const arrow = style({
  display: 'block',
  transition: `transform ${vars.duration.standard}`,
  selectors: { [`${root}:hover &`]: { transform: 'translateX(4px)' } },
});

/** The category colour carries the call to action and the icons; all three reach AA on white. */
export const tone = styleVariants({
  blue: { color: vars.category.blue.solid },
  purple: { color: vars.category.purple.solid },
  green: { color: vars.category.green.solid },
});
