import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { AnyElement, NativeElementProps } from '../../utils/native.ts';
import type { Space } from '../../theme/tokens.ts';
import { gap } from '../spacing.css.ts';
import { align as alignClass, alignY as alignYClass, inline } from './Inline.css.ts';

export const inlineAligns = ['start', 'center', 'end', 'spaceBetween'] as const;
export const inlineAlignsY = ['top', 'center', 'bottom', 'baseline'] as const;
/** @useDeclaredType */
export type InlineAlign = (typeof inlineAligns)[number];
/** @useDeclaredType */
export type InlineAlignY = (typeof inlineAlignsY)[number];

/**
 * The element's native attributes and `ref`.
 * @inline
 */
export interface InlineProps extends NativeElementProps {
  children: ReactNode;
  space: Space;
  align?: InlineAlign;
  alignY?: InlineAlignY;
  as?: 'div' | 'ul' | 'ol' | 'nav';
  className?: string;
}

/**
 * Children side by side, wrapping onto new lines when space runs out.
 *
 * **When to use it**: for items of their own width side by side that may wrap: badges, buttons, a row of links.
 *
 * **When not to**: for a vertical run (Stack) or equal-width columns (Grid).
 *
 * Children side by side, wrapping onto new lines when space runs out: badges, buttons, a row of links. For a vertical run use
 * Stack; for columns of equal width, Grid.
 *
 * **Props**: `space` (required) is a theme space token; `align` is `start` (default), `center`, `end` or `spaceBetween`; `alignY` is
 * `top`, `center` (default), `bottom` or `baseline`; `as` renders a `div`, `ul`, `ol` or `nav`.
 *
 * **Decisions**: the one `gap` spaces items both across and between wrapped lines, so a row that wraps on a phone keeps its rhythm without
 * media queries. Spacing belongs to the layout component; the items have no outer margins.
 *
 * **Keyboard and screen readers**: nothing to operate or announce: a `<div>` (or the `as` element: a list is announced
 * with its number of items). Reading and Tab order follow the source order, which the layout never changes.
 *
 * @param props - The props below; {@link InlineProps} is their whole type.
 *
 * @example
 * ```tsx
 * <Inline space="small" align="center">
 *   <Button>Envoyer</Button>
 *   <ButtonLink href="/" variant="secondary">Annuler</ButtonLink>
 * </Inline>
 * ```
 */
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
