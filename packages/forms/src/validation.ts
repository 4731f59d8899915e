import * as v from 'valibot';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type ValidationResult<Output, Field extends string> =
  { success: true; output: Output } | { success: false; fieldErrors: FieldErrors<Field> };

/** Said of any field holding text that cannot be stored or e-mailed as typed (a half emoji, a lone surrogate). */
export const unstorableTextMessage =
  'Ce champ contient un caractère illisible (souvent un emoji coupé) : supprimez-le puis réessayez.';

// A UTF-16 surrogate without its pair: JSON can carry it, UTF-8 (the database, e-mails) cannot.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Refuses text with a lone surrogate, in the browser as on the server. */
export const wellFormed = v.check<string, string>((value) => !loneSurrogate.test(value), unstorableTextMessage);

/**
 * An e-mail address, trimmed and in lower case: the one normalisation every store, purge, export and erasure relies
 * on (mailboxes are case-insensitive in practice).
 */
export const emailAddress = ({ required, invalid, max, tooLong }: EmailMessages & { max: number }) =>
  v.pipe(
    v.string(invalid),
    v.trim(),
    wellFormed,
    // Empty says so before anything else: « invalide » for a field left blank sends the visitor looking for a typo.
    v.nonEmpty(required),
    v.email(invalid),
    v.maxLength(max, tooLong),
    v.toLowerCase(),
  );

/** What an e-mail field says: left blank, not an address, too long. */
export interface EmailMessages {
  required: string;
  invalid: string;
  tooLong: string;
}

/** The first message of each field, in the order valibot checked them (type, then emptiness, then length). */
export function firstFieldErrors<Field extends string>(
  issues: readonly v.BaseIssue<unknown>[],
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    const field = fields.find((candidate) => candidate === key);
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
