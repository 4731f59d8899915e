import { style } from '@vanilla-extract/css';

export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
