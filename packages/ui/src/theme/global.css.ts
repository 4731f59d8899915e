import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { media } from './tokens.ts';

// Metric-matched local fallbacks so the swap to the web fonts does not shift the layout.
globalFontFace('Inter Fallback', {
  src: 'local("Arial"), local("Liberation Sans"), local("DejaVu Sans")',
  sizeAdjust: '107%',
  ascentOverride: '90%',
  descentOverride: '22%',
  lineGapOverride: '0%',
});
globalFontFace('Montserrat Fallback', {
  src: 'local("Arial"), local("Liberation Sans"), local("DejaVu Sans")',
  sizeAdjust: '113%',
  ascentOverride: '85%',
  descentOverride: '22%',
  lineGapOverride: '0%',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });

// Smooth scrolling is the page's choice, by Next.js's own attribute (Next then keeps route changes instant).
globalStyle("html[data-scroll-behavior='smooth']", {
  scrollBehavior: 'smooth',
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'break-word',
});

globalStyle('p, ul, ol, dl, dd, figure, blockquote', { margin: 0 });
globalStyle('ul, ol', { paddingLeft: 0 });
globalStyle('img, svg, video, iframe', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
// The browser's monospace is a system font, which differs from machine to machine: code reads in the body font.
globalStyle('code, kbd, pre, samp', { fontFamily: 'inherit', fontSize: 'inherit' });
globalStyle('a', { color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
