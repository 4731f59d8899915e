import type * as v from 'valibot';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type ValidationResult<Output, Field extends string> =
  { success: true; output: Output } | { success: false; fieldErrors: FieldErrors<Field> };

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
