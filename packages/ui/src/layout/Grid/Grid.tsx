import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { AnyElement, NativeElementProps } from '../../utils/native.ts';
import type { Space } from '../../theme/tokens.ts';
import { gap } from '../spacing.css.ts';
import { desktopColumns, grid, tabletColumns } from './Grid.css.ts';

export const gridColumnCounts = [1, 2, 3, 4] as const;
/** @useDeclaredType */
export type GridColumnCount = (typeof gridColumnCounts)[number];

/**
 * The element's native attributes and `ref`.
 * @inline
 */
export interface GridProps extends NativeElementProps {
  children: ReactNode;
  space: Space;
  /** One column on phones; these counts from the tablet and desktop breakpoints. */
  columns: { tablet?: GridColumnCount; desktop: GridColumnCount };
  as?: 'div' | 'ul' | 'ol';
  className?: string;
}

/**
 * Equal-width columns that collapse to one on small screens.
 *
 * **When to use it**: for equal-width columns that collapse on small screens: cards, portraits, articles.
 *
 * **When not to**: for items of their own width (Inline) or a single column (Stack).
 *
 * Equal-width columns that collapse to one on small screens: course cards, team members, articles. Use Inline for items of
 * their own width and Stack for a single column.
 *
 * **Props**: `space` (required) is a theme space token, used for rows and columns alike; `columns` is `{ tablet?, desktop }`, each one of
 * `1`, `2`, `3` or `4`, applied from the tablet (768 px) and desktop (1024 px) breakpoints; phones always get one column. Without
 * `tablet`, the tablet count is the desktop count capped at 2. `as` renders a `div`, `ul` or `ol`.
 *
 * **Decisions**: columns are `minmax(0, 1fr)`, so a long word or a wide image cannot stretch one column past the others; as a list it drops
 * the bullets and padding. Spacing is the grid's `gap`, never a margin on the cards.
 *
 * **Keyboard and screen readers**: nothing to operate or announce: a `<div>` (or the `as` element: a list is announced
 * with its number of items). Reading and Tab order follow the source order, which the layout never changes.
 *
 * @param props - The props below; {@link GridProps} is their whole type.
 *
 * @example
 * ```tsx
 * <Grid as="ul" space="large" columns={{ tablet: 2, desktop: 3 }}>
 *   {courses.map((course) => (
 *     <li key={course.id}>…</li>
 *   ))}
 * </Grid>
 * ```
 */
export function Grid({ children, space, columns, as: tag = 'div', className, ...native }: GridProps) {
  const Element = tag as unknown as AnyElement;
  const tablet = columns.tablet ?? Math.min(columns.desktop, 2);
  return (
    <Element
      {...native}
      className={cx(
        grid,
        gap[space],
        tabletColumns[tablet as GridColumnCount],
        desktopColumns[columns.desktop],
        className,
      )}
    >
      {children}
    </Element>
  );
}
