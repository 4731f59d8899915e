'use client';

import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useId } from 'react';
import { CheckIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import * as styles from './FilterGroup.css.ts';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * The wrapper div's native attributes and `ref`; the group's value is the toggles'.
 * @inline
 */
interface CommonProps extends NativeProps<'div', 'defaultValue' | 'onChange'> {
  /** What the options choose, shown above them and naming the group, e.g. 'Parcours'. */
  label: string;
  options: readonly FilterOption[];
  className?: string;
}

/**
 * multiple: any number of options (an empty choice filters nothing); single: at most one, pressed again to clear.
 * @inline
 */
export type FilterGroupProps = CommonProps &
  (
    | { type: 'multiple'; value: readonly string[]; onValueChange: (value: string[]) => void }
    | { type: 'single'; value: string; onValueChange: (value: string) => void }
  );

/**
 * A row of filter toggles (Radix ToggleGroup): multiple is a toolbar of buttons with `aria-pressed`, single a radio group
 * (`aria-checked`); either is one Tab stop, arrow keys move between options, Space or Enter toggles. A pressed option
 * shows a check, not only a colour.
 *
 * **When to use it**: to narrow a list by a few known values shown at once (the finder's facets).
 *
 * **When not to**: for more than a handful of values or in a form that is sent (Select), or to switch panels (TabSet).
 *
 * A labelled row of filter toggles, wrapping Radix **ToggleGroup**: the finder's facets (parcours, length,
 * budget, funding…).
 *
 * - **type**: `multiple` for facets where any number of values may be kept (none pressed filters nothing), `single` for
 *   a bound such as the budget (pressing the pressed option clears it).
 * - Roles are Radix's: `multiple` is a toolbar of toggle buttons (`aria-pressed`), `single` a radio group
 *   (`aria-checked`); either is named by its visible label (`aria-labelledby`).
 * - Keyboard: the group is one Tab stop; ←/→ move between options (and loop), Space or Enter toggles the focused one.
 * - A pressed option turns to the stage colour **and** shows a check, so its state never relies on colour alone.
 *
 * @param props - The props below; {@link FilterGroupProps} is their whole type.
 *
 * @example
 * ```tsx
 * <FilterGroup
 *   label="Format"
 *   type="multiple"
 *   options={[
 *     { value: 'presentiel', label: 'Présentiel' },
 *     { value: 'distanciel', label: 'Distanciel' },
 *   ]}
 *   value={formats}
 *   onValueChange={setFormats}
 * />
 * ```
 */
export function FilterGroup({ label, options, className, ...rest }: FilterGroupProps) {
  const labelId = useId();
  const { type, value, onValueChange, ...native } = rest;
  const items = options.map((option) => (
    <ToggleGroup.Item key={option.value} value={option.value} className={styles.item}>
      <CheckIcon size={16} className={styles.check} />
      {option.label}
    </ToggleGroup.Item>
  ));
  return (
    <div {...native} className={cx(styles.root, className)}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {type === 'multiple' ? (
        <ToggleGroup.Root
          type="multiple"
          value={[...value]}
          onValueChange={onValueChange}
          aria-labelledby={labelId}
          loop
          className={styles.list}
        >
          {items}
        </ToggleGroup.Root>
      ) : (
        <ToggleGroup.Root
          type="single"
          value={value}
          onValueChange={onValueChange}
          aria-labelledby={labelId}
          loop
          className={styles.list}
        >
          {items}
        </ToggleGroup.Root>
      )}
    </div>
  );
}
