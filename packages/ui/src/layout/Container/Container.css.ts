import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

export const container = recipe({
  base: {
    marginInline: 'auto',
    width: '100%',
    paddingInline: vars.space.medium,
    '@media': {
      [media.tablet]: { paddingInline: vars.space.xlarge },
    },
  },
  variants: {
    width: {
      header: { maxWidth: vars.contentWidth.header },
      hero: { maxWidth: vars.contentWidth.hero },
      content: { maxWidth: vars.contentWidth.content },
      text: { maxWidth: `calc(${vars.contentWidth.text} + 2 * ${vars.space.xlarge})` },
    },
  },
  defaultVariants: { width: 'content' },
});

export type ContainerVariants = NonNullable<RecipeVariants<typeof container>>;
