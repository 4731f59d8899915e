import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { AnyElement, NativeElementProps } from '../../utils/native.ts';
import type { Space } from '../../theme/tokens.ts';
import { gap } from '../spacing.css.ts';
import { align as alignClass, alignY as alignYClass, inline } from './Inline.css.ts';

export const inlineAligns = ['start', 'center', 'end', 'spaceBetween'] as const;
export const inlineAlignsY = ['top', 'center', 'bottom', 'baseline'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export type InlineAlignY = (typeof inlineAlignsY)[number];

/** The element's native attributes and `ref`. */
export interface InlineProps extends NativeElementProps {
  children: ReactNode;
  space: Space;
  align?: InlineAlign;
  alignY?: InlineAlignY;
  as?: 'div' | 'ul' | 'ol' | 'nav';
  className?: string;
}

/** Children side by side, wrapping onto new lines when space runs out. */
export function Inline({
  children,
  space,
  align = 'start',
  alignY = 'center',
  as: tag = 'div',
  className,
  ...native
}: InlineProps) {
  const Element = tag as unknown as AnyElement;
  return (
    <Element {...native} className={cx(inline, gap[space], alignClass[align], alignYClass[alignY], className)}>
      {children}
    </Element>
  );
}
