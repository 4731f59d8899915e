import { parisToday } from '@fabrique/content';
import { describe, expect, it } from 'vitest';
import { parisDaySource, sessionClockScript } from './session-clock.ts';

// The script's own source, evaluated as the browser does.
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const loadParisDay = new Function(`return ${parisDaySource}`) as () => (now: Date) => string;
const parisDay = loadParisDay();

const hour = 3_600_000;

describe('the clock script’s Paris day', () => {
  it('agrees with Intl’s Europe/Paris every hour from 2026 to 2035', () => {
    const disagreements: string[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2036, 0, 1); t += hour) {
      if (parisDay(new Date(t)) !== parisToday(t)) disagreements.push(new Date(t).toISOString());
    }
    expect(disagreements).toEqual([]);
  });

  it('turns at Paris midnight, in winter and in summer time', () => {
    expect(parisDay(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(parisDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(parisDay(new Date('2026-07-14T21:59:59Z'))).toBe('2026-07-14');
    expect(parisDay(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });

  it('changes offset at the minute summer time starts and ends', () => {
    // 2026: summer time from Sunday 29 March 01:00 UTC to Sunday 25 October 01:00 UTC.
    expect(parisDay(new Date('2026-03-28T22:30:00Z'))).toBe('2026-03-28');
    expect(parisDay(new Date('2026-03-29T22:30:00Z'))).toBe('2026-03-30');
    expect(parisDay(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
    expect(parisDay(new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-25');
  });

  it('is what the inlined script runs, without Intl', () => {
    const script = sessionClockScript(['2026-12-01']);
    expect(script).toContain(parisDaySource);
    expect(script).not.toContain('Intl');
  });
});
