import { createContainer, style } from '@vanilla-extract/css';
import { vars, breakpoints, media, typography } from '@fabrique/ui/styling';

// The header reacts to its own width, not the viewport's: the same markup shows the mobile menu in a
// 375 px story frame and in a phone, and the desktop bar wherever it has room.
const bar = createContainer('site-header');
const compact = `${bar} (width < ${breakpoints.desktop}px)`;
const wide = `${bar} (width >= ${breakpoints.desktop}px)`;
const roomy = `${bar} (width >= ${breakpoints.tablet}px)`;
// The open menu is a popover in the top layer: it is placed under its own header by anchor positioning.
const headerAnchor = '--site-header';

export const root = style({
  containerName: bar,
  containerType: 'inline-size',
  anchorName: headerAnchor,
  anchorScope: headerAnchor,
  position: 'sticky',
  top: 0,
  zIndex: 50,
  height: vars.size.header,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  height: '100%',
  maxWidth: vars.contentWidth.header,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  '@container': { [roomy]: { paddingInline: vars.space.xlarge } },
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.xsmall,
  left: vars.space.medium,
  zIndex: 1,
  // Hidden like VisuallyHidden until it receives focus, then a clear pill above the bar.
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus': {
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clipPath: 'none',
      paddingBlock: vars.space.small,
      paddingInline: vars.space.large,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.stage,
      color: vars.color.onStage,
      fontWeight: vars.fontWeight.semibold,
      textDecoration: 'none',
      boxShadow: vars.shadow.raised,
    },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 44,
  flexShrink: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: '1.3125rem',
  letterSpacing: '-0.01em',
  lineHeight: 1,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
});

/** The "on air" light of the wordmark. */
export const brandMark = style({
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  boxShadow: `0 0 0 4px ${vars.category.blue.tint}`,
});

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  marginInlineStart: 'auto',
  height: '100%',
});

export const toggle = style([
  typography({ fontWeight: 'semibold', fontSize: 'small' }),
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: 44,
    paddingInline: vars.space.small,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    cursor: 'pointer',
    '@container': { [wide]: { display: 'none' } },
  },
]);

export const toggleIcon = style({ position: 'relative', display: 'block', width: 18, height: 12 });

export const toggleBar = style({
  position: 'absolute',
  left: 0,
  width: '100%',
  height: 2,
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
  transition: `transform ${vars.duration.standard}, opacity ${vars.duration.fast}`,
  selectors: {
    '&:nth-child(1)': { top: 0 },
    '&:nth-child(2)': { top: 5 },
    '&:nth-child(3)': { top: 10 },
    [`${nav}:has(:popover-open) &:nth-child(1)`]: { transform: 'translateY(5px) rotate(45deg)' },
    [`${nav}:has(:popover-open) &:nth-child(2)`]: { opacity: 0 },
    [`${nav}:has(:popover-open) &:nth-child(3)`]: { transform: 'translateY(-5px) rotate(-45deg)' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

// The browser's popover styles (fixed in the middle, border, padding, system colours) give way to ours.
export const panel = style({
  position: 'static',
  inset: 'auto',
  width: 'auto',
  height: 'auto',
  margin: 0,
  padding: 0,
  border: 0,
  overflow: 'visible',
  color: 'inherit',
  backgroundColor: 'transparent',
  '@container': {
    [compact]: {
      selectors: {
        '&:popover-open': {
          position: 'fixed',
          positionAnchor: headerAnchor,
          top: 'anchor(bottom)',
          left: 'anchor(left)',
          right: 'anchor(right)',
          maxHeight: `min(${vars.size.menuPanel}, calc(100dvh - ${vars.size.header}))`,
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          backgroundColor: vars.color.surface,
          borderBottom: `1px solid ${vars.color.border}`,
          boxShadow: vars.shadow.raised,
        },
      },
    },
    // Never opened on a wide bar: the links show in line, whatever the popover state.
    [wide]: { display: 'flex', alignItems: 'center', gap: vars.space.large },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  '@container': {
    [compact]: {
      display: 'flex',
      flexDirection: 'column',
      paddingBlock: vars.space.xsmall,
      paddingInline: vars.space.medium,
    },
    [roomy]: { paddingInline: vars.space.xlarge },
    [wide]: { display: 'flex', alignItems: 'center', gap: vars.space.xxsmall, paddingInline: 0 },
  },
});

export const item = style({
  '@container': {
    [compact]: {
      selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
    },
  },
});

export const link = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { color: vars.color.accent },
    '&[aria-current="page"]': { color: vars.color.accent },
  },
  '@container': {
    [compact]: {
      justifyContent: 'space-between',
      minHeight: 52,
      fontSize: vars.fontSize.large,
      selectors: {
        // A bar at the start of the current entry: the colour is not the only cue.
        '&[aria-current="page"]::before': {
          content: '""',
          position: 'absolute',
          left: `calc(-1 * ${vars.space.medium})`,
          top: vars.space.small,
          bottom: vars.space.small,
          width: 4,
          borderRadius: vars.radius.full,
          backgroundColor: vars.color.accent,
        },
      },
    },
    [wide]: {
      minHeight: 44,
      paddingInline: vars.space.small,
      fontSize: '0.9375rem',
      borderRadius: vars.radius.full,
      selectors: {
        '&:hover': { backgroundColor: vars.color.surfaceMuted },
        // An underline under the current entry: the colour is not the only cue.
        '&[aria-current="page"]::after': {
          content: '""',
          position: 'absolute',
          left: vars.space.small,
          right: vars.space.small,
          bottom: 6,
          height: 2,
          borderRadius: vars.radius.full,
          backgroundColor: vars.color.accent,
        },
      },
    },
  },
});

export const callToAction = style({
  '@container': {
    [compact]: {
      paddingInline: vars.space.medium,
      paddingBlock: `${vars.space.small} ${vars.space.large}`,
    },
    [roomy]: { paddingInline: vars.space.xlarge },
    [wide]: { padding: 0 },
  },
});

export const callToActionButton = style({
  '@container': { [compact]: { width: '100%', minHeight: 48, fontSize: vars.fontSize.standard } },
});
