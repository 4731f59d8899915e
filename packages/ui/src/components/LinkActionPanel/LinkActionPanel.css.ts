import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const status = style({ fontWeight: vars.fontWeight.semibold });
export const success = style({ color: vars.color.success });
export const error = style({ color: vars.color.critical });

// The form only groups its fields for a post: its button and status keep their places in the panel's stack.
export const form = style({ display: 'contents' });
