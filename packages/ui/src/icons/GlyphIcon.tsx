import { glyphs, type Glyph } from './glyphs.ts';
import { Icon, type ShapeProps } from './icons.tsx';

/** @inline */
export interface GlyphIconProps extends ShapeProps {
  /** One of the library's glyphs, by name. */
  glyph: Glyph;
}

/**
 * One of the library's glyphs by name; in a file of its own, so that only its users carry the whole set.
 *
 * **Keyboard and screen readers**: decorative like `Icon` (`aria-hidden`); the text beside it says what it means.
 *
 * @param props - The props below; {@link GlyphIconProps} is their whole type.
 *
 * @example
 * ```tsx
 * <GlyphIcon glyph="clock" size={20} />
 * ```
 */
export function GlyphIcon({ glyph, ...props }: GlyphIconProps) {
  return (
    <Icon {...props}>
      <path d={glyphs[glyph]} />
    </Icon>
  );
}
