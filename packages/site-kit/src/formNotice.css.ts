import { style } from '@vanilla-extract/css';
import { typography, vars } from '@fabrique/ui/styling';

/** A short note under a form (privacy, consent): small and muted, AA on both tones since the stage re-points textMuted. */
export const notice = style([
  typography({ fontSize: 'small', lineHeight: 'body' }),
  { maxWidth: '52ch', color: vars.color.textMuted },
]);
