import { style } from '@vanilla-extract/css';
import { vars } from '@fabrique/ui/styling';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.large,
});

export const controls = style({ display: 'flex', gap: vars.space.small });
