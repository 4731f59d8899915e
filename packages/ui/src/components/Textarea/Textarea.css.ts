import { style } from '@vanilla-extract/css';

export const textarea = style({ resize: 'vertical', minHeight: '8rem' });
