import { useId, type ReactNode } from 'react';
import * as styles from './Field.css.ts';
import { useMessages } from '../../messages/messages.tsx';

export interface FieldProps {
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
  id?: string;
  /** Id of a description outside the field (a notice under the form), announced after the hint and error. */
  describedBy?: string;
}

/** Label, hint and error around one form control, wired with aria-describedby and aria-invalid. */
export function Field({
  label,
  hint,
  error,
  optional = false,
  children,
  id: givenId,
  describedBy: outsideDescription,
}: FieldProps) {
  const messages = useMessages();
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null, outsideDescription].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
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
