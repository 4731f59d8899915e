import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { AnyElement, NativeElementProps } from '../../utils/native.ts';
import { visuallyHidden } from './VisuallyHidden.css.ts';

/**
 * The element's native attributes and `ref`.
 * @inline
 */
export interface VisuallyHiddenProps extends NativeElementProps {
  children: ReactNode;
  /** The element drawn: a span by default, a dt for a term only screen readers need. */
  as?: 'span' | 'dt';
  /** Makes it a live region, read out whenever its text changes: 'assertive' interrupts, 'polite' waits its turn. */
  live?: 'polite' | 'assertive';
}

/**
 * Text for assistive technology only.
 *
 * **When to use it**: for words a screen reader needs and the eye does not (the « (nouvel onglet) » after a link, a
 * table's term), or with `live` to announce a change. **When not to**: to hide something from everybody (`hidden`), or
 * for a control's name (`aria-label` on the control).
 *
 * **Keyboard and screen readers**: clipped to one pixel but in the accessibility tree, so it is read in place; with
 * `live`, a change of its text is read out.
 *
 * @param props - The props below; {@link VisuallyHiddenProps} is their whole type.
 *
 * @example
 * ```tsx
 * <VisuallyHidden live="polite">{count} résultats</VisuallyHidden>
 * ```
 */
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
