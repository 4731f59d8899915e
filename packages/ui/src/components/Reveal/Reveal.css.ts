import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

// No data-reveal attribute (prerendered HTML, no script, reduced motion, already in view): plain visible content.
export const reveal = style({
  selectors: {
    // Only the way in is animated: hiding is instant, so an element hidden below the fold never fades out.
    '&[data-reveal="shown"]': {
      transition: `opacity ${vars.duration.slow} ${vars.easing.out}, transform ${vars.duration.slow} ${vars.easing.out}`,
    },
    '&[data-reveal="hidden"]': { opacity: 0, transform: 'translateY(1.5rem)' },
  },
  '@media': {
    [media.reducedMotion]: {
      selectors: { '&[data-reveal], &[data-reveal="hidden"]': { opacity: 1, transform: 'none', transition: 'none' } },
    },
    print: {
      selectors: { '&[data-reveal="hidden"]': { opacity: 1, transform: 'none' } },
    },
  },
});
