import { globalStyle, style } from '@vanilla-extract/css';
import { quote, typography, vars } from '@fabrique/ui/styling';

export const root = style([
  typography({ fontSize: 'large' }),
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.large,
    maxWidth: vars.contentWidth.text,
    lineHeight: '1.75',
  },
]);

export const subheading = style([
  typography({ fontSize: 'h3', lineHeight: 'heading' }),
  {
    textWrap: 'balance',
    selectors: {
      // A question opens a new part: more air above it than between paragraphs.
      '&:not(:first-child)': { marginTop: vars.space.large },
    },
  },
]);

// What the editor's toolbar adds to paragraphs and headings, on the article's rhythm.
const within = (selector: string) => `${root} :where(${selector})`;
globalStyle(within('ul, ol'), { display: 'flex', flexDirection: 'column', gap: '0.5em', paddingLeft: '1.375em' });
globalStyle(within('li'), { paddingLeft: vars.space.xxsmall });
// A pseudo-element cannot sit inside :where().
globalStyle(`${root} ul > li::marker`, { color: vars.color.accent });
globalStyle(`${root} ol > li::marker`, { fontWeight: vars.fontWeight.bold });
globalStyle(within('strong'), { fontWeight: vars.fontWeight.semibold });
globalStyle(within('blockquote'), quote);
// The rule's colour as its own (currentColor), not the browser's grey for <hr>.
globalStyle(within('hr'), { width: '100%', border: 0, borderTop: '1px solid', color: vars.color.border });
