/**
 * A block of a course's figures that is stored as an object once published and absent otherwise (the alumni scores, the
 * Qualiopi results), which no built-in Keystatic field writes: a conditional field stores a discriminant.
 */
import type { BasicFormField } from '@keystatic/core';
import { Checkbox } from '@keystar/ui/checkbox';
import { VStack } from '@keystar/ui/layout';
import { Text } from '@keystar/ui/typography';
import type { ReactNode } from 'react';

export type Published<Block> = Block & { published: boolean };
export type Problems<Block> = Partial<Record<keyof Block, string>>;
export type FieldsProps<Block> = { value: Block; onChange: (next: Block) => void; problems: Problems<Block> };
/** What a form field may write to the file. */
type Stored = ReturnType<BasicFormField<object>['serialize']>['value'];

export function optionalBlock<Block extends object>({
  label,
  description,
  empty,
  read,
  write,
  problemsOf,
  Fields,
}: {
  label: string;
  description: string;
  /** The fields of a block never published, as the form starts them. */
  empty: Block;
  /** The form's fields from the stored object (its values unchecked: the form names what is wrong). */
  read: (stored: Record<string, unknown>) => Block;
  /** The object written to the file, keys in the file's order. */
  write: (block: Block) => Stored;
  /** Each field's problem, in French; none when the block can be published. */
  problemsOf: (block: Block) => Problems<Block>;
  Fields: (props: FieldsProps<Block>) => ReactNode;
}): BasicFormField<Published<Block>> {
  const parse = (stored: unknown): Published<Block> => {
    if (stored === undefined || stored === null) return { ...empty, published: false };
    if (typeof stored !== 'object' || Array.isArray(stored)) throw new Error(`${label} : un objet est attendu.`);
    return { ...read(stored as Record<string, unknown>), published: true };
  };
  return {
    kind: 'form',
    label,
    defaultValue: () => ({ ...empty, published: false }),
    parse,
    serialize: ({ published, ...block }) => ({ value: published ? write(block as Block) : undefined }),
    validate(value) {
      const problems = value.published ? Object.values(problemsOf(value)) : [];
      if (problems.length > 0) throw new Error(`${label} : ${[...new Set(problems)].join(' ')}`);
      return value;
    },
    reader: { parse },
    Input(props) {
      const { value, forceValidation } = props;
      const onChange = (next: Published<Block>) => props.onChange(next);
      return (
        <VStack gap="large">
          <Checkbox isSelected={value.published} onChange={(published) => onChange({ ...value, published })}>
            {label}
          </Checkbox>
          <Text size="small" color="neutralSecondary">
            {description}
          </Text>
          {value.published && (
            <Fields
              value={value}
              onChange={(next) => onChange({ ...next, published: true })}
              problems={forceValidation ? problemsOf(value) : {}}
            />
          )}
        </VStack>
      );
    },
  };
}

/** A stored number, or null for anything else (the form then asks for it). */
export const storedNumber = (value: unknown) => (typeof value === 'number' ? value : null);
