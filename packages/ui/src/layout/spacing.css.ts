import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** One class per space token, setting `gap`: the only way layout components space their children. */
export const gap = styleVariants(vars.space, (space) => ({ gap: space }));
