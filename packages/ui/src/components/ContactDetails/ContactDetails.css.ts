import { createVar, style, styleVariants } from '@vanilla-extract/css';
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

// On the stage the default focus ring (deep coral) would fall under 3:1.
export const line = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: '2.75rem',
  maxWidth: '100%',
  borderRadius: vars.radius.small,
  color: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    [`${tone.stage} &:focus-visible`]: { outlineColor: vars.color.focusOnStage },
  },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.medium,
  backgroundColor: iconBackground,
  color: iconColor,
});

export const value = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  textUnderlineOffset: '0.25em',
  selectors: { 'a:hover > &': { textDecorationLine: 'underline' } },
});
