import { describe, expect, test } from 'vitest';
import { qualiopiResults, resultsProblems } from './qualiopi-results.tsx';

const field = qualiopiResults({ label: 'Résultats', description: '' });
const stored = { period: { from: '2024-09', to: '2025-10' }, trainees: 64, respondents: 51, completionRate: 98 };

describe('Qualiopi results', () => {
  test('a course nobody has followed yet has none, and none is written', () => {
    expect(field.parse(undefined)).toMatchObject({ published: false });
    expect(field.serialize(field.parse(undefined))).toEqual({ value: undefined });
    // Unchecked, figures typed earlier are neither written nor checked.
    const dropped = { ...field.parse(stored), published: false, trainees: null };
    expect(field.validate(dropped)).toEqual(dropped);
    expect(field.serialize(dropped)).toEqual({ value: undefined });
  });

  test('held results are written back as they were read, keys in the file’s order', () => {
    const written = field.serialize(field.parse(stored)).value;
    expect(JSON.stringify(written)).toBe(JSON.stringify(stored));
  });

  test('each wrong figure is named in French, and a save with one is refused', () => {
    const results = field.parse(stored);
    expect(resultsProblems(results)).toEqual({});
    expect(resultsProblems({ ...results, from: '2025-13', to: '2025-01' })).toEqual({
      from: 'Un mois au format aaaa-mm, par exemple 2026-09.',
    });
    expect(resultsProblems({ ...results, from: '2025-06', to: '2025-01' })).toEqual({
      to: 'Pas avant le premier mois.',
    });
    expect(resultsProblems({ ...results, trainees: 0, respondents: 0 })).toEqual({
      trainees: 'Un nombre entier, 1 au moins.',
    });
    expect(resultsProblems({ ...results, respondents: 65 })).toEqual({ respondents: 'Pas plus que de stagiaires.' });
    expect(resultsProblems({ ...results, completionRate: null })).toEqual({ completionRate: 'De 0 à 100.' });
    expect(() => field.validate({ ...results, trainees: null })).toThrow('Résultats : Un nombre entier, 1 au moins.');
  });
});
