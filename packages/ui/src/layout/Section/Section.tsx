import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import { deferredRendering, section } from './Section.css.ts';

export const sectionTones = ['surface', 'muted', 'stage'] as const;
/** @useDeclaredType */
export type SectionTone = (typeof sectionTones)[number];
export const sectionPaddings = ['none', 'small', 'medium', 'large'] as const;
/** @useDeclaredType */
export type SectionPadding = (typeof sectionPaddings)[number];

/**
 * A section's native attributes and `ref`.
 * @inline
 */
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

/**
 * A full-width band of the page: its background tone and vertical rhythm.
 *
 * **When to use it**: once per block of a page, for its background tone and vertical rhythm.
 *
 * **When not to**: inside a card or another Section; for width, use a Container inside it.
 *
 * A full-width band of the page: its background tone and its vertical rhythm. Use one per block of a page; put a Container
 * inside to set the width, and a SectionHeading to open it.
 *
 * **Props**: `tone` is `surface` (white, the default), `muted` (light grey) or `stage` (the dark "on-air" background, with white text);
 * `paddingY` is `none`, `small` (1 rem: a thin band such as the breadcrumb's), `medium` (3 rem) or `large` (the default: 4 rem, 6 rem from the desktop breakpoint);
 * `deferRendering` is for a light band below the fold on arrival (`content-visibility: auto`): once the browser has found it off screen,
 * after the page's first layout, it skips its paint and every later style and layout (the fonts' swap, a resize) until it nears the screen.
 * The first layout itself still covers every band, as the specification asks. On screen it looks the same. A `stage` band
 * ignores it: an audit that does not scroll (Lighthouse's axe) would read a skipped band's white text against the white page behind it.
 *
 * **Decisions**: `labelledBy` takes the id of the section's heading (SectionHeading's `id`) and becomes `aria-labelledby`, which makes the
 * `<section>` a named region landmark; without it the section is not announced as one. The section owns the vertical spacing between bands,
 * so the components inside have no outer margins.
 *
 * **Keyboard**: nothing to operate.
 *
 * @param props - The props below; {@link SectionProps} is their whole type.
 *
 * @example
 * ```tsx
 * <Section tone="stage" labelledBy="equipe">
 *   <Container>
 *     <Heading id="equipe" level={2}>Notre équipe</Heading>
 *   </Container>
 * </Section>
 * ```
 */
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
