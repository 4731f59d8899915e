import { style } from '@vanilla-extract/css';
import { vars, typography } from '@fabrique/ui/styling';

export const root = style({ height: '100%', gap: vars.space.large });

export const scores = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
});

export const figure = style({ display: 'flex', flexDirection: 'column', flexGrow: 1, gap: vars.space.large });

export const quote = style([
  typography({ fontSize: 'large', lineHeight: 'body' }),
  {
    position: 'relative',
    flexGrow: 1,
    paddingBlockStart: vars.space.xlarge,
    selectors: {
      // A large opening mark as the card's ornament; the real guillemets are in the text.
      '&::before': {
        content: '"“"',
        position: 'absolute',
        insetBlockStart: '-0.35em',
        insetInlineStart: '-0.05em',
        fontFamily: vars.font.heading,
        fontSize: '4.5rem',
        fontWeight: vars.fontWeight.bold,
        lineHeight: 1,
        color: vars.color.accent,
      },
    },
  },
]);

// The author ('Alumni') is the caption's own text, the training its cite: no element for the author alone.
export const caption = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
});

export const course = style([
  typography({ fontSize: 'small' }),
  { fontFamily: vars.font.body, fontWeight: vars.fontWeight.regular, fontStyle: 'normal', color: vars.color.textMuted },
]);
