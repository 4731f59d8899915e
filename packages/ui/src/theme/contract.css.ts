import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import { themeValues } from './generated/tokens.ts';

/** The custom property of a token: its path in `tokens`, e.g. color.accent → --fab-color-accent (stable, themeable). */
const fabProperty = (_value: string | null, path: string[]) => `fab-${path.join('-')}`;

/** The one theme contract: every component styles itself through `vars`; a consumer retheme sets the --fab-… properties. */
export const vars = createGlobalThemeContract(themeValues, fabProperty);
// The same declarations as the generated tokens.css: a role that aliases another reads its property, so follows a brand.
createGlobalTheme(':root', vars, themeValues);
