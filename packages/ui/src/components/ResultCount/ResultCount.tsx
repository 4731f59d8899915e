import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import * as styles from './ResultCount.css.ts';

/**
 * A paragraph's native attributes and `ref`, but the live region's role and politeness, which it owns.
 * @inline
 */
export interface ResultCountProps extends NativeProps<'p', 'role' | 'aria-live' | 'aria-atomic' | 'aria-busy'> {
  /** The count in words, e.g. '3 formations correspondent à votre recherche'. */
  children: ReactNode;
  /** While results are being computed: the region says so instead of a stale count. */
  busy?: boolean;
  className?: string;
}

/**
 * How many results a search gives, announced politely by screen readers each time it changes (a live region present
 * from the first render, so its first change is heard too).
 *
 * **When to use it**: to say how many results a search or a filter gives, above its list.
 *
 * **When not to**: for a count that never changes (plain text), or for a form's outcome (Toast).
 *
 * How many results a search gives, in words, in a polite live region
 * (`role="status"`, `aria-live="polite"`, `aria-atomic`): screen readers read the new count when the visitor pauses,
 * without interrupting. It is rendered from the start — a live region added at the same time as its text is not heard.
 * **busy** marks it while results are being computed.
 *
 * **Keyboard**: nothing to operate.
 *
 * @param props - The props below; {@link ResultCountProps} is their whole type.
 *
 * @example
 * ```tsx
 * <ResultCount busy={searching}>{count} formations</ResultCount>
 * ```
 */
export function ResultCount({ children, busy = false, className, ...native }: ResultCountProps) {
  return (
    <p
      {...native}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      aria-busy={busy || undefined}
      className={cx(styles.root, className)}
    >
      {children}
    </p>
  );
}
