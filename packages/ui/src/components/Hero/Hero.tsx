import { useEffect, useId, useRef } from 'react';
import { Container } from '../../layout/Container/Container.tsx';
import { media } from '../../theme/tokens.ts';
import { cx } from '../../utils/cx.ts';
import { ButtonLink } from '../Button/Button.tsx';
import * as styles from './Hero.css.ts';

type DotTone = keyof typeof styles.dotTone;

interface HeroDot {
  /** Position in % of the hero. */
  top: number;
  left: number;
  /** Diameter in px. */
  size: number;
  tone: DotTone;
  drift: keyof typeof styles.dotDrift;
  /** Seconds; a negative delay starts the drift mid-way, so the dots never move in step. */
  duration: number;
  delay: number;
}

/** The 15 floating dots: a fixed table, so every render (server, client, screenshot) is identical. */
export const heroDots: readonly HeroDot[] = [
  { top: 12, left: 62, size: 10, tone: 'accent', drift: 'up', duration: 9, delay: -1 },
  { top: 22, left: 84, size: 6, tone: 'light', drift: 'side', duration: 11, delay: -4 },
  { top: 34, left: 71, size: 14, tone: 'blue', drift: 'up', duration: 13, delay: -7 },
  { top: 47, left: 91, size: 8, tone: 'purple', drift: 'side', duration: 10, delay: -2 },
  { top: 58, left: 64, size: 5, tone: 'light', drift: 'up', duration: 8, delay: -5 },
  { top: 70, left: 81, size: 12, tone: 'accent', drift: 'side', duration: 12, delay: -3 },
  { top: 83, left: 57, size: 7, tone: 'blue', drift: 'up', duration: 9.5, delay: -6 },
  { top: 88, left: 90, size: 9, tone: 'light', drift: 'side', duration: 14, delay: -8 },
  { top: 7, left: 41, size: 5, tone: 'light', drift: 'up', duration: 10.5, delay: -2.5 },
  { top: 16, left: 5, size: 8, tone: 'purple', drift: 'side', duration: 12.5, delay: -9 },
  { top: 90, left: 12, size: 10, tone: 'blue', drift: 'up', duration: 11.5, delay: -4.5 },
  { top: 77, left: 35, size: 5, tone: 'accent', drift: 'side', duration: 8.5, delay: -1.5 },
  { top: 40, left: 53, size: 6, tone: 'purple', drift: 'up', duration: 13.5, delay: -6.5 },
  { top: 62, left: 97, size: 4, tone: 'light', drift: 'side', duration: 9, delay: -3.5 },
  { top: 27, left: 96, size: 11, tone: 'blue', drift: 'up', duration: 15, delay: -10 },
];

/** How much slower than the page the decorative layer scrolls. */
const parallaxRate = 0.3;

export interface HeroProps {
  title: string;
  subtitle: string;
  text: string;
  callToAction: { label: string; href: string };
  /** The decorative layer scrolls slower than the page; always off under prefers-reduced-motion. */
  parallax?: boolean;
}

/**
 * The home page's opening: the dark stage, the title (the page's h1 and its LCP element, never animated),
 * the subtitle, a short text and the call to action, over a decorative layer of drifting dots.
 */
export function Hero({ title, subtitle, text, callToAction, parallax = true }: HeroProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLElement>(null);
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
    <section ref={rootRef} className={styles.root} aria-labelledby={titleId}>
      <div ref={backdropRef} className={styles.backdrop} aria-hidden="true" data-hero-backdrop="">
        <span className={styles.glowWarm} />
        <span className={styles.glowCool} />
        <span className={styles.ring.small} />
        <span className={styles.ring.medium} />
        <span className={styles.ring.large} />
        {heroDots.map((dot, index) => (
          <span
            key={index}
            data-hero-dot=""
            className={cx(styles.dot, styles.dotTone[dot.tone], styles.dotDrift[dot.drift])}
            style={{
              top: `${dot.top}%`,
              left: `${dot.left}%`,
              width: dot.size,
              height: dot.size,
              animationDuration: `${dot.duration}s`,
              animationDelay: `${dot.delay}s`,
            }}
          />
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
