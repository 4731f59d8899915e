import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { AnyElement, NativeElementProps } from '../../utils/native.ts';
import type { Space } from '../../theme/tokens.ts';
import { gap } from '../spacing.css.ts';
import { desktopColumns, grid, tabletColumns } from './Grid.css.ts';

export const gridColumnCounts = [1, 2, 3, 4] as const;
export type GridColumnCount = (typeof gridColumnCounts)[number];

/** The element's native attributes and `ref`. */
export interface GridProps extends NativeElementProps {
  children: ReactNode;
  space: Space;
  /** One column on phones; these counts from the tablet and desktop breakpoints. */
  columns: { tablet?: GridColumnCount; desktop: GridColumnCount };
  as?: 'div' | 'ul' | 'ol';
  className?: string;
}

/** Equal-width columns that collapse to one on small screens. */
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
