import type { ReactNode, Ref } from 'react';
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

/**
 * How the label and the control are laid out: `stacked` puts the label above a text control;
 * `inline` puts a checkbox or radio before its label, with the hint under the label; `group` is a
 * fieldset whose legend names a set of controls (the options of a radio group).
 */
export const fieldLayouts = ['stacked', 'inline', 'group'] as const;
export type FieldLayout = (typeof fieldLayouts)[number];

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
  /** The control, already given `field.controlProps`; for a group, its controls. */
  children: ReactNode;
  /** Where the label goes; see fieldLayouts. */
  layout?: FieldLayout;
  /** For a group: disables every control in it, as a disabled fieldset does. */
  disabled?: boolean;
  /** For a group: the fieldset's ref. */
  groupRef?: Ref<HTMLFieldSetElement>;
};

/** Label, hint, control and error, laid out and wired the same way for every field. */
export function Field({
  component,
  field,
  label,
  hint,
  error,
  required,
  className,
  footer,
  layout = 'stacked',
  disabled,
  groupRef,
  children,
}: FieldProps) {
  // Placeholder text is no substitute: it vanishes on input and is not reliably announced.
  if (import.meta.env.DEV && !label.trim()) {
    throw new Error(`${component}: \`label\` is required; every field needs a visible label.`);
  }

  const hintBlock = field.hintId ? (
    <div id={field.hintId} className={styles.hint}>
      {hint}
    </div>
  ) : null;
  const footerBlock =
    field.errorId || footer ? (
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
    ) : null;

  if (layout === 'group') {
    // Everything in a legend names the group, so the mark is hidden from assistive technology there;
    // the radios' own `required` is announced instead.
    return (
      <fieldset
        ref={groupRef}
        id={field.controlId}
        className={cx(styles.field, styles.group, className)}
        aria-describedby={field.controlProps['aria-describedby']}
        disabled={disabled}
      >
        <legend className={styles.legend}>
          <span className={styles.label}>{label}</span>
          {required ? (
            <span aria-hidden="true" className={styles.requiredMark}>
              {' *'}
            </span>
          ) : null}
        </legend>
        {hintBlock}
        {children}
        {footerBlock}
      </fieldset>
    );
  }

  const labelRow = (
    <div className={styles.labelRow}>
      <label htmlFor={field.controlId} className={layout === 'inline' ? styles.inlineLabel : styles.label}>
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
  );

  return (
    <div className={cx(styles.field, className)}>
      {layout === 'inline' ? (
        <div className={styles.inlineRow}>
          {children}
          <div className={styles.inlineText}>
            {labelRow}
            {hintBlock}
          </div>
        </div>
      ) : (
        <>
          {labelRow}
          {hintBlock}
          {children}
        </>
      )}
      {footerBlock}
    </div>
  );
}
