'use client';

import type { ChangeEvent } from 'react';
import { cx } from '../../utils/cx.ts';
import { control } from '../Field/Field.css.ts';
import { Field, splitFieldProps, type FieldControlProps, type FieldFrameProps } from '../Field/Field.tsx';
import * as styles from './Textarea.css.ts';

/** The textarea's native attributes and `ref`, but its value and change handler, which the field owns. */
export interface TextareaProps extends FieldFrameProps, FieldControlProps<'textarea', 'value' | 'onChange'> {
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
  maxLength: number;
  rows?: number;
}

/** A multi-line text input with its label, hint and error. */
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
