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
 * **When to use it**: for words a screen reader needs and the screen does not: the name of a button that is only an icon,
 * a definition list's term that the layout makes obvious (`as="dt"`), a detail a sighted reader gets from the context.
 *
 * **When not to**: to hide something from everyone (leave it out), or for a label a sighted user needs too (show it).
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
