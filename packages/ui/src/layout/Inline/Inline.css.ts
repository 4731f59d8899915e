import { style, styleVariants } from '@vanilla-extract/css';

export const inline = style({ display: 'flex', flexWrap: 'wrap', minWidth: 0 });

export const align = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  spaceBetween: { justifyContent: 'space-between' },
});

export const alignY = styleVariants({
  top: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  bottom: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
});
