import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { typography } from '../../theme/typography.css.ts';

export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: 100,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: 'min(420px, 100%)',
  margin: 0,
  padding: vars.space.large,
  listStyle: 'none',
  outline: 'none',
  selectors: {
    '&:empty': { padding: 0 },
  },
});

const slideIn = keyframes({
  from: { transform: `translateX(calc(100% + ${vars.space.large}))` },
  to: { transform: 'translateX(0)' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: `translateX(calc(100% + ${vars.space.large}))` },
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: vars.space.small,
    padding: vars.space.medium,
    paddingInlineStart: vars.space.large,
    borderRadius: vars.radius.medium,
    borderInlineStart: '6px solid',
    boxShadow: vars.shadow.raised,
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.standard} ${vars.easing.enter}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.in}` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.duration.standard} ${vars.easing.out}`,
      },
      '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.duration.fast} ${vars.easing.out}` },
    },
  },
  variants: {
    variant: {
      default: { backgroundColor: vars.color.stage, color: vars.color.onStage, borderColor: vars.color.accentBright },
      destructive: {
        backgroundColor: vars.color.criticalSurface,
        color: vars.color.text,
        borderColor: vars.color.critical,
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const icon = style({ display: 'inline-flex', paddingBlockStart: '2px' });

export const iconTone = {
  default: style({ color: vars.color.accentBright }),
  destructive: style({ color: vars.color.critical }),
};

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const title = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const titleDestructive = style({ color: vars.color.critical });

export const description = style([typography({ fontSize: 'small', lineHeight: 'body' })]);

export const close = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 36,
    height: 36,
    marginBlock: '-6px',
    marginInlineEnd: '-6px',
    padding: 0,
    border: 0,
    borderRadius: vars.radius.full,
    backgroundColor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}`,
  },
  variants: {
    variant: {
      default: {
        selectors: {
          '&:hover': { backgroundColor: vars.color.stageRaised },
          '&:focus-visible': { outlineColor: vars.color.focusOnStage },
        },
      },
      destructive: { selectors: { '&:hover': { backgroundColor: vars.color.surface } } },
    },
  },
  defaultVariants: { variant: 'default' },
});
