import { describe, expect, it } from 'vitest';
import { contactFeedback, contactSendErrorText, newsletterErrorText, newsletterFeedback } from './feedback.ts';

describe('error texts', () => {
  it("shows an error's own message", () => {
    expect(contactSendErrorText(new Error('Trop de demandes'))).toBe('Trop de demandes');
    expect(newsletterErrorText(new Error('Trop de demandes'))).toBe('Trop de demandes');
  });

  it.each([new Error(''), new Error('  '), 'texte', undefined, { message: 'pas une Error' }])(
    'falls back for %j',
    (error) => {
      expect(contactSendErrorText(error)).toBe(contactFeedback.sendErrorFallback);
      expect(newsletterErrorText(error)).toBe(newsletterFeedback.errorFallback);
    },
  );
});
