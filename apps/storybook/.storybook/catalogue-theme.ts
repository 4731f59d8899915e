// ui's source, not '@fabrique/ui/tokens': Storybook bundles its interface with esbuild, which knows no `fabrique-source`
// condition, and the catalogue's build does not build ui's dist/ first.
import { tokens } from '../../../packages/ui/src/theme/tokens.ts';
import { create } from 'storybook/theming';

// The catalogue in La Fabrique's colours and type, for its interface (manager.ts) and its docs pages (preview.ts): the
// site's mark beside its wordmark, the accent for what is selected. manager-head.html declares the fonts' files.
const { color, font } = tokens;

export const catalogueTheme = create({
  base: 'light',
  brandTitle: `<span style="display:inline-flex;align-items:center;gap:10px;font:700 19px/1 ${font.heading.replaceAll('"', "'")};letter-spacing:-0.01em;color:${color.text}"><img src="./la-fabrique.svg" alt="" width="28" height="28" />La Fabrique</span>`,
  // Storybook draws brandTitle as HTML only when brandImage is null, which its type does not say.
  brandImage: null as unknown as string,
  brandUrl: './',
  brandTarget: '_self',

  colorPrimary: color.accent,
  colorSecondary: color.accent,

  appBg: color.surfaceMuted,
  appContentBg: color.surface,
  appPreviewBg: color.surface,
  appBorderColor: color.border,
  appBorderRadius: 8,

  fontBase: font.body,

  textColor: color.text,
  textMutedColor: color.textMuted,
  textInverseColor: color.onAccent,

  barBg: color.surface,
  barTextColor: color.textMuted,
  barSelectedColor: color.accent,
  barHoverColor: color.accentHover,

  inputBg: color.surface,
  inputBorder: color.borderStrong,
  inputTextColor: color.text,
  inputBorderRadius: 8,
});
