import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';
import { typography } from '../../theme/typography.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const label = style([typography({ fontWeight: 'semibold', fontSize: 'small' }), { color: vars.color.text }]);

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const item = style([
  typography({ fontSize: 'small', fontWeight: 'semibold' }),
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    minHeight: 40,
    paddingInline: vars.space.small,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&:hover': { borderColor: vars.color.text },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-state="on"]': {
        backgroundColor: vars.color.stage,
        borderColor: vars.color.stage,
        color: vars.color.onStage,
      },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
]);

/** The check shows the pressed state by shape, not by colour alone; an unpressed option keeps its width for it. */
export const check = style({
  display: 'none',
  selectors: { [`${item}[data-state="on"] &`]: { display: 'block' } },
});
