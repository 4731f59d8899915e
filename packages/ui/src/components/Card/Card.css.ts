import { createVar, fallbackVar } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const padding = createVar();
const bandHeight = createVar();

// The band is a background layer, not a pseudo-element: it follows the radius without `overflow: hidden`,
// which would clip the focus rings of whatever the card contains.
const band = (colour: string) => ({
  vars: { [bandHeight]: '6px' },
  backgroundImage: `linear-gradient(${colour}, ${colour})`,
  backgroundRepeat: 'no-repeat',
  backgroundSize: `100% ${bandHeight}`,
});

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    padding,
    // The band takes room above the padding so the content keeps the same distance from it.
    paddingTop: `calc(${padding} + ${fallbackVar(bandHeight, '0px')})`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.card,
    listStyle: 'none',
  },
  variants: {
    padding: {
      none: { vars: { [padding]: '0px' } },
      medium: { vars: { [padding]: vars.space.large } },
      large: { vars: { [padding]: `clamp(${vars.space.large}, 1rem + 2vw, ${vars.space.xlarge})` } },
    },
    tone: {
      none: {},
      blue: band(vars.category.blue.solid),
      purple: band(vars.category.purple.solid),
      green: band(vars.category.green.solid),
    },
  },
  defaultVariants: { padding: 'large', tone: 'none' },
});
