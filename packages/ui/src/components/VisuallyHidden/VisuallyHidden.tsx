import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css.ts';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** The element drawn: a span by default, a dt for a term only screen readers need. */
  as?: 'span' | 'dt';
  /** Makes it a live region, read out whenever its text changes: 'assertive' interrupts, 'polite' waits its turn. */
  live?: 'polite' | 'assertive';
}

/** Text for assistive technology only. */
export function VisuallyHidden({ children, as: Element = 'span', live }: VisuallyHiddenProps) {
  return (
    <Element className={visuallyHidden} aria-live={live} aria-atomic={live ? true : undefined}>
      {children}
    </Element>
  );
}
