import type { ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { VisuallyHidden } from '../../VisuallyHidden';
import { Alert } from '../icons';
import * as styles from './Field.css';
import type { FieldState } from './useField';

/** The props every labelled field component takes, documented once. */
export type FieldLabelProps = {
  /** The visible label; it names the control. */
  label: string;
  /** Help text shown under the label and read as the control's description. */
  hint?: ReactNode;
  /** An error message; when set the control is marked invalid and described by it. */
  error?: ReactNode;
};

export type FieldProps = FieldLabelProps & {
  /** The public component's name, for development errors. */
  component: string;
  /** From useField. */
  field: FieldState;
  /** Marks the field as required next to its label. */
  required?: boolean;
  /** Extra class names for the outer element. */
  className?: string;
  /** Content at the end of the row under the control, such as a character counter. */
  footer?: ReactNode;
  /** The control, already given `field.controlProps`. */
  children: ReactNode;
};

/** Label, hint, control and error, laid out and wired the same way for every field. */
export function Field({ component, field, label, hint, error, required, className, footer, children }: FieldProps) {
  // Placeholder text is no substitute: it vanishes on input and is not reliably announced.
  if (import.meta.env.DEV && !label.trim()) {
    throw new Error(`${component}: \`label\` is required; every field needs a visible label.`);
  }

  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.labelRow}>
        <label htmlFor={field.controlId} className={styles.label}>
          {label}
        </label>
        {/* Outside the <label> so the accessible name stays the label alone; the control's own
            `required` already makes screen readers say "required" when it is focused. */}
        {required ? (
          <span className={styles.requiredMark}>
            <span aria-hidden="true">*</span>
            <VisuallyHidden>required</VisuallyHidden>
          </span>
        ) : null}
      </div>
      {field.hintId ? (
        <div id={field.hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {children}
      {field.errorId || footer ? (
        <div className={styles.footer}>
          {field.errorId ? (
            <div id={field.errorId} className={styles.error}>
              <span className={styles.errorIcon}>
                <Alert />
              </span>
              <span>{error}</span>
            </div>
          ) : null}
          {footer}
        </div>
      ) : null}
    </div>
  );
}
