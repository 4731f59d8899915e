import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contactFields,
  contactLimits,
  contactMessages,
  contactSubjectValues,
  validateContact,
  type ContactField,
} from './contact.ts';
import {
  blankText,
  invalidEmail,
  notAString,
  padded,
  tooLongEmail,
  trimmedText,
  validEmail,
} from './test-arbitraries.ts';

const numRuns = 10_000;
const missing = Symbol('missing');

type ValidCase = { raw: unknown; expected: string };
type InvalidCase = { raw: unknown; message: string };
type FieldCase = { invalid: InvalidCase } | { valid: ValidCase };

const validOptional = (max: number): fc.Arbitrary<ValidCase> =>
  fc.oneof(
    padded(trimmedText(0, max)).map(({ raw, trimmed }) => ({ raw, expected: trimmed })),
    fc.constantFrom<ValidCase>(
      { raw: missing, expected: '' },
      { raw: undefined, expected: '' },
      { raw: null, expected: '' },
    ),
  );

const validCases: Record<ContactField, fc.Arbitrary<ValidCase>> = {
  name: padded(trimmedText(1, contactLimits.name)).map(({ raw, trimmed }) => ({ raw, expected: trimmed })),
  email: padded(validEmail(contactLimits.email)).map(({ raw, trimmed }) => ({ raw, expected: trimmed.toLowerCase() })),
  subject: fc.constantFrom(...contactSubjectValues).map((value) => ({ raw: value, expected: value })),
  projectOrFormationName: validOptional(contactLimits.projectOrFormationName),
  phone: validOptional(contactLimits.phone),
  company: validOptional(contactLimits.company),
  message: padded(trimmedText(1, contactLimits.message)).map(({ raw, trimmed }) => ({ raw, expected: trimmed })),
};

const failing = (message: string) => (raw: unknown) => ({ raw, message });

const invalidRequired = (required: string, max: number, tooLong: string): fc.Arbitrary<InvalidCase> =>
  fc.oneof(
    blankText.map(failing(required)),
    fc.constantFrom(missing, undefined, null).map(failing(required)),
    notAString.map(failing(required)),
    padded(trimmedText(max + 1, max + 200)).map(({ raw }) => ({ raw, message: tooLong })),
  );

const invalidOptional = (max: number, tooLong: string): fc.Arbitrary<InvalidCase> =>
  fc.oneof(
    padded(trimmedText(max + 1, max + 80)).map(({ raw }) => ({ raw, message: tooLong })),
    notAString.map(failing(tooLong)),
  );

const invalidCases: Record<ContactField, fc.Arbitrary<InvalidCase>> = {
  name: invalidRequired(contactMessages.nameRequired, contactLimits.name, contactMessages.nameTooLong),
  email: fc.oneof(
    fc.oneof(blankText, fc.constant(missing)).map(failing(contactMessages.emailRequired)),
    padded(invalidEmail(contactLimits.email)).map(({ raw }) => ({ raw, message: contactMessages.emailInvalid })),
    padded(tooLongEmail(contactLimits.email)).map(({ raw }) => ({ raw, message: contactMessages.emailTooLong })),
    fc.oneof(fc.constantFrom(undefined, null), notAString).map(failing(contactMessages.emailInvalid)),
  ),
  subject: fc
    .oneof(fc.constantFrom(missing, '', ' projet', 'Projet', 'PROJET', 'autres', 'Un projet'), fc.anything())
    .filter((value) => !(contactSubjectValues as unknown[]).includes(value))
    .map(failing(contactMessages.subjectRequired)),
  projectOrFormationName: invalidOptional(
    contactLimits.projectOrFormationName,
    contactMessages.projectOrFormationNameTooLong,
  ),
  phone: invalidOptional(contactLimits.phone, contactMessages.phoneTooLong),
  company: invalidOptional(contactLimits.company, contactMessages.companyTooLong),
  message: invalidRequired(contactMessages.messageRequired, contactLimits.message, contactMessages.messageTooLong),
};

function inputOf(raws: Record<ContactField, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of contactFields) if (raws[field] !== missing) input[field] = raws[field];
  return input;
}

const validForm = fc.record(validCases);

// 10 000 runs take well under a second on a quiet machine: the timeout leaves room for a loaded one, not for a slow test.
describe('contactSchema properties', { timeout: 60_000 }, () => {
  it('accepts every input that respects every rule, trimmed (the address in lower case)', () => {
    fc.assert(
      fc.property(validForm, (cases) => {
        const result = validateContact(inputOf(mapFields(cases, (one) => one.raw)));
        expect(result).toEqual({ success: true, output: mapFields(cases, (one) => one.expected) });
      }),
      { numRuns },
    );
  });

  it('refuses every input that breaks a rule, with the first message of each broken field and no other', () => {
    const form = fc
      .record(
        mapFields(validCases, (valid, field): fc.Arbitrary<FieldCase> =>
          fc.oneof(
            invalidCases[field].map((invalid) => ({ invalid })),
            valid.map((one) => ({ valid: one })),
          ),
        ),
      )
      .filter((cases) => contactFields.some((field) => 'invalid' in cases[field]));
    fc.assert(
      fc.property(form, (cases) => {
        const raws = mapFields(cases, (one) => ('invalid' in one ? one.invalid.raw : one.valid.raw));
        const expectedErrors: Partial<Record<ContactField, string>> = {};
        for (const field of contactFields) {
          const one = cases[field];
          if ('invalid' in one) expectedErrors[field] = one.invalid.message;
        }
        expect(validateContact(inputOf(raws))).toEqual({ success: false, fieldErrors: expectedErrors });
      }),
      { numRuns },
    );
  });

  it('is idempotent: validating the output again gives the same output', () => {
    fc.assert(
      fc.property(validForm, (cases) => {
        const first = validateContact(inputOf(mapFields(cases, (one) => one.raw)));
        if (!first.success) throw new Error('a valid form was refused');
        expect(validateContact(first.output)).toEqual(first);
      }),
      { numRuns },
    );
  });
});

function mapFields<In, Out>(
  record: Record<ContactField, In>,
  transform: (value: In, field: ContactField) => Out,
): Record<ContactField, Out> {
  const result = {} as Record<ContactField, Out>;
  for (const field of contactFields) result[field] = transform(record[field], field);
  return result;
}
