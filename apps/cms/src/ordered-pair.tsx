/**
 * Two fields stored as one `{ "start": …, "end": … }` object whose order is checked when saving: Keystatic's objects
 * have no rule across their fields, and a form field's `validate` is what refuses a save (and names it in the summary).
 */
import type { BasicFormField, FormFieldInputProps } from '@keystatic/core';
import { FieldMessage } from '@keystar/ui/field';
import { VStack } from '@keystar/ui/layout';
import { Notice } from '@keystar/ui/notice';
import { Text } from '@keystar/ui/typography';
import { useId, type ReactElement } from 'react';

export type Pair<Value> = { start: Value; end: Value };
type Stored = ReturnType<BasicFormField<object>['serialize']>['value'];
/** One of the two fields, a Keystatic date or text field (whose types allow a slug's extra argument). */
interface Part<Value> {
  Input(props: FormFieldInputProps<Value>): ReactElement | null;
  defaultValue(): Value;
  parse(value: Stored, extra: undefined): Value;
  serialize(value: Value): { value: Stored };
  validate(value: Value, extra: undefined): unknown;
}

const lowerFirst = (text: string) => `${text[0]?.toLowerCase() ?? ''}${text.slice(1)}`;

export function orderedPair<Value extends string | null>({
  label,
  start,
  end,
  missing,
  context,
  outOfOrder,
  notice,
}: {
  label: string;
  start: Part<Value>;
  end: Part<Value>;
  /** « le premier jour manque »: each part's problem when left empty, in French. */
  missing: Pair<string>;
  /** « Période du 15/03/2027 au 12/03/2027 »: the pair as the refused save's summary names it, starting with `label`. */
  context: (pair: Pair<Value>) => string;
  /** Why two valid parts cannot go together, in French, or undefined. */
  outOfOrder: (start: NonNullable<Value>, end: NonNullable<Value>) => string | undefined;
  /** What staff should know about a valid pair, shown under it without refusing the save. */
  notice?: (pair: Pair<NonNullable<Value>>) => string | undefined;
}): BasicFormField<Pair<Value>, Pair<NonNullable<Value>>> {
  const parts = { start, end };
  const keys = ['start', 'end'] as const;
  const isEmpty = (value: Value) => value === null || value === '';

  /** Each problem of the pair; none when it can be saved. */
  function problemsOf(pair: Pair<Value>): string[] {
    const problems = keys.flatMap((key) => {
      if (isEmpty(pair[key])) return [missing[key]];
      try {
        parts[key].validate(pair[key], undefined);
        return [];
      } catch (error) {
        return [lowerFirst((error as Error).message).replace(/\.$/, '')];
      }
    });
    if (problems.length > 0) return problems;
    const order = outOfOrder(pair.start as NonNullable<Value>, pair.end as NonNullable<Value>);
    return order ? [order] : [];
  }

  const parse = (stored: unknown): Pair<Value> => {
    const object = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, Stored>;
    return { start: start.parse(object.start, undefined), end: end.parse(object.end, undefined) };
  };

  return {
    kind: 'form',
    label,
    defaultValue: () => ({ start: start.defaultValue(), end: end.defaultValue() }),
    parse,
    // Keys in the file's order; an empty part is left out, as Keystatic's own object field does.
    serialize: (pair) => ({
      value: Object.fromEntries(
        keys.flatMap((key) => {
          const { value } = parts[key].serialize(pair[key]);
          return value === undefined ? [] : [[key, value]];
        }),
      ),
    }),
    validate(pair) {
      const problems = problemsOf(pair);
      if (problems.length > 0) throw new Error(`${context(pair)} : ${problems.join(' ; ')}.`);
      return pair as Pair<NonNullable<Value>>;
    },
    reader: { parse: (stored) => parse(stored) as Pair<NonNullable<Value>> },
    Input(props) {
      const { value, forceValidation } = props;
      const labelId = useId();
      const bothValid = keys.every((key) => !isEmpty(value[key]));
      // The order is said as soon as both parts are chosen; a missing part, by its own field once a save is tried.
      const problem = bothValid ? problemsOf(value)[0] : undefined;
      const note = bothValid && !problem ? notice?.(value as Pair<NonNullable<Value>>) : undefined;
      // Never focused on opening: the dialog's focus goes where Keystar puts it, not into a date.
      const part = (key: 'start' | 'end') => ({
        value: value[key],
        onChange: (next: Value) => props.onChange({ ...value, [key]: next }),
        autoFocus: false,
        forceValidation,
      });
      return (
        <VStack gap="large" role="group" aria-labelledby={labelId}>
          <Text id={labelId} weight="semibold">
            {label}
          </Text>
          <start.Input {...part('start')} />
          <end.Input {...part('end')} />
          {problem && <FieldMessage>{`${problem[0]!.toUpperCase()}${problem.slice(1)}.`}</FieldMessage>}
          {note && <Notice tone="caution">{note}</Notice>}
        </VStack>
      );
    },
  };
}
