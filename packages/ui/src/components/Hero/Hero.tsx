'use client';

import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Container } from '../../layout/Container/Container.tsx';
import { media } from '../../theme/tokens.ts';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import { ButtonLink } from '../Button/Button.tsx';
import * as styles from './Hero.css.ts';

export { heroDots } from './heroDots.ts';

/** How much slower than the page the decorative layer scrolls. */
const parallaxRate = 0.3;

/**
 * A section's native attributes and `ref`, but its name, which is the title (the page's h1).
 * @inline
 */
export interface HeroProps extends NativeProps<'section', 'title' | 'aria-labelledby'> {
  title: string;
  /** The line under the title, after the tricolour stripe: text, or the app's marked text (a LinkedText). */
  subtitle: ReactNode;
  text: string;
  callToAction: { label: string; href: string };
  /** The decorative layer scrolls slower than the page; always off under prefers-reduced-motion. */
  parallax?: boolean;
}

/**
 * The home page's opening: the dark stage, the title (the page's h1 and its LCP element, never animated),
 * the subtitle, a short text and the call to action, over a decorative layer of drifting dots.
 *
 * **When to use it**: for the home page’s opening band.
 *
 * **When not to**: for the opening of another page (PageHero).
 *
 * The opening of the home page on the dark “on-air” stage: title (the page’s `h1`), a subtitle with a small tricolour stripe, a short text and a call to action.
 *
 * **When to use**: only on the home page; inner pages use `PageHero`.
 *
 * **States**: one layout; parallax on (default) or off. Under `prefers-reduced-motion` the dots stand still and the parallax is off.
 *
 * **Keyboard**: the call to action is the only focusable element; its focus ring uses the on-stage colour.
 *
 * **Decisions**: the `h1` is the largest contentful paint, so it is never faded in or moved. Everything decorative (two glows, broadcast rings and the 15 dots) sits on one `aria-hidden` layer; the parallax moves only that layer, through `transform` in a `requestAnimationFrame` fed by a passive scroll listener. The dots come from a fixed table (`heroDots`), not from `Math.random()`, so server, client and screenshots agree.
 *
 * @param props - The props below; {@link HeroProps} is their whole type.
 *
 * @example
 * ```tsx
 * <Hero
 *   title="La Fabrique"
 *   subtitle="Centre de formation aux métiers de l’image"
 *   text="Des ateliers courts, en petits groupes."
 *   callToAction={{ label: 'Découvrir nos formations', href: '/ateliers' }}
 * />
 * ```
 */
export function Hero({ title, subtitle, text, callToAction, parallax = true, className, ref, ...native }: HeroProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const composedRef = useComposedRefs(rootRef, ref);
  const backdropRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    const layer = backdropRef.current;
    if (!parallax || !root || !layer) return;
    const reducedMotion = window.matchMedia(media.reducedMotion);
    let frame = 0;

    const update = () => {
      frame = 0;
      const scrolled = Math.min(Math.max(-root.getBoundingClientRect().top, 0), root.offsetHeight);
      layer.style.transform = `translate3d(0, ${Math.round(scrolled * parallaxRate)}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const stop = () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      frame = 0;
      layer.style.transform = '';
    };
    const apply = () => {
      stop();
      if (reducedMotion.matches) return;
      window.addEventListener('scroll', onScroll, { passive: true });
      update();
    };

    apply();
    reducedMotion.addEventListener('change', apply);
    return () => {
      reducedMotion.removeEventListener('change', apply);
      stop();
    };
  }, [parallax]);

  return (
    <section {...native} ref={composedRef} className={cx(styles.root, className)} aria-labelledby={titleId}>
      <div ref={backdropRef} className={styles.backdrop} aria-hidden="true" data-hero-backdrop="">
        <span className={styles.glowWarm} />
        <span className={styles.glowCool} />
        <span className={styles.ring.small} />
        <span className={styles.ring.medium} />
        <span className={styles.ring.large} />
        {styles.dots.map((className, index) => (
          <span key={index} data-hero-dot="" className={className} />
        ))}
      </div>
      <Container width="hero">
        <div className={styles.copy}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          <p className={styles.subtitle}>
            <span className={styles.flag} aria-hidden="true" />
            {subtitle}
          </p>
          <p className={styles.text}>{text}</p>
          <div className={styles.actions}>
            <ButtonLink href={callToAction.href}>{callToAction.label}</ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
