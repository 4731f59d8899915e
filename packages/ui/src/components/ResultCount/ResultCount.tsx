import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import * as styles from './ResultCount.css.ts';

/** A paragraph's native attributes and `ref`, but the live region's role and politeness, which it owns. */
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
