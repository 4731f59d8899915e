import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { AnyElement, NativeElementProps } from '../../utils/native.ts';
import { card } from './Card.css.ts';

/** The colours of the band along a card's top edge (the site gives each category one). */
export const cardTones = ['blue', 'purple', 'green'] as const;
/** @useDeclaredType */
export type CardTone = (typeof cardTones)[number];
export const cardElements = ['article', 'div', 'li'] as const;
/** @useDeclaredType */
export type CardElement = (typeof cardElements)[number];
export const cardPaddings = ['none', 'medium', 'large'] as const;
/** @useDeclaredType */
export type CardPadding = (typeof cardPaddings)[number];

/**
 * The element's native attributes and `ref`.
 * @inline
 */
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

/**
 * A white surface with rounded corners and a soft shadow that groups one piece of content.
 *
 * **When to use it**: as the surface of a new kind of card: white, rounded, shadowed, with an optional category band.
 *
 * **When not to**: when a ready card fits (CourseCard, ArticleCard…), nor as a page section (Section).
 *
 * The surface every card of the site is built on: white, 16 px radius, a soft shadow and generous padding.
 *
 * - **tone** adds the category band along the top edge (`blue`, `purple` or `green`), chosen by the app for each
 *   of its categories, once; without it, no band.
 * - **padding**: `large` (fluid, 24 → 32 px) by default, `medium` for compact side cards, `none` for cards whose image
 *   runs to the edges and pad their own body.
 * - **as**: `article` for self-contained content, `li` inside a list, `div` otherwise.
 * - The band is a background layer rather than a clipped pseudo-element, so focus rings inside the card are never cut off.
 *   No outer margin: place cards with Grid or Stack. Not interactive by itself; see CourseCard for a card that is a link.
 *
 * **Keyboard and screen readers**: not focusable; `as="article"` makes it an article and `as="li"` a list item, which
 * screen readers count in their list.
 *
 * @param props - The props below; {@link CardProps} is their whole type.
 *
 * @example
 * ```tsx
 * <Card as="article" tone="purple">
 *   <Heading level={3}>Montage vidéo</Heading>
 *   <Text>Trois jours pour monter un film court.</Text>
 * </Card>
 * ```
 */
export function Card({ children, tone, padding = 'large', as: tag = 'div', className, ...native }: CardProps) {
  const Element = tag as unknown as AnyElement;
  return (
    <Element {...native} className={cx(card({ tone: tone ?? 'none', padding }), className)}>
      {children}
    </Element>
  );
}
