import { style, styleVariants } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center', textAlign: 'center' },
});
