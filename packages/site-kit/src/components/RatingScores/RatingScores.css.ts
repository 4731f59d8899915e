import { createVar, style } from '@vanilla-extract/css';
import { vars, typography } from '@fabrique/ui/styling';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, listStyle: 'none' });

// The label is the item's own text (one element less per score): the item carries its type.
const label = typography({ fontSize: 'small', fontWeight: 'semibold' });

export const barsItem = style([
  label,
  {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'baseline',
    gap: vars.space.xsmall,
  },
]);

export const score = style([
  typography({ fontSize: 'small', fontWeight: 'bold' }),
  { minWidth: '1.75em', fontVariantNumeric: 'tabular-nums', textAlign: 'end' },
]);

// The stars and the score are the item's own pseudo-elements: the five stars its ::before, a star-row mask over the
// empty colour, the filled colour sized to the score's share (set inline through a custom property); the score its
// ::after, the data-score attribute with empty alternative text (the visually hidden text says it once, in full).
const starSize = 18;
const starGap = 2;
const starCount = 5;
const starStep = ((starSize + starGap) * 24) / starSize;
const starRowPath = Array.from({ length: starCount }, (_, index) => {
  const x = (offset: number) => +(offset + index * starStep).toFixed(3);
  return `M${x(12)} 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L${x(12)} 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z`;
}).join('');
const starRowWidth = starCount * starSize + (starCount - 1) * starGap;
const starRowMask = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${starRowWidth}" height="${starSize}" viewBox="0 0 ${+((starRowWidth * 24) / starSize).toFixed(3)} 24"><path d="${starRowPath}"/></svg>`,
)}")`;

const starShare = createVar();
export const starShareProperty = starShare.slice('var('.length, -1);

export const starsItem = style([
  label,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.medium,
    rowGap: vars.space.xxsmall,
    '::before': {
      content: '""',
      // After the label, the item's text: a ::before comes first otherwise.
      order: 1,
      marginInlineStart: 'auto',
      width: starRowWidth,
      height: starSize,
      backgroundColor: vars.color.border,
      backgroundImage: `linear-gradient(${vars.color.rating}, ${vars.color.rating})`,
      backgroundRepeat: 'no-repeat',
      backgroundSize: `${starShare} 100%`,
      maskImage: starRowMask,
      maskSize: '100% 100%',
      maskRepeat: 'no-repeat',
      // Keeps the stars' two colours in forced-colours mode, as the svg fill did.
      forcedColorAdjust: 'none',
    },
    '::after': {
      content: 'attr(data-score) / ""',
      order: 2,
      // The stars and their score sit closer together than the label and the stars.
      marginInlineStart: `calc(${vars.space.xsmall} - ${vars.space.medium})`,
      minWidth: '1.75em',
      fontWeight: vars.fontWeight.bold,
      fontVariantNumeric: 'tabular-nums',
      textAlign: 'end',
    },
  },
]);

export const track = style({
  gridColumn: '1 / -1',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
  overflow: 'hidden',
});

export const bar = style({ height: '100%', borderRadius: vars.radius.full, backgroundColor: vars.color.rating });
