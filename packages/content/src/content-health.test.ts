import { describe, expect, it } from 'vitest';
import { checkContent } from './content-health.ts';
import { formatContentReport } from './content-report.ts';

// The structural part of `npm run content:check`: the site's content keeps its promises whatever the date.
describe('content:check on the site’s content', () => {
  const health = checkContent(Date.parse('2026-11-24T12:00:00Z'));

  it('finds no structural problem: every course keeps the training policy’s promises, every fact to confirm exists', () => {
    expect(health.structural).toEqual([]);
  });

  it('lists every fact to confirm, the 2027 session dates among them', () => {
    const report = formatContentReport('2026-11-24', [], health);
    expect(report).toContain(
      'Dates de la session 2027 « Les clés de la série documentaire » : Du 18 janvier au 19 février 2027',
    );
    expect(report).toContain('Numéro SIRET du siège : ');
  });
});
