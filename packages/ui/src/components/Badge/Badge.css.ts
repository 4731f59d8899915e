import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { typography } from '../../theme/typography.css.ts';

export const badge = recipe({
  base: [
    typography({ fontSize: 'xsmall', fontWeight: 'semibold' }),
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xxsmall,
      paddingBlock: '0.25em',
      paddingInline: '0.75em',
      borderRadius: vars.radius.full,
      border: '1px solid transparent',
      fontFamily: vars.font.body,
      letterSpacing: '0.04em',
      lineHeight: 1.4,
      textTransform: 'uppercase',
      whiteSpace: 'nowrap',
    },
  ],
  variants: {
    tone: {
      blue: { backgroundColor: vars.category.blue.solid, color: vars.category.blue.onSolid },
      purple: { backgroundColor: vars.category.purple.solid, color: vars.category.purple.onSolid },
      green: { backgroundColor: vars.category.green.solid, color: vars.category.green.onSolid },
      accent: { backgroundColor: vars.color.accent, color: vars.color.onAccent },
      stage: { backgroundColor: vars.color.stage, color: vars.color.onStage },
      neutral: { backgroundColor: vars.color.surface, color: vars.color.text, borderColor: vars.color.borderStrong },
      onStage: { backgroundColor: 'transparent', color: vars.color.onStage, borderColor: vars.color.onStage },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
