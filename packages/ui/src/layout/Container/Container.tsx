import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { AnyElement, NativeElementProps } from '../../utils/native.ts';
import { container } from './Container.css.ts';

export const containerWidths = ['header', 'hero', 'content', 'text'] as const;
/** @useDeclaredType */
export type ContainerWidth = (typeof containerWidths)[number];

/**
 * The element's native attributes and `ref`.
 * @inline
 */
export interface ContainerProps extends NativeElementProps {
  children: ReactNode;
  /** header 1400 px, hero and content 1200 px, text 75 characters. */
  width?: ContainerWidth;
  as?: 'div' | 'header' | 'footer' | 'nav' | 'article';
  className?: string;
}

/**
 * Centres content at one of the site's reading widths, with the page gutter.
 *
 * **When to use it**: to line content up with the page: inside a Section, the header or the footer, at one of the reading widths.
 *
 * **When not to**: for spacing between blocks (Stack) or a background (Section).
 *
 * Centres its content at one of the site's reading widths and adds the page gutter. Use it inside a Section (or the header
 * and footer) to line content up with the rest of the page; it sets no background and no vertical spacing.
 *
 * **Widths**: `width` is `header` (1400 px), `hero` and `content` (1200 px, the default) or `text` (a 75-character reading column plus
 * the gutters). `as` renders a `div`, `header`, `footer`, `nav` or `article`.
 *
 * **Decisions**: widths come from the theme's `contentWidth` tokens, never from a pixel value at the call site; the gutter is 1 rem on phones
 * and 2 rem from the tablet breakpoint, so text never touches the screen edge. Like every layout component, it owns spacing: the components inside
 * have no outer margins.
 *
 * **Keyboard and screen readers**: nothing to operate or announce: a `<div>` (or the `as` element: a list is announced
 * with its number of items). Reading and Tab order follow the source order, which the layout never changes.
 *
 * @param props - The props below; {@link ContainerProps} is their whole type.
 *
 * @example
 * ```tsx
 * <Container width="text">
 *   <Prose>…</Prose>
 * </Container>
 * ```
 */
export function Container({ children, width = 'content', as: tag = 'div', className, ...native }: ContainerProps) {
  const Element = tag as unknown as AnyElement;
  return (
    <Element {...native} className={cx(container({ width }), className)}>
      {children}
    </Element>
  );
}
