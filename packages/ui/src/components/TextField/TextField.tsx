import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { control } from '../Field/Field.css.ts';
import { Field, type FieldProps } from '../Field/Field.tsx';

export const textFieldTypes = ['text', 'email', 'tel'] as const;

export interface TextFieldProps
  extends
    Omit<FieldProps, 'children'>,
    Pick<
      InputHTMLAttributes<HTMLInputElement>,
      'name' | 'autoComplete' | 'placeholder' | 'disabled' | 'required' | 'inputMode' | 'onBlur'
    > {
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Enforced by the input itself as well as by the form's schema. */
  maxLength: number;
  type?: (typeof textFieldTypes)[number];
}

/** A one-line text input with its label, hint and error. */
export function TextField({
  label,
  hint,
  error,
  optional,
  id,
  describedBy,
  value,
  onChange,
  type = 'text',
  ...native
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional} id={id} describedBy={describedBy}>
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
