import { describe, expect, it } from 'vitest';
import { frenchLongDate } from './french-date.ts';

describe('frenchLongDate', () => {
  it('writes the day, the month in words and the year', () => {
    expect(frenchLongDate(new Date('2026-03-12T10:00:00Z'))).toBe('12 mars 2026');
    expect(frenchLongDate(new Date('2025-08-20T10:00:00Z'))).toBe('20 août 2025');
  });

  it('writes the first of the month "1er"', () => {
    expect(frenchLongDate(new Date('2026-04-01T08:00:00Z'))).toBe('1er avril 2026');
  });

  it('reads the day in Paris, not in UTC', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Paris.
    expect(frenchLongDate(new Date('2025-12-31T23:30:00Z'))).toBe('1er janvier 2026');
  });

  it('rejects an invalid date', () => {
    expect(() => frenchLongDate(new Date('not a date'))).toThrow(RangeError);
  });
});
