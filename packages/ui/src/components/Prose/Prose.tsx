import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import * as styles from './Prose.css.ts';

export const proseSizes = ['standard', 'large'] as const;
/** @useDeclaredType */
export type ProseSize = (typeof proseSizes)[number];

/**
 * A div's native attributes and `ref`.
 * @inline
 */
export interface ProseProps extends NativeProps<'div'> {
  /** Plain elements: p, h2, h3, ul, ol, li, strong, a, blockquote. Prose styles them; they need no class. */
  children: ReactNode;
  /** large for an introduction or a short text that stands alone; standard for long reading (legal pages). */
  size?: ProseSize;
  className?: string;
}

/**
 * A reading column (75 characters at most) that gives running text its type and vertical rhythm.
 *
 * **When to use it**: for a column of running text made of plain elements: legal pages, course texts, ‘Qui sommes-nous ?’.
 *
 * **When not to**: for layouts of cards or blocks (Stack, Grid), nor for an article’s blocks (ArticleBody).
 *
 * A reading column for running text: legal pages, course texts, the 'Qui sommes-nous ?' text.
 *
 * - Put **plain elements** inside — `p`, `h2`, `h3`, `ul`, `ol`, `li`, `strong`, `a`, `blockquote` (and `section`
 *   to group a heading with its paragraphs): Prose styles them, the page writes no class.
 * - **Width**: 75 characters at most (`contentWidth.text`), the comfortable line length for reading.
 * - **Rhythm**: one blank line between blocks (in `em`, so it follows `size`), more room before a heading than after it,
 *   so each heading visibly belongs to the text below it.
 * - **size**: `standard` for long reading (legal pages, course details), `large` for a short text that stands alone
 *   (an introduction, 'Qui sommes-nous ?').
 * - Links are underlined (never colour alone) and semibold; bullets take the accent colour, numbers the text colour.
 * - The rules use `:where()`, so they weigh no more than one class. Colours are inherited, so Prose reads on any
 *   section tone. No outer margin, no keyboard behaviour of its own: links inside follow the normal Tab order.
 *
 * @param props - The props below; {@link ProseProps} is their whole type.
 *
 * @example
 * ```tsx
 * <Prose>
 *   <h2>Qui sommes-nous ?</h2>
 *   <p>Un centre de formation aux métiers de l’image.</p>
 * </Prose>
 * ```
 */
export function Prose({ children, size = 'standard', className, ...native }: ProseProps) {
  return (
    <div {...native} className={cx(styles.root, styles.size[size], className)}>
      {children}
    </div>
  );
}
