import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  dayAfter,
  daysFrom,
  frenchDate,
  frenchDateAt,
  frenchDateRange,
  frenchTime,
  isIsoDate,
  noonOf,
  numericFrenchDate,
  parisToday,
  parisUtcOffset,
} from './dates.ts';

const at = (iso: string) => Date.parse(iso);

describe('calendarDay', () => {
  it('reads an ISO day', () => {
    expect(calendarDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(isIsoDate('2026-11-04')).toBe(true);
  });

  it('rejects other formats and impossible days', () => {
    for (const wrong of ['04/11/2026', '2026-1-04', '2026-02-31', '2025-02-29', '2026-00-10', '2026-01-00', '']) {
      expect(() => calendarDay(wrong)).toThrow(RangeError);
      expect(isIsoDate(wrong)).toBe(false);
    }
  });
});

describe('day arithmetic', () => {
  it('knows the day after, across months and years', () => {
    expect(dayAfter('2026-02-28')).toBe('2026-03-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });

  it('lists every day of a span, both ends included', () => {
    expect(daysFrom('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysFrom('2026-03-02', '2026-03-02')).toEqual(['2026-03-02']);
    expect(daysFrom('2026-03-02', '2026-03-01')).toEqual([]);
    expect(() => daysFrom('2026-03-02', '2026-13-01')).toThrow(RangeError);
  });

  it('gives an instant inside the same day in Paris', () => {
    expect(parisToday(noonOf('2026-07-14'))).toBe('2026-07-14');
    expect(parisToday(noonOf('2026-01-01'))).toBe('2026-01-01');
  });
});

describe('parisToday', () => {
  it('is the calendar day in Paris, not in UTC', () => {
    expect(parisToday(at('2026-01-18T22:59:59Z'))).toBe('2026-01-18');
    expect(parisToday(at('2026-01-18T23:00:00Z'))).toBe('2026-01-19');
    // Summer time: Paris is two hours ahead.
    expect(parisToday(at('2026-07-13T21:59:59Z'))).toBe('2026-07-13');
    expect(parisToday(at('2026-07-13T22:00:00Z'))).toBe('2026-07-14');
    expect(parisToday(new Date('2026-07-13T22:00:00Z'))).toBe('2026-07-14');
  });

  it('rejects an invalid instant', () => {
    expect(() => parisToday(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('parisUtcOffset', () => {
  it('is +01:00 in winter and +02:00 in summer', () => {
    expect(parisUtcOffset('2026-01-19', '09:30')).toBe('+01:00');
    expect(parisUtcOffset('2025-11-21', '14:00')).toBe('+01:00');
    expect(parisUtcOffset('2026-07-14', '09:30')).toBe('+02:00');
  });

  it('follows the change of time on the last Sundays of March and October', () => {
    expect(parisUtcOffset('2026-03-29', '01:30')).toBe('+01:00');
    expect(parisUtcOffset('2026-03-29', '03:30')).toBe('+02:00');
    expect(parisUtcOffset('2026-03-28', '17:30')).toBe('+01:00');
    expect(parisUtcOffset('2026-03-30', '09:30')).toBe('+02:00');
    expect(parisUtcOffset('2025-10-26', '01:00')).toBe('+02:00');
    expect(parisUtcOffset('2025-10-26', '04:00')).toBe('+01:00');
    expect(parisUtcOffset('2025-10-27', '09:30')).toBe('+01:00');
  });
});

describe('frenchDate', () => {
  it('writes the day, the month in words and the year', () => {
    expect(frenchDate('2026-03-12')).toBe('12 mars 2026');
    expect(frenchDate('2025-08-20')).toBe('20 août 2025');
    expect(frenchDate('2025-12-31')).toBe('31 décembre 2025');
    expect(frenchDate('2026-02-09')).toBe('9 février 2026');
  });

  it('writes the first of the month "1er"', () => {
    expect(frenchDate('2026-04-01')).toBe('1er avril 2026');
  });

  it('names all twelve months', () => {
    const months = Array.from({ length: 12 }, (_, index) =>
      frenchDate(`2026-${String(index + 1).padStart(2, '0')}-15`),
    );
    expect(months.map((date) => date.split(' ')[1])).toEqual([
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ]);
  });

  it('rejects a day that is not ISO', () => {
    expect(() => frenchDate('12/03/2026')).toThrow(RangeError);
  });
});

describe('frenchDateAt', () => {
  it('reads the day in Paris, not in UTC', () => {
    expect(frenchDateAt(new Date('2026-03-12T10:00:00Z'))).toBe('12 mars 2026');
    // 23:30 UTC on 31 December is already New Year's Day in Paris.
    expect(frenchDateAt(new Date('2025-12-31T23:30:00Z'))).toBe('1er janvier 2026');
  });

  it('rejects an invalid date', () => {
    expect(() => frenchDateAt(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('frenchDateRange', () => {
  it('writes one day, a span in one month, across months and across years', () => {
    expect(frenchDateRange('2025-11-21', '2025-11-21')).toBe('Le 21 novembre 2025');
    expect(frenchDateRange('2026-02-09', '2026-02-11')).toBe('Du 9 au 11 février 2026');
    expect(frenchDateRange('2026-01-19', '2026-02-20')).toBe('Du 19 janvier au 20 février 2026');
    expect(frenchDateRange('2025-11-21', '2026-03-19')).toBe('Du 21 novembre 2025 au 19 mars 2026');
  });

  it('names the weekdays when asked', () => {
    expect(frenchDateRange('2026-01-19', '2026-01-23', { weekday: true })).toBe(
      'Du lundi 19 au vendredi 23 janvier 2026',
    );
    expect(frenchDateRange('2025-11-21', '2025-11-21', { weekday: true })).toBe('Le vendredi 21 novembre 2025');
    expect(frenchDateRange('2026-05-01', '2026-05-01', { weekday: true })).toBe('Le vendredi 1er mai 2026');
  });
});

describe('frenchTime', () => {
  it('writes hours and minutes the French way', () => {
    expect(frenchTime('09:30')).toBe('9h30');
    expect(frenchTime('14:00')).toBe('14h00');
    expect(() => frenchTime('9:30')).toThrow(RangeError);
  });
});

describe('numericFrenchDate', () => {
  it('writes an ISO day as jj/mm/aaaa', () => {
    expect(numericFrenchDate('2027-03-05')).toBe('05/03/2027');
    expect(numericFrenchDate('2026-12-31')).toBe('31/12/2026');
  });
  it('refuses a day the calendar does not have', () => {
    expect(() => numericFrenchDate('2026-02-31')).toThrow(RangeError);
  });
});
