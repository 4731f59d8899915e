import type { ChangeEvent } from 'react';
import { cx } from '../../utils/cx.ts';
import { control } from '../Field/Field.css.ts';
import { Field, splitFieldProps, type FieldControlProps, type FieldFrameProps } from '../Field/Field.tsx';
import * as styles from './Select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
}

/** The select's native attributes and `ref`, but its value, change handler and options (one choice: never multiple). */
export interface SelectProps
  extends FieldFrameProps, FieldControlProps<'select', 'value' | 'defaultValue' | 'onChange' | 'multiple'> {
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  /** Shown while nothing is chosen; it cannot be chosen back. Omit it when a value is always chosen (a sort). */
  placeholder?: string;
}

/** A native select: the platform's own picker, accessible and reliable on phones. */
export function Select({ options, value, onChange, placeholder, ...props }: SelectProps) {
  const [frame, native] = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(aria) => (
        <span className={styles.wrapper}>
          <select
            {...aria}
            // Chromium exposes neither a select's `required` nor anything but its native validity (invalid while
            // empty, before any check): said in ARIA, the field is announced required, and invalid only with an error.
            aria-required={aria.required}
            aria-invalid={aria['aria-invalid'] ?? false}
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
