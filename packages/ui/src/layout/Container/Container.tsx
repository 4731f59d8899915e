import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { container } from './Container.css.ts';

export const containerWidths = ['header', 'hero', 'content', 'text'] as const;
export type ContainerWidth = (typeof containerWidths)[number];

export interface ContainerProps {
  children: ReactNode;
  /** header 1400 px, hero and content 1200 px, text 75 characters. */
  width?: ContainerWidth;
  as?: 'div' | 'header' | 'footer' | 'nav' | 'article';
  className?: string;
}

/** Centres content at one of the site's reading widths, with the page gutter. */
export function Container({ children, width = 'content', as: Element = 'div', className }: ContainerProps) {
  return <Element className={cx(container({ width }), className)}>{children}</Element>;
}
