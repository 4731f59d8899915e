import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';
import { typography } from '../../theme/typography.css.ts';

/** The hero's base colour: the stage or a category colour. Gradients and fades are derived from it. */
const toneColour = createVar();
/** Muted text: on category colours every line stays white, the only colour with AA contrast on all three. */
const mutedColour = createVar();
/** The subtitle's colour: the bright accent on the stage, white on category colours. */
const highlightColour = createVar();

export const root = recipe({
  base: {
    position: 'relative',
    isolation: 'isolate',
    overflow: 'hidden',
    display: 'flex',
    alignItems: 'center',
    color: vars.color.onStage,
    backgroundColor: toneColour,
  },
  variants: {
    tone: {
      stage: {
        vars: {
          [toneColour]: vars.color.stage,
          [mutedColour]: vars.color.onStageMuted,
          [highlightColour]: vars.color.accentBright,
        },
        backgroundImage: `radial-gradient(circle at 88% 12%, color-mix(in srgb, ${vars.category.purple.solid} 55%, transparent) 0, transparent 42%), radial-gradient(circle at 70% 120%, color-mix(in srgb, ${vars.category.blue.solid} 45%, transparent) 0, transparent 45%)`,
      },
      blue: {
        vars: {
          [toneColour]: vars.category.blue.solid,
          [mutedColour]: vars.category.blue.onSolid,
          [highlightColour]: vars.category.blue.onSolid,
        },
      },
      purple: {
        vars: {
          [toneColour]: vars.category.purple.solid,
          [mutedColour]: vars.category.purple.onSolid,
          [highlightColour]: vars.category.purple.onSolid,
        },
      },
      green: {
        vars: {
          [toneColour]: vars.category.green.solid,
          [mutedColour]: vars.category.green.onSolid,
          [highlightColour]: vars.category.green.onSolid,
        },
      },
    },
    size: {
      standard: {
        paddingBlock: vars.space.xxxlarge,
        '@media': { [media.desktop]: { paddingBlock: vars.space.huge } },
      },
      course: {
        paddingBlock: vars.space.xxlarge,
        // Exactly 400 px on desktop, as the spec's course page: the sections below never move.
        '@media': { [media.desktop]: { height: vars.size.courseHero, paddingBlock: vars.space.xlarge } },
      },
    },
  },
  compoundVariants: (['blue', 'purple', 'green'] as const).map((tone) => ({
    variants: { tone },
    style: {
      // The category colour deepens towards the stage on the right, away from the text.
      backgroundImage: `linear-gradient(105deg, ${toneColour} 0%, ${toneColour} 50%, color-mix(in srgb, ${toneColour} 62%, ${vars.color.stage}) 100%)`,
    },
  })),
  defaultVariants: { tone: 'stage', size: 'standard' },
});

globalStyle(`${root.classNames.base} :focus-visible`, { outlineColor: vars.color.focusOnStage });

/** Broadcast rings on the right when there is no image. */
export const rings = style({
  position: 'absolute',
  zIndex: -1,
  top: '50%',
  right: '-8rem',
  width: '34rem',
  aspectRatio: '1',
  borderRadius: vars.radius.full,
  border: `1px solid color-mix(in srgb, ${vars.color.onStage} 18%, transparent)`,
  boxShadow: `0 0 0 4.5rem color-mix(in srgb, ${vars.color.onStage} 4%, transparent), 0 0 0 9rem color-mix(in srgb, ${vars.color.onStage} 3%, transparent)`,
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
});

/** A full-height image on the right half, fading into the tone: never under the text. */
export const backgroundImage = style({
  display: 'none',
  position: 'absolute',
  zIndex: -1,
  top: 0,
  right: 0,
  bottom: 0,
  width: '48%',
  '@media': { [media.desktop]: { display: 'block' } },
});

globalStyle(`${backgroundImage} img`, { width: '100%', height: '100%', objectFit: 'cover' });

export const backgroundFade = style({
  position: 'absolute',
  inset: 0,
  backgroundImage: `linear-gradient(90deg, ${toneColour} 0%, color-mix(in srgb, ${toneColour} 55%, transparent) 35%, color-mix(in srgb, ${toneColour} 15%, transparent) 100%)`,
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xlarge,
});

export const innerWithSide = style({
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.25fr) minmax(0, 1fr)', gap: vars.space.xxlarge } },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  maxWidth: '42rem',
});

export const title = style([
  typography({ fontSize: 'h1', lineHeight: 'tight' }),
  { letterSpacing: '-0.015em', textWrap: 'balance' },
]);

export const titleBySize = styleVariants({
  standard: {},
  // Long course titles stay within the 400 px band.
  course: { fontSize: 'clamp(1.75rem, 1.3rem + 1.8vw, 2.75rem)' },
});

export const subtitle = style({
  display: 'block',
  marginTop: vars.space.xxsmall,
  fontSize: '0.55em',
  letterSpacing: '0',
  color: highlightColour,
});

export const text = style([typography({ fontSize: 'large' }), { maxWidth: '38rem', color: mutedColour }]);

/** Clips the leading separator of every line, so a wrapped line starts flush like the first. */
export const metaFrame = style({ alignSelf: 'stretch', overflow: 'hidden', paddingTop: vars.space.xxsmall });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  rowGap: vars.space.small,
  marginLeft: `calc(-1 * (${vars.space.large} + 1px))`,
});

export const metaItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  paddingLeft: vars.space.large,
  borderLeft: `1px solid color-mix(in srgb, ${vars.color.onStage} 35%, transparent)`,
  marginRight: vars.space.large,
});

export const metaLabel = style([
  typography({ fontSize: 'xsmall', fontWeight: 'semibold' }),
  { letterSpacing: '0.12em', textTransform: 'uppercase', color: mutedColour },
]);

export const metaValue = style([
  typography({ fontWeight: 'bold', fontSize: 'large' }),
  { margin: 0, fontFamily: vars.font.heading },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  paddingTop: vars.space.xsmall,
});

export const side = style({
  display: 'none',
  justifySelf: 'end',
  height: '100%',
  maxHeight: '22rem',
  '@media': { [media.desktop]: { display: 'flex', alignItems: 'center' } },
});

export const sideBySize = styleVariants({
  standard: {},
  course: { maxHeight: `calc(${vars.size.courseHero} - 2 * ${vars.space.xlarge})` },
});

globalStyle(`${side} img`, {
  maxHeight: '100%',
  width: 'auto',
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.raised,
});
