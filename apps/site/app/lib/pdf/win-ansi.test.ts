import { courses, csiaCatalogue, organisation } from '@fabrique/content';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { isWinAnsiText, toWinAnsi } from './win-ansi.ts';

/** Every string inside a record, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

describe('toWinAnsi', () => {
  it('keeps French text, Windows-1252 punctuation and the euro sign as they are', () => {
    const text = 'Œuvre « été » — l’âge d’or… 1290\u00a0€ HT – ça coûte ‰ • ™';
    expect(toWinAnsi(text)).toBe(text);
  });

  it('replaces look-alikes outside Windows-1252', () => {
    expect(toWinAnsi('Tarif\u202f: 10\u202f%')).toBe('Tarif\u00a0: 10\u00a0%');
    expect(toWinAnsi('Idée → projet')).toBe('Idée -> projet');
    expect(toWinAnsi('≥ 3 jours, ≤ 10 personnes')).toBe('>= 3 jours, <= 10 personnes');
    expect(toWinAnsi('✓ Certificat')).toBe('- Certificat');
    expect(toWinAnsi('non\u2011sécable, moins \u2212 1')).toBe('non-sécable, moins - 1');
    expect(toWinAnsi('a\u2009b\u2003c')).toBe('a b c');
  });

  it('removes emoji, zero-width characters and controls', () => {
    expect(toWinAnsi('Bravo 🎉 !')).toBe('Bravo  !');
    expect(toWinAnsi('👩‍💻 Atelier\u200b IA\u0007')).toBe(' Atelier IA');
    expect(toWinAnsi('❤️')).toBe('');
  });

  it('falls back to the bare letter for accents outside Latin-1', () => {
    expect(toWinAnsi('Dvořák, Łódź, Ştefan, İstanbul')).toBe('Dvorák, Lódz, Stefan, Istanbul');
  });

  it('composes decomposed accents instead of dropping them', () => {
    expect(toWinAnsi('e\u0301te\u0301')).toBe('été');
  });

  it('keeps line feeds and turns tabs and carriage returns into what the wrapper expects', () => {
    expect(toWinAnsi('a\r\nb\rc\td')).toBe('a\nb\nc d');
  });

  it('makes every string of every course, of the CSIA catalogue and of the organisation drawable', async () => {
    const doc = await PDFDocument.create();
    const fonts = [await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold)];
    const strings = stringsOf([courses, csiaCatalogue, organisation]);
    expect(strings.length).toBeGreaterThan(1000);
    for (const text of strings) {
      const safe = toWinAnsi(text).replace(/\n/g, ' ');
      expect(isWinAnsiText(safe), text).toBe(true);
      for (const font of fonts) expect(() => font.encodeText(safe), text).not.toThrow();
    }
  });

  it('changes nothing in the content but what the fonts cannot draw', () => {
    for (const text of stringsOf([courses, csiaCatalogue, organisation])) {
      if (isWinAnsiText(text)) expect(toWinAnsi(text)).toBe(text);
    }
  });
});
