import type { ReactNode } from 'react';
import { typography } from '../../theme/typography.css.ts';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import * as styles from './Heading.css.ts';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['display', 'h1', 'h2', 'h3', 'large'] as const;
/** @useDeclaredType */
export type HeadingLevel = (typeof headingLevels)[number];
/** @useDeclaredType */
export type HeadingSize = (typeof headingSizes)[number];

/** Each level's size unless told otherwise: the outline and the look usually agree (5 and 6 keep the smallest). */
export const headingSizeOfLevel: Record<HeadingLevel, HeadingSize> = {
  1: 'h1',
  2: 'h2',
  3: 'h3',
  4: 'large',
  5: 'large',
  6: 'large',
};

/**
 * A heading element's native attributes and `ref`; the level and the size are independent.
 * @inline
 */
export interface HeadingProps extends NativeProps<'h1'> {
  children: ReactNode;
  level: HeadingLevel;
  /** The look, when it must differ from the level's (a card title is an h3 wherever the card sits). */
  size?: HeadingSize;
  className?: string;
}

/**
 * A heading in the heading font at one size of the type scale; the largest sizes set lines tighter.
 *
 * **When to use it**: for a heading a component or a page writes itself: a card's title, an error page's title.
 *
 * **When not to**: to open a page section (SectionHeading, or PageSection around it), or for headings inside long text
 * (Prose and ArticleBody style their own).
 *
 * A heading in the heading font at one size of the type scale. `level` (1 to 6) is the outline: it gives the element
 * (`h1`…`h6`) and, unless `size` says otherwise, the size (`h1`, `h2`, `h3`, then `large` for 4 to 6). `size` is the look:
 * `display`, `h1`, `h2`, `h3` or `large`; the two largest set lines tighter.
 *
 * **Decisions**: outline and look are separate props because a card's title keeps its size whatever level the page
 * gives it (`<Heading level={headingLevel} size="h3">`). Sizes come from the theme's tokens through the `typography`
 * atoms, like Text's.
 *
 * **Colour**: the colour of the surface it sits on (`Section`, `Card`, the heroes, or the page's text colour from
 * `base.css`), all from the theme, never an app's own `h1, h2 { color }` in an earlier cascade layer.
 *
 * **Keyboard and screen readers**: nothing to operate; a real `h1`–`h6`, so screen readers list it among the page's
 * headings at `level`, whatever its `size`. Keep levels in order (no h2 → h4): the outline is how many visitors skim.
 *
 * @param props - The props below; {@link HeadingProps} is their whole type.
 *
 * @example
 * ```tsx
 * <Heading level={2} size="h3">
 *   Nos prochaines sessions
 * </Heading>
 * ```
 */
export function Heading({ children, level, size = headingSizeOfLevel[level], className, ...native }: HeadingProps) {
  const Element = `h${level}` as const;
  const lineHeight = size === 'display' || size === 'h1' ? 'tight' : 'heading';
  return (
    <Element {...native} className={cx(styles.heading, typography({ fontSize: size, lineHeight }), className)}>
      {children}
    </Element>
  );
}
