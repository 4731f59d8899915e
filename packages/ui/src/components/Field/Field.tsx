'use client';

import { useId, type JSX, type ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import * as styles from './Field.css.ts';
import { useMessages } from '../../messages/messages.tsx';

/**
 * The wrapper div's native attributes and `ref`, but its id, which is the control's (the label points at it).
 * @inline
 */
export interface FieldProps extends NativeProps<'div', 'id'> {
  label: string;
  /** Shown under the label, announced with the control. */
  hint?: ReactNode;
  /** Shown under the control in place of nothing; marks the control invalid. */
  error?: string;
  /** Adds '(facultatif)' to the label: required is the norm in our forms. */
  optional?: boolean;
  /** Receives the id, the required flag and the ARIA attributes to spread on the control. */
  children: (control: {
    id: string;
    required: true | undefined;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
  /** The control's id, which the label points at; generated otherwise. */
  id?: string;
  /** Id of a description outside the field (a notice under the form), announced after the hint and error. */
  describedBy?: string;
}

/**
 * Label, hint and error around one form control, wired with aria-describedby and aria-invalid.
 *
 * **When to use it**: around a form control that TextField, EmailField, TelField, Select and Textarea do not cover (a
 * date, a file).
 *
 * **When not to**: when one of those fields fits: they are built on Field already.
 *
 * **Keyboard and screen readers**: the label is a `<label for>` of the control (clicking it focuses the control); the
 * hint and the error are read after the label (`aria-describedby`), and an error sets `aria-invalid`. The render
 * function hands those attributes to your control.
 *
 * @param props - The props below; {@link FieldProps} is their whole type.
 *
 * @example
 * ```tsx
 * <Field label="Date de naissance" hint="jj/mm/aaaa" error={errors.birthDate}>
 *   {(aria) => <input {...aria} name="birthDate" inputMode="numeric" />}
 * </Field>
 * ```
 */
export function Field({
  label,
  hint,
  error,
  optional = false,
  children,
  id: givenId,
  describedBy: outsideDescription,
  className,
  ...native
}: FieldProps) {
  const messages = useMessages();
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null, outsideDescription].filter(Boolean).join(' ') || undefined;
  return (
    <div {...native} className={cx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}>{messages.optional}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {/* `required` is announced, and lets the browser check the field while the form's own validation has not loaded. */}
      {children({
        id,
        required: optional ? undefined : true,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * What a form field built on Field takes besides its control's attributes: the words around the control, and the
 * wrapper's `className` and `style` (Radix Themes' and Mantine's convention: the rest goes to the control).
 */
export type FieldFrameProps = Pick<
  FieldProps,
  'label' | 'hint' | 'error' | 'optional' | 'id' | 'describedBy' | 'className' | 'style'
>;

/** A control's native attributes and `ref` inside a Field, minus what Field wires (its id and ARIA) and the wrapper's. */
export type FieldControlProps<Tag extends keyof JSX.IntrinsicElements, Owned extends PropertyKey = never> = NativeProps<
  Tag,
  Owned | 'id' | 'className' | 'style' | 'aria-invalid' | 'aria-describedby'
>;

/** Splits a field's props: the frame's for Field, the rest for its control. */
export function splitFieldProps<Props extends FieldFrameProps>({
  label,
  hint,
  error,
  optional,
  id,
  describedBy,
  className,
  style,
  ...control
}: Props) {
  return [{ label, hint, error, optional, id, describedBy, className, style }, control] as const;
}
