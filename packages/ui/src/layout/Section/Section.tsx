import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { section } from './Section.css.ts';

export const sectionTones = ['surface', 'muted', 'stage'] as const;
export type SectionTone = (typeof sectionTones)[number];
export const sectionPaddings = ['none', 'small', 'medium', 'large'] as const;

export interface SectionProps {
  children: ReactNode;
  /** stage is the dark "on-air" background of heroes and highlights. */
  tone?: SectionTone;
  paddingY?: (typeof sectionPaddings)[number];
  id?: string;
  /** Id of the heading that names this section for assistive technology. */
  labelledBy?: string;
  className?: string;
}

/** A full-width band of the page: its background tone and vertical rhythm. */
export function Section({ children, tone = 'surface', paddingY = 'large', id, labelledBy, className }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cx(section({ tone, paddingY }), className)}>
      {children}
    </section>
  );
}
