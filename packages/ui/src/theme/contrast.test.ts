import { describe, expect, it } from 'vitest';
import { contrastLevel, contrastRatio } from './contrast.ts';
import { tokens } from './tokens.ts';

describe('contrastRatio', () => {
  it('gives the WCAG extremes for black and white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#2563eb', '#ffffff')).toBe(contrastRatio('#ffffff', '#2563eb'));
  });

  it('refuses colours it cannot read', () => {
    expect(() => contrastRatio('blue', '#ffffff')).toThrow(/#rrggbb/);
  });

  it('names the WCAG level', () => {
    expect(contrastLevel(7.1)).toBe('AAA');
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(3.2)).toBe('AA grands textes');
    expect(contrastLevel(2.9)).toBe('insuffisant');
  });
});

describe('theme tokens', () => {
  it.each(Object.entries(tokens.category))('%s category carries its text at AA or better', (_name, category) => {
    expect(contrastRatio(category.onSolid, category.solid)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['text on surface', tokens.color.text, tokens.color.surface],
    ['muted text on surface', tokens.color.textMuted, tokens.color.surface],
    ['muted text on muted surface', tokens.color.textMuted, tokens.color.surfaceMuted],
    ['text on stage', tokens.color.onStage, tokens.color.stage],
    ['muted text on stage', tokens.color.onStageMuted, tokens.color.stage],
    ['text on accent', tokens.color.onAccent, tokens.color.accent],
    ['accent on accent surface', tokens.color.accent, tokens.color.accentSurface],
    ['critical on surface', tokens.color.critical, tokens.color.surface],
    ['success on surface', tokens.color.success, tokens.color.surface],
    ['success on muted surface', tokens.color.success, tokens.color.surfaceMuted],
    ['critical on muted surface', tokens.color.critical, tokens.color.surfaceMuted],
    ['success on stage', tokens.color.successOnStage, tokens.color.stage],
    ['critical on stage', tokens.color.criticalOnStage, tokens.color.stage],
  ])('%s reaches AA', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
});
