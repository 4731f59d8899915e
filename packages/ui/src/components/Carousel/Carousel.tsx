'use client';

import { useComposedRefs } from '@radix-ui/react-compose-refs';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type EmblaViewportRefType } from 'embla-carousel-react';
import {
  Children,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useMessages } from '../../messages/messages.tsx';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import * as styles from './Carousel.css.ts';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';

export { slidesPerViewCounts } from './Carousel.css.ts';
/** @useDeclaredType */
export type SlidesPerViewCount = (typeof styles.slidesPerViewCounts)[number];
export const carouselGaps = ['small', 'medium', 'large', 'xlarge'] as const;
/** @useDeclaredType */
export type CarouselGap = (typeof carouselGaps)[number];
export const carouselControlTones = ['light', 'stage'] as const;
/** @useDeclaredType */
export type CarouselControlTone = (typeof carouselControlTones)[number];

/** Slides shown side by side: phones, then from the tablet and desktop breakpoints. */
export interface CarouselSlidesPerView {
  mobile: SlidesPerViewCount;
  tablet?: SlidesPerViewCount;
  desktop?: SlidesPerViewCount;
}

export interface CarouselAutoplay {
  /** Milliseconds each slide stays before the next one. */
  delay: number;
}

interface CarouselContextValue {
  viewportRef: EmblaViewportRefType;
  viewportId: string;
  /** Embla has started; until then the viewport scrolls natively, with scroll snapping. */
  started: boolean;
  selectedIndex: number;
  slideClassName: string;
  gapClassName: string;
  autoplayOn: boolean;
  playing: boolean;
  togglePlaying: () => void;
  scrollPrev: () => void;
  scrollNext: () => void;
  canScrollPrev: boolean;
  canScrollNext: boolean;
}

const CarouselContext = createContext<CarouselContextValue | null>(null);
const SlidePositionContext = createContext<{ index: number; total: number }>({ index: 0, total: 1 });

function useCarousel(part: string): CarouselContextValue {
  const context = useContext(CarouselContext);
  if (!context) throw new Error(`Carousel.${part} must be used inside Carousel.Root.`);
  return context;
}

function selectedSlideIndex(api: EmblaCarouselType): number {
  // Without loop, snaps can group several slides: the registry maps a snap to its slides.
  return api.internalEngine().slideRegistry[api.selectedScrollSnap()]?.[0] ?? 0;
}

