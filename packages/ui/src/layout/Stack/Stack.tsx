import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { AnyElement, NativeElementProps } from '../../utils/native.ts';
import type { Space } from '../../theme/tokens.ts';
import { gap } from '../spacing.css.ts';
import { align as alignClass, stack } from './Stack.css.ts';

export const stackAligns = ['stretch', 'start', 'center'] as const;
/** @useDeclaredType */
export type StackAlign = (typeof stackAligns)[number];

/**
 * The element's native attributes and `ref`.
 * @inline
 */
export interface StackProps extends NativeElementProps {
  children: ReactNode;
  space: Space;
  align?: StackAlign;
  as?: 'div' | 'ul' | 'ol' | 'section' | 'article' | 'header' | 'footer';
  className?: string;
}

/**
 * Children one under another, separated by one space token.
 *
 * **When to use it**: for any vertical run of blocks: a card body, a form, a column.
 *
 * **When not to**: for items side by side (Inline) or equal columns (Grid).
 *
 * Children one under another, separated by one space token. Use it for any vertical run of blocks (a card's body, a form, a
 * column of a section); for items side by side use Inline, for equal columns Grid.
 *
 * **Props**: `space` (required) is a theme space token, from `none` to `huge`; `align` is `stretch` (default), `start` or `center`
 * (which also centres the text); `as` renders a `div`, `ul`, `ol`, `section`, `article`, `header` or `footer`.
 *
 * **Decisions**: layout components own spacing. The gap between children is the stack's `gap`, never a margin on a child, so components
 * have no outer margins and can be placed anywhere. `min-width: 0` lets a stack shrink inside a flex or grid parent instead of overflowing it.
 *
 * **Keyboard and screen readers**: nothing to operate or announce: a `<div>` (or the `as` element: a list is announced
 * with its number of items). Reading and Tab order follow the source order, which the layout never changes.
 *
 * @param props - The props below; {@link StackProps} is their whole type.
 *
 * @example
 * ```tsx
 * <Stack space="medium">
 *   <Heading level={2}>Programme</Heading>
 *   <Text>Trois jours, vingt et une heures.</Text>
 * </Stack>
 * ```
 */
export function Stack({ children, space, align = 'stretch', as: tag = 'div', className, ...native }: StackProps) {
  const Element = tag as unknown as AnyElement;
  return (
    <Element {...native} className={cx(stack, gap[space], alignClass[align], className)}>
      {children}
    </Element>
  );
}
