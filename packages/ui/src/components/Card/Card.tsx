import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { AnyElement, NativeElementProps } from '../../utils/native.ts';
import { card } from './Card.css.ts';

/** The colours of the band along a card's top edge (the site gives each category one). */
export const cardTones = ['blue', 'purple', 'green'] as const;
export type CardTone = (typeof cardTones)[number];
export const cardElements = ['article', 'div', 'li'] as const;
export type CardElement = (typeof cardElements)[number];
export const cardPaddings = ['none', 'medium', 'large'] as const;
export type CardPadding = (typeof cardPaddings)[number];

/** The element's native attributes and `ref`. */
export interface CardProps extends NativeElementProps {
  children: ReactNode;
  /** The category colour of the band along the top edge; no band without it. */
  tone?: CardTone;
  /** none for cards whose media runs to the edges and pad their own body. */
  padding?: CardPadding;
  /** article for self-contained content (a course, an offer), li inside a list, div otherwise. */
  as?: CardElement;
  className?: string;
}

/** A white surface with rounded corners and a soft shadow that groups one piece of content. */
export function Card({ children, tone, padding = 'large', as: tag = 'div', className, ...native }: CardProps) {
  const Element = tag as unknown as AnyElement;
  return (
    <Element {...native} className={cx(card({ tone: tone ?? 'none', padding }), className)}>
      {children}
    </Element>
  );
}
