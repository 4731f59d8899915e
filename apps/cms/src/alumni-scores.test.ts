import { describe, expect, test } from 'vitest';
import { alumniScores, scoreProblem } from './alumni-scores.tsx';

const field = alumniScores({ label: 'Notes', description: '' });

describe('alumni scores', () => {
  test('a mark from 0 to 5 with one decimal at most is accepted, anything else named in French', () => {
    expect([0, 4.8, 5].map(scoreProblem)).toEqual([undefined, undefined, undefined]);
    expect(scoreProblem(null)).toBe('Note requise.');
    expect(scoreProblem(5.1)).toBe('Une note de 0 à 5.');
    expect(scoreProblem(-1)).toBe('Une note de 0 à 5.');
    expect(scoreProblem(4.85)).toBe('Une décimale au plus.');
  });

  test('absent scores stay absent, published ones are written back as they were read', () => {
    expect(field.serialize(field.parse(undefined))).toEqual({ value: undefined });
    const stored = { quality: 4.9, pertinence: 4.8, organisation: 4.8, comment: 'Très utile.' };
    expect(field.serialize(field.parse(stored))).toEqual({ value: stored });
    expect(field.serialize({ ...field.parse(stored), comment: ' ' })).toEqual({
      value: { quality: 4.9, pertinence: 4.8, organisation: 4.8 },
    });
  });

  test('publishing with a missing or invalid mark is refused; unpublished marks are not checked', () => {
    const published = field.parse({ quality: 4.9, pertinence: 4.8, organisation: 4.8 });
    expect(() => field.validate({ ...published, quality: null })).toThrow('Notes : Note requise.');
    expect(() => field.validate({ ...published, organisation: 7 })).toThrow(/de 0 à 5/);
    expect(field.validate({ ...published, published: false, quality: null })).toMatchObject({ published: false });
  });
});