function isTextEntry(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

function hasKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * A div's native attributes and `ref`, but its role and roledescription, which the carousel pattern sets.
 * @inline
 */
export interface CarouselRootProps extends NativeProps<'div', 'role' | 'aria-roledescription'> {
  children: ReactNode;
  /** Accessible name of the carousel, such as 'Témoignages'. Use `labelledBy` when a visible heading names it. */
  label?: string;
  labelledBy?: string;
  loop?: boolean;
  /** Moves on by itself every `delay` ms, or not at all (false). Never under reduced motion. */
  autoplay?: CarouselAutoplay | false;
  /** Defaults to the visitor's `prefers-reduced-motion` setting; a story can force it. */
  prefersReducedMotion?: boolean;
  slidesPerView?: CarouselSlidesPerView;
  gap?: CarouselGap;
  className?: string;
}

/**
 * **When to use it**: a row of comparable items that does not need to be seen at once, built from its parts when no ready carousel fits.
 *
 * **When not to**: anything the visitor must read (a list or a Grid shows it all), nor when SessionsCarousel, TestimonialsCarousel or LogoCarousel fits.
 *
 * An embla carousel shaped like a Radix primitive: `Carousel.Root`, `Carousel.Viewport`, `Carousel.Slide`,
 * `Carousel.Previous`, `Carousel.Next` and `Carousel.PlayPause`, composed freely by SessionsCarousel, TestimonialsCarousel and LogoCarousel.
 *
 * **States**: looping or not; autoplay `{ delay }` or `false`; while autoplaying it pauses on mouse hover and while keyboard focus is inside,
 * and goes on after a drag or a click (embla autoplay, `stopOnInteraction: false`); the visitor's pause button wins over everything until pressed again.
 * Under `prefers-reduced-motion` (or `prefersReducedMotion`, injectable for tests) nothing moves by itself, the pause button disappears and
 * previous/next jump without animation. `data-autoplay` says what the carousel means to do (`playing`, `paused`, `off`) and
 * `data-autoplay-timer` what embla's autoplay timer really is (`set`, `stopped`): the play functions wait for a stopped timer
 * instead of watching the slides for a while.
 *
 * **Keyboard**: Tab reaches the pause button, previous, next, then the slides' links (embla scrolls a focused slide into view);
 * Left and Right arrows move one slide while focus is anywhere in the carousel.
 *
 * **Screen readers**: the root is a group with `aria-roledescription="carrousel"`, each slide a group `"diapositive"` named "N sur M"; a hidden live
 * region says "Diapositive N sur M" after each change, `polite` when the visitor is in control and `off` while the slides turn by themselves.
 *
 * **Decisions**: `slidesPerView` sets slide widths in CSS (`{ mobile, tablet, desktop }`), so prerendered HTML has its final layout before embla starts;
 * put the controls before the viewport so reading and tab order match what is seen; the root is a `group`, not a landmark, to avoid doubling the section's region.
 *
 * @param props - The props below; {@link CarouselRootProps} is their whole type.
 *
 * @example
 * ```tsx
 * <Carousel.Root label="Nos prochaines sessions" slidesPerView={{ mobile: 1, desktop: 3 }}>
 *   <Carousel.Previous />
 *   <Carousel.Next />
 *   <Carousel.Viewport>
 *     <Carousel.Slide>Montage vidéo</Carousel.Slide>
 *     <Carousel.Slide>Prise de son</Carousel.Slide>
 *   </Carousel.Viewport>
 * </Carousel.Root>
 * ```
 */
export function CarouselRoot({
  children,
  label,
  labelledBy,
  loop = true,
  autoplay = false,
  prefersReducedMotion,
  slidesPerView = { mobile: 1 },
  gap = 'large',
  className,
  ref,
  ...native
}: CarouselRootProps) {
  const messages = useMessages();
  const { slideAnnouncement } = messages;
  const systemReducedMotion = usePrefersReducedMotion();
  const reducedMotion = prefersReducedMotion ?? systemReducedMotion;
  const delay = autoplay ? autoplay.delay : null;
  const autoplayOn = delay !== null && !reducedMotion;

  const options = useMemo(() => ({ loop, align: 'start' as const }), [loop]);
  // The plugin never acts on its own: the effects below start and stop it, so the pause button always wins.
  const plugins = useMemo(
    () =>
      delay === null
        ? []
        : [
            Autoplay({
              delay,
              playOnInit: false,
              stopOnInteraction: false,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ],
    [delay],
  );
  const [viewportRef, api] = useEmblaCarousel(options, plugins);

  const rootRef = useRef<HTMLDivElement>(null);
  const composedRootRef = useComposedRefs(rootRef, ref);
  const viewportId = useId();
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [scrollable, setScrollable] = useState({ prev: loop, next: true });
  const [announcement, setAnnouncement] = useState('');
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocusInside, setKeyboardFocusInside] = useState(false);

  const playing = autoplayOn && !userPaused;
  const rotating = playing && !hovered && !keyboardFocusInside;

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSelectedIndex(selectedSlideIndex(api));
      setScrollable({ prev: api.canScrollPrev(), next: api.canScrollNext() });
    };
    // Only real changes are announced, never the first render.
    const announce = () => {
      update();
      setAnnouncement(slideAnnouncement(selectedSlideIndex(api) + 1, api.slideNodes().length));
    };
    update();
    api.on('select', announce).on('reInit', update);
    return () => {
      api.off('select', announce).off('reInit', update);
    };
  }, [api, slideAnnouncement]);

  // The plugin's timer as it really is, in the DOM: a test knows the carousel cannot move without watching it for a while.
  useEffect(() => {
    const node = rootRef.current;
    if (!api || !node || !api.plugins().autoplay) return;
    const timerSet = () => node.setAttribute('data-autoplay-timer', 'set');
    const timerStopped = () => node.setAttribute('data-autoplay-timer', 'stopped');
    // A new plugin never starts by itself (playOnInit: false), and its stop() is silent when it never played.
    timerStopped();
    api.on('autoplay:timerset', timerSet).on('autoplay:timerstopped', timerStopped);
    return () => {
      api.off('autoplay:timerset', timerSet).off('autoplay:timerstopped', timerStopped);
    };
  }, [api]);

  const rotatingRef = useRef(rotating);
  useEffect(() => {
    rotatingRef.current = rotating;
    if (!api) return;
    const sync = () => {
      const plugin = api.plugins().autoplay;
      if (!plugin) return;
      if (rotatingRef.current && api.scrollSnapList().length > 1) {
        if (!plugin.isPlaying()) plugin.play();
      } else {
        plugin.stop();
      }
    };
    // After a drag the plugin restarts itself (stopOnInteraction: false); re-check once its handler has run.
    const syncAfterPointer = () => queueMicrotask(sync);
    sync();
    api.on('reInit', sync).on('pointerUp', syncAfterPointer);
    return () => {
      api.off('reInit', sync).off('pointerUp', syncAfterPointer);
    };
  }, [api, rotating]);

  // Embla takes over from the native scroll (the viewport stops scrolling once `started`): the slide the visitor
  // scrolled to before hydration stays in view.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!api) return;
    const viewport = api.rootNode();
    if (viewport.scrollLeft > 0) {
      const left = viewport.getBoundingClientRect().left;
      const distances = api.slideNodes().map((slide) => Math.abs(slide.getBoundingClientRect().left - left));
      viewport.scrollLeft = 0;
      api.scrollTo(distances.indexOf(Math.min(...distances)), true);
    }
    // Embla exists only from this effect on: the switch from native scrolling has to follow it here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStarted(true);
  }, [api]);

  // A press before embla has started (a tap made before hydration, replayed right after it) is played once it has.
  const pendingMove = useRef<'prev' | 'next' | null>(null);

  const scrollPrev = useCallback(() => {
    if (!api) {
      pendingMove.current = 'prev';
      return;
    }
    api.scrollPrev(reducedMotion);
    api.plugins().autoplay?.reset();
  }, [api, reducedMotion]);

  const scrollNext = useCallback(() => {
    if (!api) {
      pendingMove.current = 'next';
      return;
    }
    api.scrollNext(reducedMotion);
    api.plugins().autoplay?.reset();
  }, [api, reducedMotion]);

  useEffect(() => {
    if (!api || pendingMove.current === null) return;
    const move = pendingMove.current;
    pendingMove.current = null;
    if (move === 'prev') scrollPrev();
    else scrollNext();
  }, [api, scrollPrev, scrollNext]);

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTextEntry(event.target)) return;
    if (event.key === 'ArrowLeft') scrollPrev();
    else if (event.key === 'ArrowRight') scrollNext();
    else return;
    event.preventDefault();
  });

  useEffect(() => {
    const node = rootRef.current;
    if (!node) return;
    const isOutside = (target: EventTarget | null) => !(target instanceof Node && node.contains(target));
    const pointerOver = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(true);
    };
    const pointerOut = (event: PointerEvent) => {
      if (isOutside(event.relatedTarget)) setHovered(false);
    };
    // Keyboard focus pauses until it leaves; a mouse click that focuses a button does not.
    const focusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && hasKeyboardFocus(event.target)) setKeyboardFocusInside(true);
    };
    const focusOut = (event: FocusEvent) => {
      if (isOutside(event.relatedTarget)) setKeyboardFocusInside(false);
    };
    node.addEventListener('pointerover', pointerOver);
    node.addEventListener('pointerout', pointerOut);
    node.addEventListener('focusin', focusIn);
    node.addEventListener('focusout', focusOut);
    const keyDown = (event: KeyboardEvent) => onKeyDown(event);
    node.addEventListener('keydown', keyDown);
    return () => {
      node.removeEventListener('pointerover', pointerOver);
      node.removeEventListener('pointerout', pointerOut);
      node.removeEventListener('focusin', focusIn);
      node.removeEventListener('focusout', focusOut);
      node.removeEventListener('keydown', keyDown);
    };
  }, []);

  const togglePlaying = useCallback(() => setUserPaused((paused) => !paused), []);

  const context: CarouselContextValue = {
    viewportRef,
    viewportId,
    started,
    selectedIndex,
    slideClassName: cx(
      styles.slide,
      styles.perViewMobile[slidesPerView.mobile],
      slidesPerView.tablet && styles.perViewTablet[slidesPerView.tablet],
      slidesPerView.desktop && styles.perViewDesktop[slidesPerView.desktop],
    ),
    gapClassName: styles.gap[gap],
    autoplayOn,
    playing,
    togglePlaying,
    scrollPrev,
    scrollNext,
    canScrollPrev: scrollable.prev,
    canScrollNext: scrollable.next,
  };

  return (
    <CarouselContext.Provider value={context}>
      <div
        {...native}
        ref={composedRootRef}
        role="group"
        aria-roledescription={messages.carousel}
        aria-label={labelledBy ? undefined : (label ?? native['aria-label'])}
        aria-labelledby={labelledBy ?? native['aria-labelledby']}
        data-autoplay={!autoplayOn ? 'off' : rotating ? 'playing' : 'paused'}
        data-loop={loop || undefined}
        className={cx(styles.root, className)}
      >
        {children}
        {/* Silent while the slides turn by themselves (WAI-ARIA carousel pattern), polite otherwise. */}
        <div aria-live={rotating ? 'off' : 'polite'} aria-atomic="true" className={visuallyHidden}>
          {announcement}
        </div>
      </div>
    </CarouselContext.Provider>
  );
}
CarouselRoot.displayName = 'Carousel.Root';

