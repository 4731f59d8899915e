import { style } from '@vanilla-extract/css';
import { vars, typography } from '@fabrique/ui/styling';

export const root = style({ height: '100%' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, flexGrow: 1 });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBottom: vars.space.large,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const price = style([
  typography({ fontSize: 'h3', fontWeight: 'bold', lineHeight: 'tight' }),
  { fontFamily: vars.font.heading, color: vars.color.accent },
]);

export const description = style({ color: vars.color.textMuted });

export const features = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, listStyle: 'none' });

export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

export const check = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '1.5rem',
  height: '1.5rem',
  marginTop: '0.05rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.stage,
  color: vars.color.onStage,
});

export const action = style({ marginTop: 'auto', paddingTop: vars.space.xsmall });

export const button = style({ width: '100%' });
