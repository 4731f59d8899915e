import type { ReactNode } from 'react';
import { typography } from '../../theme/typography.css.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from './Text.css.ts';

export const textSizes = ['large', 'standard', 'small', 'xsmall'] as const;
export const textWeights = ['regular', 'semibold', 'bold'] as const;
export const textTones = ['inherit', 'muted'] as const;

export interface TextProps {
  children: ReactNode;
  /** standard is the body size; the element keeps the reading line height. */
  size?: (typeof textSizes)[number];
  weight?: (typeof textWeights)[number];
  /** muted is the secondary grey of notes and captions, on light backgrounds only. */
  tone?: (typeof textTones)[number];
  as?: 'p' | 'span' | 'div';
  id?: string;
  className?: string;
}

/** Running text at one size of the type scale. */
export function Text({
  children,
  size = 'standard',
  weight = 'regular',
  tone = 'inherit',
  as: Element = 'p',
  id,
  className,
}: TextProps) {
  return (
    <Element id={id} className={cx(typography({ fontSize: size, fontWeight: weight }), styles.tone[tone], className)}>
      {children}
    </Element>
  );
}