/**
 * A div's native attributes and `ref`, but its id, which the controls point at.
 * @inline
 */
export interface CarouselViewportProps extends NativeProps<'div', 'id'> {
  /** Carousel.Slide elements, one per slide. */
  children: ReactNode;
  className?: string;
}

/** @param props - The props below; {@link CarouselViewportProps} is their whole type. */
export function CarouselViewport({ children, className, ref, ...native }: CarouselViewportProps) {
  const { viewportRef, viewportId, started, gapClassName } = useCarousel('Viewport');
  const composedRef = useComposedRefs<HTMLDivElement>(viewportRef, ref);
  const slides = Children.toArray(children);
  return (
    // Natively scrollable until embla starts, the viewport takes focus then, so arrow keys can scroll it too.
    <div
      {...native}
      ref={composedRef}
      id={viewportId}
      data-started={started || undefined}
      tabIndex={started ? undefined : 0}
      className={cx(styles.viewport, className)}
    >
      <div className={cx(styles.container, gapClassName)}>
        {slides.map((slide, index) => (
          <SlidePositionContext.Provider
            key={isValidElement(slide) && slide.key != null ? slide.key : index}
            value={{ index, total: slides.length }}
          >
            {slide}
          </SlidePositionContext.Provider>
        ))}
      </div>
    </div>
  );
}
CarouselViewport.displayName = 'Carousel.Viewport';

