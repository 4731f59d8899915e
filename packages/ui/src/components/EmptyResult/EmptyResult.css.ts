import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { typography } from '../../theme/typography.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.xlarge,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
});

export const title = style([
  typography({ fontWeight: 'bold', fontSize: 'large' }),
  { fontFamily: vars.font.heading, color: vars.color.text },
]);

export const text = style({ color: vars.color.textMuted });
