import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css.ts';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** The element drawn: a span by default, a dt for a term only screen readers need. */
  as?: 'span' | 'dt';
}

/** Text for assistive technology only. */
export function VisuallyHidden({ children, as: Element = 'span' }: VisuallyHiddenProps) {
  return <Element className={visuallyHidden}>{children}</Element>;
}
