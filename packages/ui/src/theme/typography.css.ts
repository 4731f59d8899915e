import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css.ts';

/**
 * The type scale as atoms, the one place font sizes come from: Text and Heading take them as props, and a component's
 * own styles compose them, e.g. `style([typography({ fontSize: 'small' }), { color: … }])`.
 */
const typeScale = defineProperties({
  properties: {
    fontSize: vars.fontSize,
    lineHeight: vars.lineHeight,
    fontWeight: vars.fontWeight,
  },
});

export const typography = createSprinkles(typeScale);
export type Typography = Parameters<typeof typography>[0];
