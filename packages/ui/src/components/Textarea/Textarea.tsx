'use client';

import type { ChangeEvent } from 'react';
import { cx } from '../../utils/cx.ts';
import { control } from '../Field/Field.css.ts';
import { Field, splitFieldProps, type FieldControlProps, type FieldFrameProps } from '../Field/Field.tsx';
import * as styles from './Textarea.css.ts';

/**
 * The textarea's native attributes and `ref`, but its value and change handler, which the field owns.
 * @inline
 */
export interface TextareaProps extends FieldFrameProps, FieldControlProps<'textarea', 'value' | 'onChange'> {
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
  maxLength: number;
  rows?: number;
}

/**
 * A multi-line text input with its label, hint and error.
 *
 * **When to use it**: for a free answer of several lines, with a maximum length.
 *
 * **When not to**: for a one-line answer (TextField).
 *
 * A multi-line input (5 rows by default, resizable vertically) with label, hint and error as in TextField.
 * `maxLength` is mandatory so the control enforces the schema's limit. Native attributes as in TextField (`className`
 * and `style` to the wrapper, the rest and the `ref` to the `<textarea>`). Keyboard: native.
 *
 * **Screen readers**: named by its visible label; the hint and the error are read after it (`aria-describedby`), and an
 * error sets `aria-invalid`, as in TextField.
 *
 * @param props - The props below; {@link TextareaProps} is their whole type.
 *
 * @example
 * ```tsx
 * <Textarea label="Votre message" name="message" maxLength={2000} value={message} onChange={setMessage} />
 * ```
 */
export function Textarea({ value, onChange, rows = 5, ...props }: TextareaProps) {
  const [frame, native] = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(aria) => (
        <textarea
          {...aria}
          {...native}
          rows={rows}
          value={value}
          className={cx(control, styles.textarea)}
          onChange={(event) => onChange(event.target.value, event)}
        />
      )}
    </Field>
  );
}
