import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { typography } from '../../theme/typography.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const label = style([typography({ fontWeight: 'semibold', fontSize: 'small' }), { color: vars.color.text }]);

export const optional = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const hint = style([typography({ fontSize: 'small' }), { color: vars.color.textMuted }]);

export const error = style([typography({ fontSize: 'small', fontWeight: 'semibold' }), { color: vars.color.critical }]);

/** Shared by inputs, selects and text areas. */
export const control = style([
  typography({ fontSize: 'standard' }),
  {
    width: '100%',
    minHeight: 48,
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.small,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    lineHeight: 1.4,
    transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.text },
      '&:focus-visible': {
        outline: `3px solid ${vars.color.focus}`,
        outlineOffset: '1px',
        borderColor: vars.color.text,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: 2 },
      '&:disabled': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed', opacity: 0.75 },
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    },
  },
]);
