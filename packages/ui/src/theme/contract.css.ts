import { createGlobalTheme } from '@vanilla-extract/css';
import { tokens } from './tokens.ts';

/** The one theme contract: every component styles itself through `vars`. */
export const vars = createGlobalTheme(':root', tokens);
