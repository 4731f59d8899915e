import type { ReactNode } from 'react';
import { typography } from '../../theme/typography.css.ts';
import { cx } from '../../utils/cx.ts';
import type { AnyElement, NativeElementProps } from '../../utils/native.ts';
import * as styles from './Text.css.ts';

export const textSizes = ['large', 'standard', 'small', 'xsmall'] as const;
export const textWeights = ['regular', 'semibold', 'bold'] as const;
export const textTones = ['inherit', 'muted'] as const;
/** @useDeclaredType */
export type TextSize = (typeof textSizes)[number];
/** @useDeclaredType */
export type TextWeight = (typeof textWeights)[number];
/** @useDeclaredType */
export type TextTone = (typeof textTones)[number];

/**
 * The element's native attributes and `ref`.
 * @inline
 */
export interface TextProps extends NativeElementProps {
  children: ReactNode;
  /** standard is the body size; the element keeps the reading line height. */
  size?: TextSize;
  weight?: TextWeight;
  /** muted is the secondary grey of notes and captions, on light backgrounds only. */
  tone?: TextTone;
  as?: 'p' | 'span' | 'div';
  className?: string;
}

/**
 * Running text at one size of the type scale.
 *
 * **When to use it**: for a line or a paragraph of running text that needs a size of the type scale other
 * than the body's, a weight, or the muted tone (a note, a caption, a lead paragraph).
 *
 * **When not to**: for headings (Heading, SectionHeading), for long formatted text (Prose, ArticleBody), or inside a
 * component that already sets its own type.
 *
 * Text owns the type scale for running text: `size` is `large` (1.125 rem), `standard` (the body, 1 rem), `small`
 * (0.875 rem) or `xsmall` (0.75 rem); `weight` `regular`, `semibold` or `bold`; `tone` `inherit` (default) or
 * `muted` (the secondary grey, for light backgrounds).
 *
 * **Decisions**: the sizes are the theme's `fontSize` tokens, applied through the `typography` atoms (vanilla-extract
 * sprinkles) that the components' own styles compose too, so a size is defined once. A component's `.css.ts` writes
 * `style([typography({ fontSize: 'small' }), { … }])` rather than a font size of its own.
 *
 * **Keyboard and screen readers**: nothing to operate; a plain `<p>` (or the `as` element), read as running text.
 *
 * @param props - The props below; {@link TextProps} is their whole type.
 *
 * @example
 * ```tsx
 * <Text size="small" tone="muted">
 *   Places limitées à huit personnes.
 * </Text>
 * ```
 */
export function Text({
  children,
  size = 'standard',
  weight = 'regular',
  tone = 'inherit',
  as: tag = 'p',
  className,
  ...native
}: TextProps) {
  const Element = tag as unknown as AnyElement;
  return (
    <Element
      {...native}
      className={cx(typography({ fontSize: size, fontWeight: weight }), styles.tone[tone], className)}
    >
      {children}
    </Element>
  );
}
