import { style } from '@vanilla-extract/css';
import { vars } from '@fabrique/ui/styling';

export const root = style({ height: '100%' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const logoFrame = style({
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
});

export const logo = style({
  width: '100%',
  maxWidth: '14rem',
  height: 'auto',
  maxHeight: '5rem',
  objectFit: 'contain',
});

export const description = style({ color: vars.color.textMuted });
