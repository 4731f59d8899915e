import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
