import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const tone = styleVariants({
  inherit: {},
  muted: { color: vars.color.textMuted },
});
