/** What the wrapper needs from a font: pdf-lib's `PDFFont` satisfies it. */
export interface TextMeasure {
  widthOfTextAtSize(text: string, size: number): number;
}

/** Cuts a word wider than the whole line into pieces that fit (URLs, long identifiers). */
function splitLongWord(word: string, font: TextMeasure, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece !== '' && font.widthOfTextAtSize(piece + char, size) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else {
      piece += char;
    }
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/**
 * The lines of `text` set in `font` at `size`, none wider than `maxWidth`. Breaks at ordinary spaces only
 * (a no-break space keeps '10 %' or 'Vous :' together) and at line feeds, which start a new line.
 */
export function wrapText(text: string, font: TextMeasure, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(' ').filter((word) => word !== '');
    let line = '';
    for (const word of words) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      if (font.widthOfTextAtSize(word, size) <= maxWidth) {
        line = word;
      } else {
        const pieces = splitLongWord(word, font, size, maxWidth);
        line = pieces.pop() ?? '';
        lines.push(...pieces);
      }
    }
    lines.push(line);
  }
  return lines;
}
