import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { Space } from '../../theme/tokens.ts';
import { gap } from '../spacing.css.ts';
import { align as alignClass, alignY as alignYClass, inline } from './Inline.css.ts';

export const inlineAligns = ['start', 'center', 'end', 'spaceBetween'] as const;
export const inlineAlignsY = ['top', 'center', 'bottom', 'baseline'] as const;

export interface InlineProps {
  children: ReactNode;
  space: Space;
  align?: (typeof inlineAligns)[number];
  alignY?: (typeof inlineAlignsY)[number];
  as?: 'div' | 'ul' | 'ol' | 'nav';
  className?: string;
}

/** Children side by side, wrapping onto new lines when space runs out. */
export function Inline({
  children,
  space,
  align = 'start',
  alignY = 'center',
  as: Element = 'div',
  className,
}: InlineProps) {
  return (
    <Element className={cx(inline, gap[space], alignClass[align], alignYClass[alignY], className)}>{children}</Element>
  );
}
