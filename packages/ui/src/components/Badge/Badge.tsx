import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import { badge } from './Badge.css.ts';

export const badgeTones = ['blue', 'purple', 'green', 'accent', 'stage', 'neutral', 'onStage'] as const;
export type BadgeTone = (typeof badgeTones)[number];

/** A span's native attributes and `ref`. */
export interface BadgeProps extends NativeProps<'span'> {
  children: ReactNode;
  /** blue, purple and green are the category colours; onStage sits on the dark stage. */
  tone?: BadgeTone;
  className?: string;
}

/** A short label: a status, a category, a tag. Never interactive. */
export function Badge({ children, tone = 'neutral', className, ...native }: BadgeProps) {
  return (
    <span {...native} className={cx(badge({ tone }), className)}>
      {children}
    </span>
  );
}
