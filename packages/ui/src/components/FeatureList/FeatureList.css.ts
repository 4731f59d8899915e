import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { typography } from '../../theme/typography.css.ts';

const markerSize = createVar();
const markerBackground = createVar();
const markerColor = createVar();
const textColor = createVar();

export const list = style({ vars: { [markerSize]: '2.25rem' } });

export const tone = styleVariants({
  surface: {
    vars: { [textColor]: vars.color.textMuted },
    color: vars.color.text,
  },
  stage: {
    vars: { [textColor]: vars.color.onStageMuted },
    color: vars.color.onStage,
  },
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.medium,
  alignItems: 'start',
});

export const marker = style([
  typography({ fontSize: 'small', fontWeight: 'bold' }),
  {
    display: 'grid',
    placeItems: 'center',
    width: markerSize,
    height: markerSize,
    borderRadius: vars.radius.full,
    backgroundColor: markerBackground,
    color: markerColor,
    fontFamily: vars.font.heading,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const markerKind = styleVariants({
  number: {
    selectors: {
      [`${tone.surface} &`]: { vars: { [markerBackground]: vars.color.stage, [markerColor]: vars.color.onStage } },
      [`${tone.stage} &`]: { vars: { [markerBackground]: vars.color.onStage, [markerColor]: vars.color.stage } },
    },
  },
  check: {
    selectors: {
      [`${tone.surface} &`]: {
        vars: { [markerBackground]: vars.color.accentSurface, [markerColor]: vars.color.accent },
      },
      [`${tone.stage} &`]: { vars: { [markerBackground]: vars.color.accentBright, [markerColor]: vars.color.stage } },
    },
  },
  // A small dot centred in the marker's box, so titles line up whatever the marker.
  dot: {
    width: '0.625rem',
    height: '0.625rem',
    marginBlock: `calc((${markerSize} - 0.625rem) / 2)`,
    selectors: {
      [`${tone.surface} &`]: { vars: { [markerBackground]: vars.color.stage } },
      [`${tone.stage} &`]: { vars: { [markerBackground]: vars.color.onStage } },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  // Centres the title's first line on the marker.
  paddingTop: `calc((${markerSize} - ${vars.fontSize.large} * ${vars.lineHeight.heading}) / 2)`,
});

export const title = style([
  typography({ fontSize: 'large', lineHeight: 'heading' }),
  { color: 'inherit', textWrap: 'balance' },
]);

export const text = style({ color: textColor });
