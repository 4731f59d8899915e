'use client';

import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { media } from '../../theme/tokens.ts';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import { reveal } from './Reveal.css.ts';

/** Share of the element that must be on screen before it fades in. */
export const revealThreshold = 0.1;

/**
 * A div's native attributes and `ref`.
 * @inline
 */
export interface RevealProps extends NativeProps<'div'> {
  children: ReactNode;
  className?: string;
}

/**
 * Fades its content in when 10 % of it is on screen. The content is visible as prerendered: only an element that
 * is still below the fold once the script runs is hidden, and only until it scrolls into view.
 *
 * **When to use it**: to let a block of a long page fade in as it scrolls into view.
 *
 * **When not to**: for content above the fold, for anything the visitor must see at once, or around interactive controls that must never be hidden.
 *
 * Wraps a section so it fades in (opacity and a 1.5 rem rise, 600 ms) when 10 % of it is visible (`IntersectionObserver`, threshold 0.1).
 *
 * **When to use**: around the sections of a page below the hero. Never around the hero or the `h1` (the largest contentful paint).
 *
 * **States**: untouched (no attribute: prerendered, no script, reduced motion, or already in view when the script ran), `data-reveal="hidden"` (below the fold, waiting), `data-reveal="shown"` (faded in).
 *
 * **Keyboard**: nothing to operate; hidden content stays in the accessibility tree and in the tab order (opacity only), and a focused or linked element scrolls into view, which reveals it.
 *
 * **Decisions**: the hidden state is never in the HTML. A layout effect adds it after the script has run, before paint, and only to elements entirely below the fold, so text is never hidden when scripts are off or slow, content in view never blinks and the LCP is not delayed. It sets a DOM attribute rather than React state, so server and client markup are identical. Under reduced motion nothing is hidden or moved; printing shows everything. An element so tall that 10 % of it cannot fit on screen is left visible.
 *
 * **Screen readers**: nothing changes for them: a waiting block is only transparent, so it stays in the accessibility
 * tree and is read in order.
 *
 * @param props - The props below; {@link RevealProps} is their whole type.
 *
 * @example
 * ```tsx
 * <Reveal>
 *   <PageSection title="Nos partenaires">…</PageSection>
 * </Reveal>
 * ```
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