/**
 * A div's native attributes and `ref`, but its role and roledescription, which the carousel pattern sets.
 * @inline
 */
export interface CarouselSlideProps extends NativeProps<'div', 'role' | 'aria-roledescription'> {
  children: ReactNode;
  className?: string;
}

/** @param props - The props below; {@link CarouselSlideProps} is their whole type. */
export function CarouselSlide({ children, className, ...native }: CarouselSlideProps) {
  const { slideClassName, selectedIndex } = useCarousel('Slide');
  const { index, total } = useContext(SlidePositionContext);
  const messages = useMessages();
  return (
    <div
      {...native}
      role="group"
      aria-roledescription={messages.slide}
      aria-label={messages.slidePosition(index + 1, total)}
      data-state={index === selectedIndex ? 'active' : 'inactive'}
      className={cx(slideClassName, className)}
    >
      {children}
    </div>
  );
}
CarouselSlide.displayName = 'Carousel.Slide';

/**
 * A button's native attributes and `ref`, but its type, label, target and state, which the carousel sets.
 * @inline
 */
export interface CarouselControlProps extends NativeProps<
  'button',
  'type' | 'aria-label' | 'aria-controls' | 'disabled' | 'children'
> {
  /** light on white or grey sections, stage on the dark stage. */
  tone?: CarouselControlTone;
  className?: string;
}

