import { style } from '@vanilla-extract/css';

// The file keeps its own proportions, never wider than the text.
export const image = style({ display: 'block', maxWidth: '100%', height: 'auto' });
