'use client';

import type { ChangeEvent } from 'react';
import { control } from '../Field/Field.css.ts';
import { Field, splitFieldProps, type FieldControlProps, type FieldFrameProps } from '../Field/Field.tsx';

export const textFieldTypes = ['text', 'email', 'tel'] as const;

/**
 * The input's native attributes and `ref`, but its type, value and change handler, which the field owns.
 * @inline
 */
export interface TextFieldProps extends FieldFrameProps, FieldControlProps<'input', 'type' | 'value' | 'onChange'> {
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Enforced by the input itself as well as by the form's schema. */
  maxLength: number;
  type?: (typeof textFieldTypes)[number];
}

/**
 * A one-line text input with its label, hint and error.
 *
 * **When to use it**: for a one-line answer with its label, hint and error; EmailField and TelField for e-mail and phone.
 *
 * **When not to**: for a long answer (Textarea) or a choice among known options (Select).
 *
 * A one-line input with its label, optional hint and error message. **EmailField** and **TelField** are the
 * same control with the right type, keyboard and autocomplete.
 *
 * - The label is always visible (no placeholder-as-label); optional fields say "(facultatif)" because required is the norm.
 * - The error sits under the control, is linked with `aria-describedby` and sets `aria-invalid`; the border turns red *and*
 *   thicker, so the state never relies on colour alone.
 * - `maxLength` is mandatory: the input enforces the same limit as the form's schema.
 * - Native attributes: `className` and `style` go to the field's wrapper, every other attribute (`name`, `autoComplete`…) and
 *   the `ref` to the `<input>`, as in Radix Themes and Mantine (see Field).
 * - Keyboard: a native input; nothing custom.
 *
 * @param props - The props below; {@link TextFieldProps} is their whole type.
 *
 * @example
 * ```tsx
 * <TextField label="Nom" name="name" autoComplete="name" maxLength={100} value={name} onChange={setName} error={errors.name} />
 * ```
 */
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

/**
 * A text field's props without its type, which EmailField and TelField set.
 * @inline
 */
export type EmailFieldProps = Omit<TextFieldProps, 'type'>;
/** @inline */
export type TelFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * An e-mail address input: the right keyboard on phones, autocomplete on.
 *
 * The TextField of an e-mail address (`type="email"`, `autoComplete="email"`, `inputMode="email"`): same label, hint,
 * error and keyboard as TextField.
 *
 * @param props - The props below; {@link EmailFieldProps} is their whole type.
 *
 * @example
 * ```tsx
 * <EmailField label="E-mail" name="email" maxLength={254} value={email} onChange={setEmail} />
 * ```
 */
export function EmailField(props: EmailFieldProps) {
  return <TextField autoComplete="email" inputMode="email" {...props} type="email" />;
}

/**
 * A phone number input.
 *
 * The TextField of a phone number (`type="tel"`, the phone's numeric keypad): same label, hint, error and keyboard as
 * TextField.
 *
 * @param props - The props below; {@link TelFieldProps} is their whole type.
 *
 * @example
 * ```tsx
 * <TelField label="Téléphone" name="phone" autoComplete="tel" maxLength={20} value={phone} onChange={setPhone} />
 * ```
 */
export function TelField(props: TelFieldProps) {
  return <TextField autoComplete="tel" inputMode="tel" {...props} type="tel" />;
}
