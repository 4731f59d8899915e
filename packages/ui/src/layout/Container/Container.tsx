import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { AnyElement, NativeElementProps } from '../../utils/native.ts';
import { container } from './Container.css.ts';

export const containerWidths = ['header', 'hero', 'content', 'text'] as const;
export type ContainerWidth = (typeof containerWidths)[number];

/** The element's native attributes and `ref`. */
export interface ContainerProps extends NativeElementProps {
  children: ReactNode;
  /** header 1400 px, hero and content 1200 px, text 75 characters. */
  width?: ContainerWidth;
  as?: 'div' | 'header' | 'footer' | 'nav' | 'article';
  className?: string;
}

/** Centres content at one of the site's reading widths, with the page gutter. */
export function Container({ children, width = 'content', as: tag = 'div', className, ...native }: ContainerProps) {
  const Element = tag as unknown as AnyElement;
  return (
    <Element {...native} className={cx(container({ width }), className)}>
      {children}
    </Element>
  );
}
