import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { typography } from '../../theme/typography.css.ts';
import { quote } from './quote.ts';

export const root = style({
  maxWidth: vars.contentWidth.text,
  lineHeight: vars.lineHeight.body,
  // Long e-mail addresses and URLs of legal texts never overflow a phone screen.
  overflowWrap: 'break-word',
});

export const size = styleVariants({
  standard: [typography({ fontSize: 'standard' })],
  large: [typography({ fontSize: 'large' })],
});

// :where() keeps every rule at one class's weight: a page can still restyle a child with a class of its own.
const within = (selector: string) => `${root} :where(${selector})`;
const blocks = 'p, ul, ol, blockquote, figure, dl, section, div';

// Rhythm: one blank line between blocks (in em, so it grows with `size`), more room before a heading than after it.
globalStyle(`${root} :where(${blocks}, h2, h3, h4) + :where(${blocks})`, { marginTop: '1em' });
// A section usually opens with its h2: it takes the heading's room.
globalStyle(`${root} :where(*) + :where(h2, section)`, { marginTop: vars.space.xxlarge });
globalStyle(`${root} :where(*) + :where(h3, h4)`, { marginTop: vars.space.xlarge });
globalStyle(`${root} :where(h2) + :where(*)`, { marginTop: vars.space.small });
globalStyle(`${root} :where(h3, h4) + :where(*)`, { marginTop: vars.space.xsmall });

globalStyle(within('h2, h3, h4'), { color: 'inherit', textWrap: 'balance' });
globalStyle(within('h2'), {
  fontSize: vars.fontSize.h3,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: '-0.01em',
});
globalStyle(within('h3'), { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.heading });
globalStyle(within('h4'), { fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.heading });

globalStyle(within('ul, ol'), { paddingLeft: '1.375em' });
globalStyle(within('li'), { paddingLeft: vars.space.xxsmall });
globalStyle(within('li + li'), { marginTop: '0.5em' });
globalStyle(within('li > ul, li > ol'), { marginTop: '0.5em' });
// A pseudo-element cannot sit inside :where() (the whole rule would be dropped): it follows it.
globalStyle(`${within('ul > li')}::marker`, { color: vars.color.accent });
globalStyle(`${within('ol > li')}::marker`, { fontWeight: vars.fontWeight.bold });

globalStyle(within('strong, b'), { fontWeight: vars.fontWeight.semibold });

globalStyle(within('a'), {
  color: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  transition: `text-decoration-thickness ${vars.duration.fast}`,
});
globalStyle(within('a:hover'), { textDecorationThickness: '2px' });

globalStyle(within('blockquote'), quote);
