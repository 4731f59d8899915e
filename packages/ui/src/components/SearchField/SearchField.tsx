import type { ChangeEvent, FocusEvent } from 'react';
import { control } from '../Field/Field.css.ts';
import { Field } from '../Field/Field.tsx';
import { SearchIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import * as styles from './SearchField.css.ts';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** The first focus is the moment to load what the search needs. */
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** An example of what to type, never the label. */
  placeholder?: string;
  hint?: string;
  name?: string;
  id?: string;
  maxLength?: number;
}

/** A search input with its visible label: the phone's keyboard offers 'Rechercher'. */
export function SearchField({
  label,
  value,
  onChange,
  onFocus,
  placeholder,
  hint,
  name = 'q',
  id,
  maxLength = 100,
}: SearchFieldProps) {
  return (
    <Field label={label} hint={hint} id={id}>
      {(aria) => (
        <span className={styles.wrapper}>
          <SearchIcon size={20} className={styles.icon} />
          <input
            {...aria}
            type="search"
            name={name}
            value={value}
            placeholder={placeholder}
            maxLength={maxLength}
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            className={cx(control, styles.input)}
            onChange={(event) => onChange(event.target.value, event)}
            onFocus={onFocus}
          />
        </span>
      )}
    </Field>
  );
}
