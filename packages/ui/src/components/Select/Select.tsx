import type { ChangeEvent, SelectHTMLAttributes } from 'react';
import { cx } from '../../utils/cx.ts';
import { control } from '../Field/Field.css.ts';
import { Field, type FieldProps } from '../Field/Field.tsx';
import * as styles from './Select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps
  extends Omit<FieldProps, 'children'>, Pick<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'disabled' | 'onBlur'> {
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  /** Shown while nothing is chosen; it cannot be chosen back. Omit it when a value is always chosen (a sort). */
  placeholder?: string;
}

/** A native select: the platform's own picker, accessible and reliable on phones. */
export function Select({
  label,
  hint,
  error,
  optional,
  id,
  options,
  value,
  onChange,
  placeholder,
  ...native
}: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional} id={id}>
      {(aria) => (
        <span className={styles.wrapper}>
          <select
            {...aria}
            {...native}
            value={value}
            className={cx(control, styles.select, value === '' && styles.placeholderShown)}
            onChange={(event) => onChange(event.target.value, event)}
          >
            {placeholder === undefined ? null : (
              <option value="" disabled>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      )}
    </Field>
  );
}
