import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import { deferredRendering, section } from './Section.css.ts';

export const sectionTones = ['surface', 'muted', 'stage'] as const;
export type SectionTone = (typeof sectionTones)[number];
export const sectionPaddings = ['none', 'small', 'medium', 'large'] as const;
export type SectionPadding = (typeof sectionPaddings)[number];

/** A section's native attributes and `ref`. */
export interface SectionProps extends NativeProps<'section'> {
  children: ReactNode;
  /** stage is the dark "on-air" background of heroes and highlights. */
  tone?: SectionTone;
  paddingY?: SectionPadding;
  /** Id of the heading that names this section for assistive technology. */
  labelledBy?: string;
  /**
   * Below the fold on arrival: once found off screen (after the page's first layout), its paint and every later style
   * and layout wait until it nears the screen.
   * Surface and muted bands only; a stage band is always rendered at once (the className below says why).
   */
  deferRendering?: boolean;
  className?: string;
}

/** A full-width band of the page: its background tone and vertical rhythm. */
export function Section({
  children,
  tone = 'surface',
  paddingY = 'large',
  labelledBy,
  deferRendering = false,
  className,
  ...native
}: SectionProps) {
  return (
    <section
      {...native}
      aria-labelledby={labelledBy ?? native['aria-labelledby']}
      // Light bands only: an audit that does not scroll (Lighthouse's axe) would read a skipped band's colours off the
      // white page behind it, which is right for dark text and wrong for the stage's white text.
      className={cx(section({ tone, paddingY }), deferRendering && tone !== 'stage' && deferredRendering, className)}
    >
      {children}
    </section>
  );
}