// Before hydration, the site's starter answers a press of Previous or Next by scrolling the native viewport one slide
// (`data-scroll-step`, `aria-controls`, `data-loop`); embla then starts on the slide in view.
/**
 * Previous, Next and PlayPause take the same props.
 * @inline
 */
export type CarouselPreviousProps = CarouselControlProps;
/** @inline */
export type CarouselNextProps = CarouselControlProps;
/** @inline */
export type CarouselPlayPauseProps = CarouselControlProps;

/** @param props - The props below; {@link CarouselControlProps} is their whole type. */
export function CarouselPrevious({ tone = 'light', className, onClick, ...native }: CarouselControlProps) {
  const { scrollPrev, canScrollPrev, viewportId } = useCarousel('Previous');
  const messages = useMessages();
  return (
    <button
      {...native}
      type="button"
      aria-label={messages.previousSlide}
      aria-controls={viewportId}
      disabled={!canScrollPrev}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) scrollPrev();
      }}
      data-scroll-step="previous"
      className={cx(styles.control({ tone }), styles.icon.previous, className)}
    />
  );
}
CarouselPrevious.displayName = 'Carousel.Previous';

/** @param props - The props below; {@link CarouselControlProps} is their whole type. */
export function CarouselNext({ tone = 'light', className, onClick, ...native }: CarouselControlProps) {
  const { scrollNext, canScrollNext, viewportId } = useCarousel('Next');
  const messages = useMessages();
  return (
    <button
      {...native}
      type="button"
      aria-label={messages.nextSlide}
      aria-controls={viewportId}
      disabled={!canScrollNext}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) scrollNext();
      }}
      data-scroll-step="next"
      className={cx(styles.control({ tone }), styles.icon.next, className)}
    />
  );
}
CarouselNext.displayName = 'Carousel.Next';

/**
 * Shown whenever the carousel moves by itself (WCAG 2.2.2); renders nothing otherwise.
 * @param props - The props below; {@link CarouselControlProps} is their whole type.
 */
export function CarouselPlayPause({ tone = 'light', className, onClick, ...native }: CarouselControlProps) {
  const { autoplayOn, playing, togglePlaying, viewportId } = useCarousel('PlayPause');
  const messages = useMessages();
  if (!autoplayOn) return null;
  return (
    <button
      {...native}
      type="button"
      aria-label={playing ? messages.pauseRotation : messages.resumeRotation}
      aria-controls={viewportId}
      data-state={playing ? 'playing' : 'paused'}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) togglePlaying();
      }}
      className={cx(styles.control({ tone }), styles.icon[playing ? 'pause' : 'play'], className)}
    />
  );
}
CarouselPlayPause.displayName = 'Carousel.PlayPause';
