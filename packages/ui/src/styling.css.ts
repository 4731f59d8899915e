// The theme for the monorepo's own .css.ts files (site-kit's): the same names as '@fabrique/ui' exports, from a plain
// export, because the vanilla-extract compiler loses the CSS of what it reaches through a conditional export first.
// Monorepo only: a consumer imports these from '@fabrique/ui'.
import { vars } from './theme/contract.css.ts';
import { typography } from './theme/typography.css.ts';
import { breakpoints, media } from './theme/tokens.ts';
import { maskedIcon } from './icons/maskedIcon.ts';
import { quote } from './components/Prose/quote.ts';

export { vars, typography, breakpoints, media, maskedIcon, quote };
