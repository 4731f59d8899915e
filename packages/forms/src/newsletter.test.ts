import { describe, expect, it } from 'vitest';
import { newsletterLimits, newsletterMessages, validateNewsletter } from './newsletter.ts';
import { unstorableTextMessage } from './validation.ts';

describe('newsletter constants', () => {
  it('has the spec limit and messages verbatim', () => {
    expect(newsletterLimits).toEqual({ email: 255 });
    expect(newsletterMessages).toEqual({
      emailRequired: 'L’email est requis',
      emailInvalid: 'Adresse email invalide',
      emailTooLong: "L'email doit contenir moins de 255 caractères",
    });
  });
});

describe('validateNewsletter', () => {
  it('accepts and trims an address', () => {
    expect(validateNewsletter({ email: '  camille@exemple.fr \n' })).toEqual({
      success: true,
      output: { email: 'camille@exemple.fr' },
    });
  });

  it('drops other keys', () => {
    expect(validateNewsletter({ email: 'a@b.fr', source: 'footer', admin: true })).toEqual({
      success: true,
      output: { email: 'a@b.fr' },
    });
  });

  it.each(['', '  ', '\t\n'])('refuses %j with "L’email est requis"', (email) => {
    expect(validateNewsletter({ email })).toEqual({ success: false, fieldErrors: { email: 'L’email est requis' } });
  });

  it.each(['camille', 'camille@exemple', 'camille @exemple.fr', 'a@b.fr\r\nBcc: c@d.fr', 'a@@b.fr'])(
    'refuses %j with "Adresse email invalide"',
    (email) => {
      expect(validateNewsletter({ email })).toEqual({
        success: false,
        fieldErrors: { email: 'Adresse email invalide' },
      });
    },
  );

  it.each([{}, { email: null }, { email: 3 }, null, undefined, 'a@b.fr'])(
    'refuses %j with "Adresse email invalide"',
    (values) => {
      expect(validateNewsletter(values)).toEqual({ success: false, fieldErrors: { email: 'Adresse email invalide' } });
    },
  );

  it('accepts 255 characters and refuses 256 with the length message', () => {
    const at255 = `${'a'.repeat(255 - '@exemple.fr'.length)}@exemple.fr`;
    expect(validateNewsletter({ email: at255 })).toEqual({ success: true, output: { email: at255 } });
    expect(validateNewsletter({ email: `  ${at255}  ` })).toEqual({ success: true, output: { email: at255 } });
    expect(validateNewsletter({ email: `b${at255}` })).toEqual({
      success: false,
      fieldErrors: { email: "L'email doit contenir moins de 255 caractères" },
    });
  });
});

describe('validateNewsletter: one form of address, storable text only', () => {
  it('gives the address in lower case', () => {
    expect(validateNewsletter({ email: 'Lea@Exemple.FR' })).toEqual({
      success: true,
      output: { email: 'lea@exemple.fr' },
    });
  });

  it('refuses a lone surrogate with the unstorable-text message', () => {
    expect(validateNewsletter({ email: 'l\ud800a@exemple.fr' })).toEqual({
      success: false,
      fieldErrors: { email: unstorableTextMessage },
    });
  });
});
