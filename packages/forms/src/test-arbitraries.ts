// fast-check arbitraries shared by the schemas' property tests (not exported by the package).
import fc from 'fast-check';

/** Characters String.prototype.trim (and so valibot's trim) removes. */
export const blankChars = [' ', '\t', '\n', '\r', '\v', '\f', '\u00a0', '\u2003', '\u2028', '\u3000', '\ufeff'];
const blankChar = fc.constantFrom(...blankChars);

/** Blanks around a value: what a visitor may type before or after it. */
export const blanks = fc.string({ unit: blankChar, maxLength: 4 });

// One UTF-16 code unit each, so that a string's length in units is its `.length`.
const textUnit = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('é', 'È', 'à', 'ç', 'œ', 'ï', '’', '«', '»', '—', '€', '\u4e2d') },
  { weight: 1, arbitrary: blankChar },
);

/** A length in [min, max], with both ends drawn often: the limits are where bugs hide. */
export const lengthBetween = (min: number, max: number) =>
  fc.oneof(fc.constantFrom(min, max), fc.integer({ min, max }));

/** Text whose trimmed value is not blank and has a length in [min, max]. */
export const trimmedText = (min: number, max: number) =>
  lengthBetween(min, max)
    .chain((length) => {
      // Long texts repeat a random pattern of at most 32 units: as varied at the edges, much faster to draw.
      const patternLength = Math.min(length, 32);
      return fc
        .string({ unit: textUnit, minLength: patternLength, maxLength: patternLength })
        .map((pattern) => pattern.repeat(Math.ceil(length / Math.max(patternLength, 1))).slice(0, length));
    })
    .map((text) => text.trim())
    .filter((text) => text.length >= Math.max(min, 1) && text.length <= max);

/** Some text surrounded by blanks: the raw input whose trimmed value is `text`. */
export const padded = (text: fc.Arbitrary<string>) =>
  fc.tuple(blanks, text, blanks).map(([before, core, after]) => ({ raw: before + core + after, trimmed: core }));

/** Blank-only strings, the empty one included. */
export const blankText = fc.string({ unit: blankChar, maxLength: 6 });

const atomUnit = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_+-');
const alnumUnit = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const letterUnit = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');

/** Addresses of the usual shape: dotted atoms of letters, digits, _ + -; dotted or hyphenated labels; a 2+ letter TLD. */
export const emailShaped = (maxAtom: number) =>
  fc
    .tuple(
      fc.array(fc.string({ unit: atomUnit, minLength: 1, maxLength: maxAtom }), { minLength: 1, maxLength: 4 }),
      fc.array(fc.tuple(fc.constantFrom('.', '-'), fc.string({ unit: alnumUnit, minLength: 1, maxLength: 20 })), {
        maxLength: 3,
      }),
      fc.string({ unit: alnumUnit, minLength: 1, maxLength: 20 }),
      fc.string({ unit: letterUnit, minLength: 2, maxLength: 8 }),
    )
    .map(
      ([atoms, parts, label, tld]) =>
        `${atoms.join('.')}@${label}${parts.map(([separator, part]) => separator + part).join('')}.${tld}`,
    );

/** A well-formed address of exactly the drawn length (when it can be): its local part is lengthened with atom characters. */
const emailOfLength = (length: fc.Arbitrary<number>) =>
  fc
    .tuple(emailShaped(12), length, fc.string({ unit: atomUnit, minLength: 16, maxLength: 16 }))
    .map(([email, target, pattern]) => pattern.repeat(32).slice(0, Math.max(0, target - email.length)) + email);

/** Valid addresses of at most `max` characters, `max` itself drawn often. */
export const validEmail = (max: number) =>
  fc
    .oneof(emailShaped(12), emailShaped(80), emailOfLength(lengthBetween(6, max)))
    .filter((email) => email.length <= max);

/** Well-formed addresses longer than `max`, `max + 1` drawn often. */
export const tooLongEmail = (max: number) =>
  emailOfLength(lengthBetween(max + 1, max + 150)).filter((email) => email.length > max);

// Characters no part of an address may hold (blanks are only forbidden inside: the ends are trimmed).
const forbiddenChars = ['@', ',', ';', ':', '(', ')', '<', '>', '"', '[', ']', '\\', '/', '!', '#', '?', 'é'];

/** Strings that are not a valid address, of at most `max` characters once trimmed. */
export const invalidEmail = (max: number) =>
  fc
    .oneof(
      // No '@' at all (blank text is the required message's, not this one's).
      fc.string({ unit: atomUnit, minLength: 1, maxLength: 40 }).map((text) => text.replace(/@/g, '')),
      // A forbidden character anywhere in a valid address.
      fc.tuple(emailShaped(12), fc.constantFrom(...forbiddenChars), fc.nat()).map(([email, char, at]) => {
        const index = at % (email.length + 1);
        return email.slice(0, index) + char + email.slice(index);
      }),
      // A blank strictly inside.
      fc.tuple(emailShaped(12), blankChar, fc.nat()).map(([email, char, at]) => {
        const index = 1 + (at % (email.length - 1));
        return email.slice(0, index) + char + email.slice(index);
      }),
      // No dot-TLD, a one-letter TLD, a numeric TLD, empty atoms.
      fc.constantFrom(
        'nom@domaine',
        'nom@domaine.f',
        'nom@domaine.123',
        '@domaine.fr',
        'nom@.fr',
        'nom@',
        'nom..prenom@domaine.fr',
        '.nom@domaine.fr',
        'nom.@domaine.fr',
        'nom@domaine..fr',
        'nom@-domaine.fr',
        'nom@domaine.fr.',
        'nom@@domaine.fr',
      ),
    )
    .filter((email) => email.trim().length <= max);

/** Values of other types than string, null and undefined excepted (optional fields take them as absent). */
export const notAString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
);
