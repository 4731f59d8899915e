'use client';

import type { ChangeEvent } from 'react';
import { control } from '../Field/Field.css.ts';
import { Field, splitFieldProps, type FieldControlProps, type FieldFrameProps } from '../Field/Field.tsx';
import { SearchIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import * as styles from './SearchField.css.ts';

/** The input's native attributes and `ref`, but its type (search), value and change handler, which the field owns. */
export interface SearchFieldProps
  extends
    Pick<FieldFrameProps, 'label' | 'hint' | 'id' | 'className' | 'style'>,
    FieldControlProps<'input', 'type' | 'value' | 'onChange'> {
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** An example of what to type, never the label. */
  placeholder?: string;
  /** 'q' by default. */
  name?: string;
  /** 100 by default. */
  maxLength?: number;
}

/**
 * A search input with its visible label: the phone's keyboard offers 'Rechercher'. Its first focus (`onFocus`) is the
 * moment to load what the search needs.
 */
export function SearchField({ value, onChange, name = 'q', maxLength = 100, ...props }: SearchFieldProps) {
  const [frame, native] = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(aria) => (
        <span className={styles.wrapper}>
          <SearchIcon size={20} className={styles.icon} />
          <input
            {...aria}
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            {...native}
            type="search"
            name={name}
            value={value}
            maxLength={maxLength}
            className={cx(control, styles.input)}
            onChange={(event) => onChange(event.target.value, event)}
          />
        </span>
      )}
    </Field>
  );
}
