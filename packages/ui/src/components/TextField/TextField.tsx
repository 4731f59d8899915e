'use client';

import type { ChangeEvent } from 'react';
import { control } from '../Field/Field.css.ts';
import { Field, splitFieldProps, type FieldControlProps, type FieldFrameProps } from '../Field/Field.tsx';

export const textFieldTypes = ['text', 'email', 'tel'] as const;

/** The input's native attributes and `ref`, but its type, value and change handler, which the field owns. */
export interface TextFieldProps extends FieldFrameProps, FieldControlProps<'input', 'type' | 'value' | 'onChange'> {
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Enforced by the input itself as well as by the form's schema. */
  maxLength: number;
  type?: (typeof textFieldTypes)[number];
}

/** A one-line text input with its label, hint and error. */
export function TextField({ value, onChange, type = 'text', ...props }: TextFieldProps) {
  const [frame, native] = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(aria) => (
        <input
          {...aria}
          {...native}
          type={type}
          value={value}
          className={control}
          onChange={(event) => onChange(event.target.value, event)}
        />
      )}
    </Field>
  );
}

/** A text field's props without its type, which EmailField and TelField set. */
export type EmailFieldProps = Omit<TextFieldProps, 'type'>;
export type TelFieldProps = Omit<TextFieldProps, 'type'>;

/** An e-mail address input: the right keyboard on phones, autocomplete on. */
export function EmailField(props: EmailFieldProps) {
  return <TextField autoComplete="email" inputMode="email" {...props} type="email" />;
}

/** A phone number input. */
export function TelField(props: TelFieldProps) {
  return <TextField autoComplete="tel" inputMode="tel" {...props} type="tel" />;
}
