import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { AnyElement, NativeElementProps } from '../../utils/native.ts';
import { visuallyHidden } from './VisuallyHidden.css.ts';

/** The element's native attributes and `ref`. */
export interface VisuallyHiddenProps extends NativeElementProps {
  children: ReactNode;
  /** The element drawn: a span by default, a dt for a term only screen readers need. */
  as?: 'span' | 'dt';
  /** Makes it a live region, read out whenever its text changes: 'assertive' interrupts, 'polite' waits its turn. */
  live?: 'polite' | 'assertive';
}

/** Text for assistive technology only. */
export function VisuallyHidden({ children, as: tag = 'span', live, className, ...native }: VisuallyHiddenProps) {
  const Element = tag as unknown as AnyElement;
  return (
    <Element
      {...native}
      className={cx(visuallyHidden, className)}
      aria-live={live}
      aria-atomic={live ? true : undefined}
    >
      {children}
    </Element>
  );
}
