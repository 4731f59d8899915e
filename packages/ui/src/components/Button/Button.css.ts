import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { typography } from '../../theme/typography.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    minHeight: 44,
    borderRadius: vars.radius.full,
    border: '2px solid transparent',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1.2,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}, border-color ${vars.duration.fast}, transform ${vars.duration.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
      '&:active:not(:disabled)': { transform: 'translateY(1px)' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.accentHover } },
      },
      secondary: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.text, color: vars.color.surface } },
      },
      onStage: {
        backgroundColor: 'transparent',
        color: vars.color.onStage,
        borderColor: vars.color.onStage,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.onStage, color: vars.color.stage },
          '&:focus-visible': { outlineColor: vars.color.focusOnStage },
        },
      },
    },
    size: {
      standard: [
        typography({ fontSize: 'standard' }),
        { paddingBlock: vars.space.small, paddingInline: vars.space.large },
      ],
      small: [
        typography({ fontSize: 'small' }),
        { minHeight: 36, paddingBlock: vars.space.xsmall, paddingInline: vars.space.medium },
      ],
    },
  },
  defaultVariants: { variant: 'primary', size: 'standard' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
