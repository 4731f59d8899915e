'use client';

import type { ChangeEvent } from 'react';
import { control } from '../Field/Field.css.ts';
import { Field, splitFieldProps, type FieldControlProps, type FieldFrameProps } from '../Field/Field.tsx';
import { SearchIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import * as styles from './SearchField.css.ts';

/**
 * The input's native attributes and `ref`, but its type (search), value and change handler, which the field owns.
 * @inline
 */
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
 *
 * **When to use it**: a free-text search over a list on the page (the site's course finder).
 *
 * **When not to**: for a form field that is sent (TextField), or to choose among known values (FilterGroup, Select).
 *
 * The finder's text search: a native `type="search"` input with its visible label and a decorative magnifier.
 *
 * - The label is always visible; the placeholder only gives examples.
 * - `onFocus` is where a page loads what the search needs (the finder imports its search index on first focus), so a
 *   visitor who never searches never downloads it.
 * - Native attributes as in TextField: `className` and `style` to the wrapper, the rest and the `ref` to the input.
 * - Keyboard: a native input; the phone's keyboard shows 'Rechercher'.
 *
 * - Screen readers: a search box named by its visible label; the hint, when given, is read after it
 *   (`aria-describedby`).
 *
 * @param props - The props below; {@link SearchFieldProps} is their whole type.
 *
 * @example
 * ```tsx
 * <SearchField label="Rechercher une formation" placeholder="montage, son…" value={query} onChange={setQuery} />
 * ```
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
