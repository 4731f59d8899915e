import type { GlobalStyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

/**
 * A quotation in running text: it stands apart by size and the accent rule, not by weight (headings keep the only bold
 * display type). Prose's blockquotes wear it, and so does any other body of text (site-kit's ArticleBody).
 */
export const quote = {
  paddingBlock: vars.space.xxsmall,
  paddingLeft: vars.space.large,
  borderLeft: `4px solid ${vars.color.accent}`,
  fontSize: '1.125em',
  lineHeight: 1.5,
  '@media': { [media.tablet]: { fontSize: '1.25em' } },
} satisfies GlobalStyleRule;
