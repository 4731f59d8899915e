import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars, typography } from '@fabrique/ui/styling';
import { notice as formNotice } from '../../formNotice.css.ts';

// The row lays out against the form's own width: the footer column is narrow, a page section is not.
const sideBySide = '(min-width: 26rem)';
const labelBlock = `calc(${vars.fontSize.small} * ${vars.lineHeight.body} + ${vars.space.xxsmall})`;

export const form = style({
  containerType: 'inline-size',
  minWidth: 0,
  lineHeight: vars.lineHeight.body,
});

export const tone = styleVariants({
  surface: {},
  // The stage re-points the text, feedback and focus tokens for its subtree, so the fields read light on dark.
  stage: {
    vars: {
      [vars.color.text]: vars.color.onStage,
      [vars.color.textMuted]: vars.color.onStageMuted,
      [vars.color.critical]: vars.color.criticalOnStage,
      [vars.color.success]: vars.color.successOnStage,
      [vars.color.focus]: vars.color.focusOnStage,
    },
  },
});

// The input itself stays a white field with dark text.
globalStyle(`${tone.stage} input`, { color: vars.color.stage });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  alignItems: 'start',
  '@container': { [sideBySide]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const action = style({
  display: 'flex',
  alignItems: 'center',
  '@container': {
    // Level with the input: skip the label's line, then centre the button on the input's 48 px.
    [sideBySide]: { paddingTop: labelBlock, minHeight: `calc(${labelBlock} + 48px)` },
  },
});

// The forms' notice style, set a little apart from the field above it.
export const notice = style([formNotice, { marginTop: vars.space.small }]);

// The result under the form, in the success colour (focused once subscribed: the theme's :focus-visible ring applies).
export const status = style([
  typography({ fontSize: 'small' }),
  {
    display: 'grid',
    gap: vars.space.xxsmall,
    color: vars.color.success,
    selectors: { '&:not(:empty)': { marginTop: vars.space.small } },
  },
]);

export const successTitle = typography({ fontWeight: 'semibold' });

export const check = style({ display: 'inline-block', verticalAlign: '-0.2em', marginInlineEnd: vars.space.xxsmall });
