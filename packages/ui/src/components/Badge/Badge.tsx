import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import { badge } from './Badge.css.ts';

export const badgeTones = ['blue', 'purple', 'green', 'accent', 'stage', 'neutral', 'onStage'] as const;
/** @useDeclaredType */
export type BadgeTone = (typeof badgeTones)[number];

/**
 * A span's native attributes and `ref`.
 * @inline
 */
export interface BadgeProps extends NativeProps<'span'> {
  children: ReactNode;
  /** blue, purple and green are the category colours; onStage sits on the dark stage. */
  tone?: BadgeTone;
  className?: string;
}

/**
 * A short label: a status, a category, a tag. Never interactive.
 *
 * **When to use it**: for a word or two that labels something: a course badge, a category.
 *
 * **When not to**: for anything clickable (Button, TextLink) or longer than a short label.
 *
 * A short label: a course badge, a course category, an article category. It is a plain `<span>`, never interactive: for
 * something to click, use a Button or a link. Keep it to a word or two; it never wraps.
 *
 * **Tones**: `tone` is one of `blue`, `purple` and `green` (the category colours), `accent`, `stage`, `neutral` (the default: white with
 * a grey border) or `onStage` (transparent with a white border, on the dark stage). Every tone's text reaches AA on its background.
 *
 * **Decisions**: the colour comes from a tone, which maps to theme tokens, never from a colour value or a style prop, so badges cannot drift from
 * the palette. Map each of your labels to one tone, once, so that a label keeps one look wherever it appears. The text is
 * upper case **by CSS**, so assistive technology reads it as written.
 *
 * **Keyboard and screen readers**: not focusable, nothing to operate; read as plain text where it stands.
 *
 * @param props - The props below; {@link BadgeProps} is their whole type.
 *
 * @example
 * ```tsx
 * <Badge tone="blue">Vidéo</Badge>
 * ```
 */
export function Badge({ children, tone = 'neutral', className, ...native }: BadgeProps) {
  return (
    <span {...native} className={cx(badge({ tone }), className)}>
      {children}
    </span>
  );
}
