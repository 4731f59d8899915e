import { describe, expect, it } from 'vitest';
import { interpolate, unknownTokens } from './course-facts.ts';
import { organisation } from './site.ts';

describe('organisation facts named in texts', () => {
  it('fill in any fact of the organisation by its path, the site’s host and a provider’s sentence', () => {
    expect(interpolate('SIRET : {organisation.siret}, depuis {organisation.foundingYear}.')).toBe(
      `SIRET : ${organisation.siret}, depuis ${organisation.foundingYear}.`,
    );
    expect(interpolate('Le site {siteHost}.')).toBe(`Le site ${new URL(organisation.siteUrl).host}.`);
    expect(interpolate('{provider.host}')).toMatch(new RegExp(`^${organisation.host.name} \\(`));
    expect(interpolate('Contactez {disabilityContact}.')).toBe(
      `Contactez ${organisation.disabilityContact.name}, ${organisation.disabilityContact.role.toLowerCase()} (${organisation.disabilityContact.email}).`,
    );
  });

  it('name the tokens that stand for nothing, and leave them as written', () => {
    expect(unknownTokens('{organisation.name} {organisation.nom} {siteHost} {inconnu}')).toEqual([
      'organisation.nom',
      'inconnu',
    ]);
    expect(interpolate('{inconnu}')).toBe('{inconnu}');
  });

  it('have one syntax, the fact’s path: the old camel-case names stand for nothing', () => {
    expect(interpolate('{organisation.name}, {organisation.legalName}')).toBe(
      `${organisation.name}, ${organisation.legalName}`,
    );
    expect(unknownTokens('{organisationName} {organisationLegalName}')).toEqual([
      'organisationName',
      'organisationLegalName',
    ]);
  });
});
