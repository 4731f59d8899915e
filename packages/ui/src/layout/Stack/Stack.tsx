import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { AnyElement, NativeElementProps } from '../../utils/native.ts';
import type { Space } from '../../theme/tokens.ts';
import { gap } from '../spacing.css.ts';
import { align as alignClass, stack } from './Stack.css.ts';

export const stackAligns = ['stretch', 'start', 'center'] as const;
export type StackAlign = (typeof stackAligns)[number];

/** The element's native attributes and `ref`. */
export interface StackProps extends NativeElementProps {
  children: ReactNode;
  space: Space;
  align?: StackAlign;
  as?: 'div' | 'ul' | 'ol' | 'section' | 'article' | 'header' | 'footer';
  className?: string;
}

/** Children one under another, separated by one space token. */
export function Stack({ children, space, align = 'stretch', as: tag = 'div', className, ...native }: StackProps) {
  const Element = tag as unknown as AnyElement;
  return (
    <Element {...native} className={cx(stack, gap[space], alignClass[align], className)}>
      {children}
    </Element>
  );
}
