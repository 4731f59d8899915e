import type { ReactNode } from 'react';
import { typography } from '../../theme/typography.css.ts';
import { cx } from '../../utils/cx.ts';
import type { AnyElement, NativeElementProps } from '../../utils/native.ts';
import * as styles from './Text.css.ts';

export const textSizes = ['large', 'standard', 'small', 'xsmall'] as const;
export const textWeights = ['regular', 'semibold', 'bold'] as const;
export const textTones = ['inherit', 'muted'] as const;
export type TextSize = (typeof textSizes)[number];
export type TextWeight = (typeof textWeights)[number];
export type TextTone = (typeof textTones)[number];

/** The element's native attributes and `ref`. */
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

/** Running text at one size of the type scale. */
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
