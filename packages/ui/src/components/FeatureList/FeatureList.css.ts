import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { maskedIcon } from '../../icons/maskedIcon.ts';
import { vars } from '../../theme/contract.css.ts';
import { typography } from '../../theme/typography.css.ts';

const markerSize = createVar();
const markerBackground = createVar();
const markerColor = createVar();
const textColor = createVar();

export const list = style({ vars: { [markerSize]: '2.25rem' }, counterReset: 'feature-list' });

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
  // The marker spans both rows; a flexible second row takes its extra height, so the text follows its title closely.
  gridTemplateRows: 'auto 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  alignItems: 'start',
  counterIncrement: 'feature-list',
  '::before': {
    content: '""',
    gridColumn: 1,
    gridRow: '1 / span 2',
    display: 'grid',
    placeItems: 'center',
    width: markerSize,
    height: markerSize,
    borderRadius: vars.radius.full,
    backgroundColor: markerBackground,
    color: markerColor,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
  },
});

const checkSize = 18;

export const markerKind = styleVariants({
  number: {
    selectors: {
      // The number with empty alternative text: the ordered list already says it.
      '&::before': { content: 'counter(feature-list) / ""' },
      [`${tone.surface} &`]: { vars: { [markerBackground]: vars.color.stage, [markerColor]: vars.color.onStage } },
      [`${tone.stage} &`]: { vars: { [markerBackground]: vars.color.onStage, [markerColor]: vars.color.stage } },
    },
  },
  check: {
    selectors: {
      // The check drawn over the marker's disc, in its cell.
      '&::after': {
        ...maskedIcon('check', checkSize),
        gridColumn: 1,
        gridRow: '1 / span 2',
        justifySelf: 'center',
        marginBlockStart: `calc((${markerSize} - ${checkSize}px) / 2)`,
        backgroundColor: markerColor,
      },
      [`${tone.surface} &`]: {
        vars: { [markerBackground]: vars.color.accentSurface, [markerColor]: vars.color.accent },
      },
      [`${tone.stage} &`]: { vars: { [markerBackground]: vars.color.accentBright, [markerColor]: vars.color.stage } },
    },
  },
  // A small dot centred in the marker's box, so titles line up whatever the marker.
  dot: {
    selectors: {
      '&::before': {
        width: '0.625rem',
        height: '0.625rem',
        marginBlock: `calc((${markerSize} - 0.625rem) / 2)`,
      },
      [`${tone.surface} &`]: { vars: { [markerBackground]: vars.color.stage } },
      [`${tone.stage} &`]: { vars: { [markerBackground]: vars.color.onStage } },
    },
  },
});

export const title = style([
  typography({ fontSize: 'large', lineHeight: 'heading' }),
  {
    gridColumn: 2,
    color: 'inherit',
    textWrap: 'balance',
    // Centres the title's first line on the marker.
    paddingTop: `calc((${markerSize} - ${vars.fontSize.large} * ${vars.lineHeight.heading}) / 2)`,
  },
]);

export const text = style({ gridColumn: 2, color: textColor });
