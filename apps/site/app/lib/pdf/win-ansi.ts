/**
 * The standard PDF fonts (Helvetica…) only encode Windows-1252: pdf-lib throws on any other character.
 * Everything drawn goes through `toWinAnsi` first.
 */

/** The characters Windows-1252 places in 0x80–0x9F; 0x20–0x7E and 0xA0–0xFF are Latin-1 itself. */
const windows1252Extras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const isWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || windows1252Extras.has(char);
};

/** Readable stand-ins for characters the content or a future edit may use. */
const replacements: Readonly<Record<string, string>> = {
  // French typography's thin no-break spaces keep their no-break meaning.
  '\u202f': '\u00a0',
  '\u2007': '\u00a0',
  '\u2060': '',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2004': ' ',
  '\u2005': ' ',
  '\u2006': ' ',
  '\u2008': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u205f': ' ',
  '\u3000': ' ',
  '\t': ' ',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '–',
  '\u2015': '—',
  '\u2212': '-',
  '\u2043': '-',
  '\u201b': '’',
  '\u02bc': '’',
  '\u2032': '’',
  '\u201f': '”',
  '\u2033': '”',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2194': '<->',
  '\u21d2': '=>',
  '\u27f6': '->',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2248': '~',
  '\u2713': '-',
  '\u2714': '-',
  '\u2705': '-',
  '\u2611': '-',
  '\u2717': 'x',
  '\u2718': 'x',
  '\u274c': 'x',
  '\u25cf': '•',
  '\u25aa': '•',
  '\u25b8': '•',
  '\u25ba': '•',
  '\u2023': '•',
  '\u2219': '•',
  '\u2116': 'N°',
  // Letters whose stroke is not a combining mark, so that decomposition cannot strip it.
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
};

/** Drops what cannot be drawn: controls, zero-width and combining marks, emoji and other symbols. */
function fallback(char: string): string {
  return [...char.normalize('NFKD')].filter(isWinAnsi).join('');
}

/**
 * `text` with every character encodable by the standard PDF fonts: look-alikes replace the others
 * ('→' → '->', '≥' → '>=', U+202F → U+00A0), accents outside Latin-1 fall back to the bare letter,
 * emoji disappear. Line feeds are kept for the text wrapper.
 */
export function toWinAnsi(text: string): string {
  let result = '';
  for (const char of text.replace(/\r\n?/g, '\n').normalize('NFC')) {
    if (char === '\n' || isWinAnsi(char)) result += char;
    else result += replacements[char] ?? fallback(char);
  }
  return result;
}

/** True when every character can be drawn with the standard fonts (line feeds aside). */
export function isWinAnsiText(text: string): boolean {
  return [...text].every((char) => char === '\n' || isWinAnsi(char));
}
