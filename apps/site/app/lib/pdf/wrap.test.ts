import { describe, expect, it } from 'vitest';
import { wrapText, type TextMeasure } from './wrap.ts';

/** Every character is 1 unit wide at size 1: widths are character counts. */
const monospace: TextMeasure = { widthOfTextAtSize: (text, size) => [...text].length * size };

describe('wrapText', () => {
  it('breaks at spaces so that no line is wider than the measure', () => {
    const lines = wrapText('Les clés de la série documentaire pour les diffuseurs', monospace, 1, 20);
    expect(lines).toEqual(['Les clés de la série', 'documentaire pour', 'les diffuseurs']);
    for (const line of lines) expect(monospace.widthOfTextAtSize(line, 1)).toBeLessThanOrEqual(20);
  });

  it('takes the font size into account', () => {
    expect(wrapText('aa bb cc', monospace, 2, 10)).toEqual(['aa bb', 'cc']);
  });

  it('never breaks at a no-break space', () => {
    expect(wrapText('Tarif : 1290\u00a0€\u00a0HT', monospace, 1, 10)).toEqual(['Tarif :', '1290\u00a0€\u00a0HT']);
  });

  it('cuts a word longer than the line into pieces that fit', () => {
    const lines = wrapText('voir https://www.lafabrique-formats.fr/formations', monospace, 1, 12);
    expect(lines[0]).toBe('voir');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(12);
    expect(lines.slice(1).join('')).toBe('https://www.lafabrique-formats.fr/formations');
  });

  it('starts a new line at each line feed and keeps empty lines', () => {
    expect(wrapText('Paris\nDisponible\n\nen distanciel', monospace, 1, 40)).toEqual([
      'Paris',
      'Disponible',
      '',
      'en distanciel',
    ]);
  });

  it('collapses runs of spaces', () => {
    expect(wrapText('  un   deux ', monospace, 1, 40)).toEqual(['un deux']);
  });
});
