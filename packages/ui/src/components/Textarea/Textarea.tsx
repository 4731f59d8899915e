import type { ChangeEvent, TextareaHTMLAttributes } from 'react';
import { cx } from '../../utils/cx.ts';
import { control } from '../Field/Field.css.ts';
import { Field, type FieldProps } from '../Field/Field.tsx';
import * as styles from './Textarea.css.ts';

export interface TextareaProps
  extends
    Omit<FieldProps, 'children'>,
    Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'placeholder' | 'disabled' | 'onBlur'> {
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
  maxLength: number;
  rows?: number;
}

/** A multi-line text input with its label, hint and error. */
export function Textarea({ label, hint, error, optional, id, value, onChange, rows = 5, ...native }: TextareaProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional} id={id}>
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
