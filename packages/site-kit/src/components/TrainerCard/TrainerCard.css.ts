import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars, typography } from '@fabrique/ui/styling';

const ringColour = createVar();

export const root = style({ height: '100%' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

export const photo = style({
  flexShrink: 0,
  width: '5.5rem',
  height: '5.5rem',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceMuted,
  boxShadow: `0 0 0 4px ${vars.color.surface}, 0 0 0 6px ${ringColour}`,
});

/** The ring round the portrait takes the category colour of the course. */
export const ring = styleVariants({
  neutral: { vars: { [ringColour]: vars.color.border } },
  blue: { vars: { [ringColour]: vars.category.blue.solid } },
  purple: { vars: { [ringColour]: vars.category.purple.solid } },
  green: { vars: { [ringColour]: vars.category.green.solid } },
});

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const name = style([typography({ fontSize: 'large', lineHeight: 'heading' })]);

export const title = style([
  typography({ fontSize: 'small', fontWeight: 'semibold' }),
  { color: vars.color.textMuted },
]);

export const description = style({ color: vars.color.textMuted });
