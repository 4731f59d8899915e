import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { maskedIcon } from '../../icons/maskedIcon.ts';
import { vars } from '../../theme/contract.css.ts';

const iconBackground = createVar();
const iconColor = createVar();

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  listStyle: 'none',
  padding: 0,
});

export const tone = styleVariants({
  surface: {
    vars: { [iconBackground]: vars.color.accentSurface, [iconColor]: vars.color.accent },
    color: vars.color.text,
  },
  stage: {
    vars: { [iconBackground]: vars.color.stageRaised, [iconColor]: vars.color.accentBright },
    color: vars.color.onStage,
  },
});

const iconSize = 20;

// The icon's tile is the line's ::before and its glyph the ::after over it; the value is the line's own text.
// On the stage the default focus ring (deep coral) would fall under 3:1.
export const line = style({
  position: 'relative',
  display: 'inline-flex',
  // The ::before tile has no baseline: aligned on the text's, the line would sit a descender higher in its item.
  verticalAlign: 'top',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: '2.75rem',
  maxWidth: '100%',
  borderRadius: vars.radius.small,
  color: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  textUnderlineOffset: '0.25em',
  '::before': {
    content: '""',
    flexShrink: 0,
    width: '2.75rem',
    height: '2.75rem',
    borderRadius: vars.radius.medium,
    backgroundColor: iconBackground,
  },
  selectors: {
    'a&:hover': { textDecorationLine: 'underline' },
    [`${tone.stage} &:focus-visible`]: { outlineColor: vars.color.focusOnStage },
  },
});

export const icon = styleVariants({ mail: 'mail', phone: 'phone', pin: 'pin' } as const, (glyph) => ({
  '::after': {
    ...maskedIcon(glyph, iconSize),
    position: 'absolute',
    insetInlineStart: `calc((2.75rem - ${iconSize}px) / 2)`,
    top: `calc(50% - ${iconSize / 2}px)`,
    backgroundColor: iconColor,
  },
}));
