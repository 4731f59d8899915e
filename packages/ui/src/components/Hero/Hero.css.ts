import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';
import { typography } from '../../theme/typography.css.ts';
import { heroDots } from './heroDots.ts';

export const root = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  minHeight: `clamp(34rem, calc(100svh - ${vars.size.header}), 48rem)`,
  paddingBlock: vars.space.xxxlarge,
  backgroundColor: vars.color.stage,
  color: vars.color.onStage,
  '@media': { [media.desktop]: { paddingBlock: vars.space.huge } },
});

globalStyle(`${root} :focus-visible`, { outlineColor: vars.color.focusOnStage });

/** Everything decorative, on one layer: the only thing the parallax moves. */
export const backdrop = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  pointerEvents: 'none',
  willChange: 'transform',
});

const glow = style({ position: 'absolute', borderRadius: vars.radius.full, filter: 'blur(8px)' });

export const glowWarm = style([
  glow,
  {
    top: '-30%',
    right: '-15%',
    width: 'min(70vw, 52rem)',
    aspectRatio: '1',
    opacity: 0.5,
    backgroundImage: `radial-gradient(closest-side, ${vars.category.purple.solid}, transparent)`,
  },
]);

export const glowCool = style([
  glow,
  {
    bottom: '-45%',
    left: '-20%',
    width: 'min(80vw, 56rem)',
    aspectRatio: '1',
    opacity: 0.4,
    backgroundImage: `radial-gradient(closest-side, ${vars.category.blue.solid}, transparent)`,
  },
]);

/** Broadcast rings: the "on air" signal behind the copy. */
const ringBase = style({
  position: 'absolute',
  top: '50%',
  left: '76%',
  aspectRatio: '1',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.onStage}`,
  transform: 'translate(-50%, -50%)',
});

export const ring = styleVariants({
  small: [ringBase, { width: '14rem', opacity: 0.2 }],
  medium: [ringBase, { width: '26rem', opacity: 0.13 }],
  large: [ringBase, { width: '38rem', opacity: 0.08 }],
});

const driftUp = keyframes({
  '0%, 100%': { transform: 'translate3d(0, 0, 0)' },
  '50%': { transform: 'translate3d(6px, -18px, 0)' },
});

const driftSide = keyframes({
  '0%, 100%': { transform: 'translate3d(0, 0, 0)' },
  '50%': { transform: 'translate3d(-14px, 10px, 0)' },
});

const dot = style({
  position: 'absolute',
  borderRadius: vars.radius.full,
  animationTimingFunction: vars.easing.inOut,
  animationIterationCount: 'infinite',
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

const dotDrift = { up: { animationName: driftUp }, side: { animationName: driftSide } };

const dotTone = {
  accent: { backgroundColor: vars.color.accentBright, boxShadow: `0 0 16px ${vars.color.accentBright}` },
  blue: { backgroundColor: vars.category.blue.solid, boxShadow: `0 0 16px ${vars.category.blue.solid}` },
  purple: { backgroundColor: vars.category.purple.solid },
  light: { backgroundColor: vars.color.onStage, opacity: 0.7 },
};

/** One class per dot of the table: its place, size, tone, drift and phase. */
export const dots = heroDots.map((item) =>
  style([
    dot,
    dotTone[item.tone],
    dotDrift[item.drift],
    {
      top: `${item.top}%`,
      left: `${item.left}%`,
      width: item.size,
      height: item.size,
      animationDuration: `${item.duration}s`,
      animationDelay: `${item.delay}s`,
    },
  ]),
);

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.large,
  maxWidth: '46rem',
});

export const title = style([
  typography({ fontSize: 'display' }),
  { lineHeight: 1.05, letterSpacing: '-0.02em', textWrap: 'balance' },
]);

export const subtitle = style([
  typography({ fontWeight: 'bold', fontSize: 'h3' }),
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    fontFamily: vars.font.heading,
    color: vars.color.accentBright,
  },
]);

/** Blue, white, red: a three-stripe flag before "Made in France". */
export const flag = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '2.25rem',
  height: 4,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  backgroundImage: `linear-gradient(90deg, ${vars.category.blue.solid} 0 33.3%, ${vars.color.onStage} 33.3% 66.6%, ${vars.color.accentBright} 66.6%)`,
});

export const text = style({
  maxWidth: '38rem',
  fontSize: 'clamp(1.0625rem, 1rem + 0.35vw, 1.25rem)',
  color: vars.color.onStageMuted,
});

export const actions = style({ paddingTop: vars.space.xsmall });
