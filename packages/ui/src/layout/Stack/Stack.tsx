import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { Space } from '../../theme/tokens.ts';
import { gap } from '../spacing.css.ts';
import { align as alignClass, stack } from './Stack.css.ts';

export const stackAligns = ['stretch', 'start', 'center'] as const;
export type StackAlign = (typeof stackAligns)[number];

export interface StackProps {
  children: ReactNode;
  space: Space;
  align?: StackAlign;
  as?: 'div' | 'ul' | 'ol' | 'section' | 'article' | 'header' | 'footer';
  className?: string;
}

/** Children one under another, separated by one space token. */
export function Stack({ children, space, align = 'stretch', as: Element = 'div', className }: StackProps) {
  return <Element className={cx(stack, gap[space], alignClass[align], className)}>{children}</Element>;
}
