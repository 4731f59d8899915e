import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { maskedIcon, vars, media, typography } from '@fabrique/ui/styling';

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

/** The category colour of the card's icons and call to action, set by `tone`. */
const toneColor = createVar();

// The value carries its icon (a masked ::before); its dt, visually hidden, names it for assistive technology.
export const fact = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  '@media': { '(forced-colors: active)': { selectors: { '&::before': { backgroundColor: 'CanvasText' } } } },
});

export const factIcon = styleVariants(
  { calendar: 'calendar', clock: 'clock', pin: 'pin', tag: 'tag' } as const,
  (glyph) => ({
    '::before': { ...maskedIcon(glyph, 18), backgroundColor: toneColor },
  }),
);

/** The price (or its funding note) takes a line of its own: a note can be long. */
export const price = style({ flexBasis: '100%' });

/** The next session, a line below the facts (as close as their rows), label and date read as one wrapping sentence. */
export const session = style([
  typography({ fontSize: 'small' }),
  { marginTop: `calc(${vars.space.xsmall} - ${vars.space.medium})` },
]);

export const badge = style({ alignSelf: 'flex-start' });

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontWeight: vars.fontWeight.bold,
  color: toneColor,
  '::after': { ...maskedIcon('arrow', 18), transition: `transform ${vars.duration.standard}` },
  selectors: { [`${root}:hover &::after`]: { transform: 'translateX(4px)' } },
});

/** The category colours reach AA on white. */
export const tone = styleVariants({
  blue: { vars: { [toneColor]: vars.category.blue.solid } },
  purple: { vars: { [toneColor]: vars.category.purple.solid } },
  green: { vars: { [toneColor]: vars.category.green.solid } },
});
