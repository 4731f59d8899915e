import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import * as styles from './Prose.css.ts';

export const proseSizes = ['standard', 'large'] as const;
export type ProseSize = (typeof proseSizes)[number];

/** A div's native attributes and `ref`. */
export interface ProseProps extends NativeProps<'div'> {
  /** Plain elements: p, h2, h3, ul, ol, li, strong, a, blockquote. Prose styles them; they need no class. */
  children: ReactNode;
  /** large for an introduction or a short text that stands alone; standard for long reading (legal pages). */
  size?: ProseSize;
  className?: string;
}

/** A reading column (75 characters at most) that gives running text its type and vertical rhythm. */
export function Prose({ children, size = 'standard', className, ...native }: ProseProps) {
  return (
    <div {...native} className={cx(styles.root, styles.size[size], className)}>
      {children}
    </div>
  );
}
