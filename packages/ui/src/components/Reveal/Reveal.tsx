'use client';

import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { media } from '../../theme/tokens.ts';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import { reveal } from './Reveal.css.ts';

/** Share of the element that must be on screen before it fades in. */
export const revealThreshold = 0.1;

/** A div's native attributes and `ref`. */
export interface RevealProps extends NativeProps<'div'> {
  children: ReactNode;
  className?: string;
}

/**
 * Fades its content in when 10 % of it is on screen. The content is visible as prerendered: only an element that
 * is still below the fold once the script runs is hidden, and only until it scrolls into view.
 */
export function Reveal({ children, className, ref: givenRef, ...native }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const composedRef = useComposedRefs(ref, givenRef);

  // A layout effect decides before the first paint, so nothing in view ever blinks.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia(media.reducedMotion).matches) return;
    const { top, height } = element.getBoundingClientRect();
    // In view or above it, or so tall that 10 % of it might never fit on screen: leave it alone.
    if (top < window.innerHeight || height * revealThreshold > window.innerHeight) return;

    // Set on the DOM node, outside React's attributes: the markup stays identical on the server and the client.
    element.dataset.reveal = 'hidden';
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset.reveal = 'shown';
        observer.disconnect();
      },
      { threshold: revealThreshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      delete element.dataset.reveal;
    };
  }, []);

  return (
    <div {...native} ref={composedRef} className={cx(reveal, className)}>
      {children}
    </div>
  );
}
