import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newsletterLimits, newsletterMessages, validateNewsletter } from './newsletter.ts';
import { blankText, invalidEmail, notAString, padded, tooLongEmail, validEmail } from './test-arbitraries.ts';

const numRuns = 10_000;
const max = newsletterLimits.email;

const invalidInput = fc.oneof(
  blankText.map((raw) => ({ input: { email: raw }, message: newsletterMessages.emailRequired })),
  padded(invalidEmail(max)).map(({ raw }) => ({ input: { email: raw }, message: newsletterMessages.emailInvalid })),
  padded(tooLongEmail(max)).map(({ raw }) => ({ input: { email: raw }, message: newsletterMessages.emailTooLong })),
  fc.oneof(notAString, fc.constantFrom(null, undefined)).map((email) => ({
    input: { email },
    message: newsletterMessages.emailInvalid,
  })),
  fc.constant({ input: {}, message: newsletterMessages.emailInvalid }),
);

// 10 000 runs take well under a second on a quiet machine: the timeout leaves room for a loaded one, not for a slow test.
describe('newsletterSchema properties', { timeout: 60_000 }, () => {
  it('accepts every well-formed address of at most 255 characters, trimmed and in lower case', () => {
    fc.assert(
      fc.property(padded(validEmail(max)), ({ raw, trimmed }) => {
        expect(validateNewsletter({ email: raw })).toEqual({ success: true, output: { email: trimmed.toLowerCase() } });
      }),
      { numRuns },
    );
  });

  it('refuses every malformed or too long address with its message', () => {
    fc.assert(
      fc.property(invalidInput, ({ input, message }) => {
        expect(validateNewsletter(input)).toEqual({ success: false, fieldErrors: { email: message } });
      }),
      { numRuns },
    );
  });

  it('is idempotent: validating the output again gives the same output', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          padded(validEmail(max)).map(({ raw }) => raw),
          fc.string(),
        ),
        (email) => {
          const first = validateNewsletter({ email });
          if (first.success) expect(validateNewsletter(first.output)).toEqual(first);
        },
      ),
      { numRuns },
    );
  });
});
