// A session's days and hours are checked as a pair when saving: a period that ends before it starts, or a day that
// ends before it starts, is refused with a French message naming it; the file keeps its `{ start, end }` objects.
import { expect, test } from 'vitest';
import { dailyHours, pastDaysNotice, period } from './collections/courses.ts';

test('a new session’s daily hours default to 09:30–17:30', () => {
  expect(dailyHours.defaultValue()).toEqual({ start: '09:30', end: '17:30' });
});

test('a period ending before it starts is refused at save, naming its days', () => {
  expect(period.validate({ start: '2027-03-15', end: '2027-03-16' })).toEqual({
    start: '2027-03-15',
    end: '2027-03-16',
  });
  expect(period.validate({ start: '2027-03-15', end: '2027-03-15' })).toEqual({
    start: '2027-03-15',
    end: '2027-03-15',
  });
  expect(() => period.validate({ start: '2027-03-15', end: '2027-03-12' })).toThrow(
    'Période du 15/03/2027 au 12/03/2027 : le dernier jour (12/03/2027) est avant le premier (15/03/2027).',
  );
});

test('a period with a day not chosen is refused, saying which', () => {
  expect(() => period.validate({ start: null, end: '2027-03-12' })).toThrow(
    'Période du ? au 12/03/2027 : le premier jour manque.',
  );
  expect(() => period.validate({ start: null, end: null })).toThrow(
    'Période du ? au ? : le premier jour manque ; le dernier jour manque.',
  );
});

test('daily hours ending before or when they start are refused; a malformed hour is named', () => {
  expect(dailyHours.validate({ start: '09:30', end: '17:30' })).toEqual({ start: '09:30', end: '17:30' });
  expect(() => dailyHours.validate({ start: '17:30', end: '09:30' })).toThrow(
    'Horaires de chaque jour (17:30 – 09:30) : la fin (09:30) doit venir après le début (17:30).',
  );
  expect(() => dailyHours.validate({ start: '09:30', end: '09:30' })).toThrow(
    /la fin \(09:30\) doit venir après le début \(09:30\)/,
  );
  expect(() => dailyHours.validate({ start: '9h30', end: '17:30' })).toThrow(
    /^Horaires de chaque jour \(9h30 – 17:30\) : /,
  );
  expect(() => dailyHours.validate({ start: '', end: '17:30' })).toThrow(
    'Horaires de chaque jour (? – 17:30) : l’heure de début manque.',
  );
});

test('the file keeps the same objects, keys in the same order', () => {
  const stored = { start: '2027-03-15', end: '2027-03-16' };
  expect(JSON.stringify(period.serialize(period.parse(stored)).value)).toBe(JSON.stringify(stored));
  const hours = { start: '10:00', end: '18:00' };
  expect(JSON.stringify(dailyHours.serialize(dailyHours.parse(hours)).value)).toBe(JSON.stringify(hours));
});

test('days already over are pointed out, not refused: a past session may be recorded as history', () => {
  expect(pastDaysNotice('2026-12-01', '2026-12-02')).toMatch(/^Ces jours sont passés : /);
  expect(pastDaysNotice('2026-12-02', '2026-12-02')).toBeUndefined();
  expect(period.validate({ start: '2020-01-06', end: '2020-01-07' })).toEqual({
    start: '2020-01-06',
    end: '2020-01-07',
  });
});
