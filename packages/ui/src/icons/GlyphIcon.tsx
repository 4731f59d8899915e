import { glyphs, type Glyph } from './glyphs.ts';
import { Icon, type ShapeProps } from './icons.tsx';

export interface GlyphIconProps extends ShapeProps {
  /** One of the library's glyphs, by name. */
  glyph: Glyph;
}

/** One of the library's glyphs by name; in a file of its own, so that only its users carry the whole set. */
export function GlyphIcon({ glyph, ...props }: GlyphIconProps) {
  return (
    <Icon {...props}>
      <path d={glyphs[glyph]} />
    </Icon>
  );
}
