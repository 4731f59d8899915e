// Server-safe on purpose (no 'use client'): a server component can dot into this plain object, whose parts are the
// client references of Carousel.tsx; it could not dot into an object exported by a client module.
import {
  CarouselNext,
  CarouselPlayPause,
  CarouselPrevious,
  CarouselRoot,
  CarouselSlide,
  CarouselViewport,
} from './Carousel.tsx';

/** An embla carousel with the WAI-ARIA carousel pattern: compose the parts you need. */
export const Carousel = {
  Root: CarouselRoot,
  Viewport: CarouselViewport,
  Slide: CarouselSlide,
  Previous: CarouselPrevious,
  Next: CarouselNext,
  PlayPause: CarouselPlayPause,
};
