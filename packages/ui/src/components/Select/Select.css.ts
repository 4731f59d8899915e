import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const chevron =
  'url("data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 width=%2716%27 height=%2716%27 viewBox=%270 0 16 16%27%3E%3Cpath d=%27M3 6l5 5 5-5%27 fill=%27none%27 stroke=%27black%27 stroke-width=%272%27/%3E%3C/svg%3E")';

// The chevron is the wrapper's ::after, a mask painted in the theme's text colour: a <select> has no pseudo-elements,
// and a colour inside a background image's SVG cannot follow a custom property. It sits where the select's padding box
// ends, less the medium space: one border width in, two when the field is invalid.
export const wrapper = style({
  position: 'relative',
  // A grid, not a block: no line box, so no strut below the select.
  display: 'grid',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '50%',
      right: `calc(${vars.space.medium} + 1px)`,
      width: 16,
      height: 16,
      marginTop: -8,
      backgroundColor: vars.color.text,
      maskImage: chevron,
      maskRepeat: 'no-repeat',
      pointerEvents: 'none',
    },
    '&:has(> select[aria-invalid="true"])::after': { right: `calc(${vars.space.medium} + 2px)` },
    '&:has(> select:disabled)::after': { opacity: 0.75 },
  },
});

export const select = style({
  appearance: 'none',
  paddingRight: vars.space.xxlarge,
  cursor: 'pointer',
});

export const placeholderShown = style({ color: vars.color.textMuted });
