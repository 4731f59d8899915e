import { style, styleVariants } from '@vanilla-extract/css';
import { maskedIcon, vars, typography } from '@fabrique/ui/styling';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const controls = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.small });

export const slide = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
});

export const media = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderStartStartRadius: vars.radius.large,
  borderStartEndRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceMuted,
});

export const image = style({
  height: 'auto',
  objectFit: 'cover',
  // Portraits keep their faces when cropped to the landscape frame.
  objectPosition: 'center 30%',
});

export const labels = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: 32,
});

/** The category colour, as a band under the picture. */
export const band = styleVariants({
  blue: { borderBlockStart: `6px solid ${vars.category.blue.solid}` },
  purple: { borderBlockStart: `6px solid ${vars.category.purple.solid}` },
  green: { borderBlockStart: `6px solid ${vars.category.green.solid}` },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.medium,
  padding: `${vars.space.large} clamp(${vars.space.large}, 1rem + 1vw, ${vars.space.xlarge}) ${vars.space.xlarge}`,
});

export const partnerLogo = style({ height: 32, width: 'auto' });

export const title = style([typography({ fontSize: 'h3', lineHeight: 'heading' }), { textWrap: 'balance' }]);

export const sessions = style([typography({ fontSize: 'small' }), { color: vars.color.textMuted }]);

export const contact = style([
  typography({ fontSize: 'small', fontWeight: 'semibold' }),
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    alignSelf: 'flex-start',
    overflowWrap: 'anywhere',
    textUnderlineOffset: '0.2em',
  },
]);

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  alignSelf: 'flex-start',
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.xsmall,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  '::after': { ...maskedIcon('arrow', 18), transition: `transform ${vars.duration.standard}` },
  selectors: {
    '&:hover': { textDecoration: 'underline', textDecorationThickness: '2px', textUnderlineOffset: '0.2em' },
    '&:hover::after': { transform: 'translateX(4px)' },
  },
});

/** Links take the category colour; all three reach AA on white. */
export const tone = styleVariants({
  blue: { color: vars.category.blue.solid },
  purple: { color: vars.category.purple.solid },
  green: { color: vars.category.green.solid },
});
