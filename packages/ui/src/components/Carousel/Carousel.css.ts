import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { maskedIcon } from '../../icons/maskedIcon.ts';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

const gapSize = createVar();

export const root = style({ position: 'relative', minWidth: 0 });

export const viewport = style({
  // The containing block of what the slides position absolutely (visually hidden text, stretched links): otherwise
  // the carousel's root is, and they spill outside the scrolled row and widen the page before embla starts.
  position: 'relative',
  // `clip` with a small margin keeps the focus rings and shadows of the visible slides; the margin only ever
  // uncovers the empty gap of the neighbouring slides. `hidden` is the fallback of older browsers.
  overflow: ['hidden', 'clip'],
  overflowClipMargin: vars.space.small,
  // Room for card shadows and hover lifts above and below the slides.
  paddingBlock: vars.space.small,
  // The row of slides never widens its parent, even in a grid or flex track sized by its content.
  contain: 'inline-size',
  selectors: {
    // Before embla starts (prerendered page, no script yet or none at all) a swipe scrolls the row natively, slide by slide.
    '&:not([data-started])': {
      overflowX: 'auto',
      scrollSnapType: 'x mandatory',
      scrollbarWidth: 'none',
      overscrollBehaviorX: 'contain',
    },
  },
});

export const container = style({
  display: 'flex',
  // Vertical page scrolling stays with the browser; embla handles the horizontal drag (the browser does, before it starts).
  touchAction: 'pan-y pinch-zoom',
  selectors: { [`${viewport}:not([data-started]) > &`]: { touchAction: 'auto' } },
  backfaceVisibility: 'hidden',
  // The gap sits at the end of each slide: at the start it would put slide 0 at the container's -gap offset, and
  // embla, re-measuring on resize once the container's transform makes it the slides' offsetParent, would snap there.
  marginInlineEnd: `calc(${gapSize} * -1)`,
});

/** Space between slides: padding at the end of each slide, cancelled on the container. */
export const gap = styleVariants(
  { small: vars.space.small, medium: vars.space.medium, large: vars.space.large, xlarge: vars.space.xlarge },
  (size) => ({
    vars: { [gapSize]: size },
  }),
);

export const slide = style({
  // Widths come from CSS, so the server-rendered row already has its final layout before embla starts.
  flex: '0 0 100%',
  scrollSnapAlign: 'start',
  minWidth: 0,
  paddingInlineEnd: gapSize,
  display: 'flex',
  flexDirection: 'column',
});

export const slidesPerViewCounts = [1, 2, 3, 4, 5, 6] as const;
type Count = (typeof slidesPerViewCounts)[number];
const counts = { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6 } satisfies Record<Count, number>;

export const perViewMobile = styleVariants(counts, (count) => ({ flexBasis: `${100 / count}%` }));
export const perViewTablet = styleVariants(counts, (count) => ({
  '@media': { [media.tablet]: { flexBasis: `${100 / count}%` } },
}));
export const perViewDesktop = styleVariants(counts, (count) => ({
  '@media': { [media.desktop]: { flexBasis: `${100 / count}%` } },
}));

export const control = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 48,
    height: 48,
    padding: 0,
    borderRadius: vars.radius.full,
    border: '2px solid',
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}, border-color ${vars.duration.fast}, transform ${vars.duration.fast}`,
    selectors: {
      '&:active:not(:disabled)': { transform: 'scale(0.94)' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
    },
  },
  variants: {
    tone: {
      light: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.text,
        color: vars.color.text,
        boxShadow: vars.shadow.card,
        selectors: {
          '&:hover:not(:disabled)': {
            backgroundColor: vars.color.stage,
            borderColor: vars.color.stage,
            color: vars.color.onStage,
          },
        },
      },
      stage: {
        backgroundColor: 'transparent',
        borderColor: vars.color.onStage,
        color: vars.color.onStage,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.onStage, color: vars.color.stage },
          '&:focus-visible': { outlineColor: vars.color.focusOnStage },
        },
      },
    },
  },
  defaultVariants: { tone: 'light' },
});

/** The controls' glyphs, masked ::before in the button's colour (no svg element: the home page's element budget). */
export const icon = styleVariants(
  { previous: 'previous', next: 'next', pause: 'pause', play: 'play' } as const,
  (glyph) => ({ '::before': maskedIcon(glyph, 22, 2.25) }),
);
