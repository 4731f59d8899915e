import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

export const section = recipe({
  base: {},
  variants: {
    tone: {
      surface: { backgroundColor: vars.color.surface, color: vars.color.text },
      muted: { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
      stage: { backgroundColor: vars.color.stage, color: vars.color.onStage },
    },
    paddingY: {
      none: {},
      small: {
        paddingBlock: vars.space.medium,
      },
      medium: {
        paddingBlock: vars.space.xxlarge,
      },
      large: {
        paddingBlock: vars.space.xxxlarge,
        '@media': { [media.desktop]: { paddingBlock: vars.space.huge } },
      },
    },
  },
  defaultVariants: { tone: 'surface', paddingY: 'large' },
});

/**
 * For a band below the fold on arrival: once found off screen, after the page's first layout (which still covers it, as
 * the specification asks), its paint and every later style and layout wait until it nears the screen. The estimate
 * holds the scrollbar steady until it is first rendered; 'auto' then keeps its real size.
 */
export const deferredRendering = style({ contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 40rem' });
