import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/tokens.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  // Full width on phones, the tabs sharing it; their own width from the tablet breakpoint.
  alignSelf: 'stretch',
  maxWidth: '100%',
  '@media': { [media.tablet]: { alignSelf: 'flex-start', gap: vars.space.xsmall } },
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const listCentered = style({
  justifyContent: 'center',
  '@media': { [media.tablet]: { alignSelf: 'center' } },
});

const selectedTrigger = {
  backgroundColor: vars.color.stage,
  color: vars.color.onStage,
  boxShadow: vars.shadow.card,
};

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexGrow: 1,
  minHeight: 44,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  border: 0,
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.2,
  cursor: 'pointer',
  '@media': {
    [media.tablet]: { flexGrow: 0, paddingInline: vars.space.large, fontSize: vars.fontSize.standard },
  },
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.surface },
    // The selected tab is the one dark pill: a change of colour, weight of contrast and shadow, never colour alone.
    '&[data-state="active"]': selectedTrigger,
    '&:focus-visible': { outlineOffset: '1px' },
  },
});

export const content = style({
  borderRadius: vars.radius.medium,
  selectors: {
    // Mounted though inactive (forceMount), a panel lacks Radix's `hidden` attribute: hidden here the same way.
    '&[data-state="inactive"]': { display: 'none' },
    '&:focus-visible': { outlineOffset: '6px' },
  },
});

// Before hydration (TabSet.Root): each tab is a label around a radio that covers it, invisible but for the focus ring.
export const nativeTrigger = style({
  position: 'relative',
  selectors: { '&:has(> input:checked)': selectedTrigger },
});

export const nativeRadio = style({
  appearance: 'none',
  position: 'absolute',
  inset: 0,
  margin: 0,
  border: 0,
  borderRadius: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outlineOffset: '1px' } },
});

// The n-th radio checked shows the n-th panel: enough for any tab set of the site.
const nativeRoot = `${root}[data-native]`;
globalStyle(`${nativeRoot} > ${content}`, { display: 'none' });
for (let n = 1; n <= 8; n += 1) {
  globalStyle(`${nativeRoot}:has(> ${list} > :nth-child(${n}) > input:checked) > :nth-child(${n} of ${content})`, {
    display: 'block',
  });
}
