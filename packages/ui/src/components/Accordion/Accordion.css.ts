import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';
import { typography } from '../../theme/typography.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const item = style({
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&[data-state="open"], &[open]': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.card },
  },
});

export const header = style({ margin: 0, fontSize: 'inherit' });

export const trigger = style([
  typography({ fontSize: 'large', fontWeight: 'bold', lineHeight: 'heading' }),
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.medium,
    width: '100%',
    minHeight: 56,
    paddingBlock: vars.space.medium,
    paddingInline: vars.space.large,
    border: 0,
    borderRadius: vars.radius.medium,
    backgroundColor: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.heading,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.accent },
    },
  },
]);

// Before hydration the trigger is the item's <summary>, holding the heading: no marker, the heading as the text.
export const summary = style({
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const summaryHeading = style({ margin: 0, font: 'inherit' });

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  transition: `transform ${vars.duration.standard}, background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    [`${trigger}[data-state="open"] &, ${item}[open] > ${trigger} &`]: {
      transform: 'rotate(180deg)',
      backgroundColor: vars.color.stage,
      color: vars.color.onStage,
    },
  },
});

// Mounted though closed (forceMount), the content hides, leaving the tab order and the accessibility tree, once collapsed:
// by a delay, because Radix sets `transition-duration: 0s` inline on it while it measures.
export const content = style({
  selectors: {
    '&[data-state="closed"]': { visibility: 'hidden', transition: `visibility 0s linear ${vars.duration.standard}` },
  },
  '@media': { [media.reducedMotion]: { selectors: { '&[data-state="closed"]': { transitionDelay: '0s' } } } },
});

// Rows animate to the content's height unmeasured: under forceMount, --radix-accordion-content-height lags one toggle behind.
export const collapse = style({
  display: 'grid',
  gridTemplateRows: 'minmax(0, 1fr)',
  overflow: 'hidden',
  transition: `grid-template-rows ${vars.duration.standard} ${vars.easing.out}`,
  selectors: {
    [`${content}[data-state="closed"] > &`]: { gridTemplateRows: 'minmax(0, 0fr)' },
  },
});

export const contentInner = style({
  paddingInline: vars.space.large,
  paddingBlockEnd: vars.space.large,
});
