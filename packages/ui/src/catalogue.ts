// What the catalogue (Storybook) shares beyond the public API: story decorators, play helpers, option arrays for
// controls, and the contrast measure of the token tables. Monorepo only: its export has the fabrique-source condition
// alone, so the packed package has no such entry.
export { withMaxWidth } from './storyHelpers/withMaxWidth.tsx';
export { StateGrid, forcedStates, type StateCell } from './storyHelpers/StateGrid.tsx';
export { radioControls } from './storyHelpers/radioControls.ts';
export { prefersReducedMotion } from './storyHelpers/motion.ts';
export { withToaster, findToast, expectNoToast } from './storyHelpers/toasts.tsx';
export {
  activeSlide,
  autoplayArgTypes,
  autoplayClock,
  expectNoAutoplay,
  heldAutoplayDelay,
  playAutoplay,
  returnToFirstSlide,
  waitForSettled,
} from './components/Carousel/carouselPlay.ts';
export { carouselControlTones } from './components/Carousel/Carousel.tsx';
export { tabListAligns } from './components/TabSet/TabSet.tsx';
export { accordionHeadingLevels } from './components/Accordion/Accordion.tsx';
export { contrastLevel, contrastRatio } from './theme/contrast.ts';
export { glyphs } from './icons/glyphs.ts';
export { socialNetworks } from './icons/icons.tsx';
