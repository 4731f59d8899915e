import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { maskedIcon, vars, media, typography } from '@fabrique/ui/styling';

export const root = style({
  backgroundColor: vars.color.stage,
  color: vars.color.onStage,
  paddingTop: vars.space.xxxlarge,
  paddingBottom: vars.space.xlarge,
  '@media': { [media.desktop]: { paddingTop: vars.space.huge } },
});

globalStyle(`${root} :focus-visible`, { outlineColor: vars.color.focusOnStage });

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxlarge,
  maxWidth: vars.contentWidth.header,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  '@media': { [media.tablet]: { paddingInline: vars.space.xlarge } },
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xxlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xlarge },
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 0.8fr) minmax(0, 1fr) minmax(0, 1.5fr)' },
  },
});

export const brandColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge, minWidth: 0 });

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const wordmark = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: '1.5rem',
  lineHeight: 1,
});

export const wordmarkDot = style({
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentBright,
});

export const tagline = style({ color: vars.color.onStageMuted, maxWidth: '22rem' });

export const heading = style([
  typography({ fontSize: 'small', fontWeight: 'semibold' }),
  { fontFamily: vars.font.body, letterSpacing: '0.12em', textTransform: 'uppercase', color: vars.color.onStageMuted },
]);

export const linkList = style({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 36,
  color: vars.color.onStage,
  textDecoration: 'none',
  textUnderlineOffset: '0.25em',
  selectors: {
    '&:hover': { textDecorationLine: 'underline' },
    '&[aria-current="page"]': {
      textDecorationLine: 'underline',
      textDecorationColor: vars.color.accentBright,
      textDecorationThickness: 2,
    },
  },
});

export const contact = style({
  fontStyle: 'normal',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const contactLine = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 36,
  color: vars.color.onStage,
  overflowWrap: 'anywhere',
});

/** The contact lines' icons, a masked ::before in the bright accent (no svg element: the home page's element budget). */
export const contactIcon = styleVariants({ mail: 'mail', phone: 'phone', pin: 'pin' } as const, (glyph) => ({
  '::before': { ...maskedIcon(glyph, 18), color: vars.color.accentBright },
}));

/** A light card on the dark stage: whatever form the site puts there keeps its light-theme contrast. */
export const newsletter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
});

globalStyle(`${newsletter} :focus-visible`, { outlineColor: vars.color.focus });

export const newsletterTitle = style([typography({ fontSize: 'h3', lineHeight: 'heading' })]);

export const newsletterIntro = style([typography({ fontSize: 'small' }), { color: vars.color.textMuted }]);

export const socialList = style({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

const socialItemBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 40,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
} as const;
const socialItemType = typography({ fontSize: 'small', fontWeight: 'semibold' });

export const socialLink = style([
  socialItemType,
  {
    ...socialItemBase,
    border: `1px solid ${vars.color.onStageMuted}`,
    color: vars.color.onStage,
    textDecoration: 'none',
    selectors: { '&:hover': { backgroundColor: vars.color.stageRaised } },
  },
]);

/** A network without an address yet: dashed and labelled, so it never passes for a link. */
export const socialPending = style([
  socialItemType,
  {
    ...socialItemBase,
    border: `1px dashed ${vars.color.onStageMuted}`,
    color: vars.color.onStageMuted,
  },
]);

export const pendingNote = style([
  typography({ fontSize: 'xsmall', fontWeight: 'regular' }),
  { letterSpacing: '0.04em' },
]);

export const bottom = style([
  typography({ fontSize: 'small' }),
  {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: vars.space.small,
    paddingTop: vars.space.large,
    borderTop: `1px solid ${vars.color.stageRaised}`,
    color: vars.color.onStageMuted,
  },
]);
