'use client';

import type { ChangeEvent } from 'react';
import { cx } from '../../utils/cx.ts';
import { control } from '../Field/Field.css.ts';
import { Field, splitFieldProps, type FieldControlProps, type FieldFrameProps } from '../Field/Field.tsx';
import * as styles from './Select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * The select's native attributes and `ref`, but its value, change handler and options (one choice: never multiple).
 * @inline
 */
export interface SelectProps
  extends FieldFrameProps, FieldControlProps<'select', 'value' | 'defaultValue' | 'onChange' | 'multiple'> {
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  /** Shown while nothing is chosen; it cannot be chosen back. Omit it when a value is always chosen (a sort). */
  placeholder?: string;
}

/**
 * A native select: the platform's own picker, accessible and reliable on phones.
 *
 * **When to use it**: for one choice among a known list of options.
 *
 * **When not to**: for free text (TextField) or two or three options the visitor should see at once.
 *
 * A **native** select with a placeholder option. We keep the platform's picker: it is accessible, works with
 * every assistive technology and is the best picker on phones. The placeholder is disabled so it cannot be chosen back.
 * Label, hint, error and native attributes behave as in TextField (`className` and `style` to the wrapper, the rest
 * and the `ref` to the `<select>`). Keyboard: native (arrows, type-ahead, Enter/Space to open).
 *
 * @param props - The props below; {@link SelectProps} is their whole type.
 *
 * @example
 * ```tsx
 * <Select
 *   label="Formation souhaitée"
 *   placeholder="Choisissez une formation"
 *   options={[
 *     { value: 'montage', label: 'Montage vidéo' },
 *     { value: 'son', label: 'Prise de son' },
 *   ]}
 *   value={course}
 *   onChange={setCourse}
 * />
 * ```
 */
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
