import type { ReactNode } from 'react';
import { typography } from '../../theme/typography.css.ts';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import * as styles from './Heading.css.ts';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['display', 'h1', 'h2', 'h3', 'large'] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];

/** Each level's size unless told otherwise: the outline and the look usually agree (5 and 6 keep the smallest). */
export const headingSizeOfLevel: Record<HeadingLevel, HeadingSize> = {
  1: 'h1',
  2: 'h2',
  3: 'h3',
  4: 'large',
  5: 'large',
  6: 'large',
};

/** A heading element's native attributes and `ref`; the level and the size are independent. */
export interface HeadingProps extends NativeProps<'h1'> {
  children: ReactNode;
  level: HeadingLevel;
  /** The look, when it must differ from the level's (a card title is an h3 wherever the card sits). */
  size?: HeadingSize;
  className?: string;
}

/** A heading in the heading font at one size of the type scale; the largest sizes set lines tighter. */
export function Heading({ children, level, size = headingSizeOfLevel[level], className, ...native }: HeadingProps) {
  const Element = `h${level}` as const;
  const lineHeight = size === 'display' || size === 'h1' ? 'tight' : 'heading';
  return (
    <Element {...native} className={cx(styles.heading, typography({ fontSize: size, lineHeight }), className)}>
      {children}
    </Element>
  );
}
