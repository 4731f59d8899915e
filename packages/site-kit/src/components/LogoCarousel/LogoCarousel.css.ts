import { style } from '@vanilla-extract/css';
import { vars } from '@fabrique/ui/styling';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'center',
});

export const controls = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.small });

export const tile = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  minHeight: 112,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const linkTile = style({
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.card } },
});

export const logo = style({ width: '100%', maxWidth: 200, height: 'auto', maxHeight: 64, objectFit: 'contain' });
