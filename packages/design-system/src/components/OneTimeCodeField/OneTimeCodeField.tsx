import { forwardRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { TextField } from '../TextField';
import { recoveryField, totpField } from './OneTimeCodeField.css';
import { codeFieldValue, type OneTimeCodeKind } from './oneTimeCode';

export type OneTimeCodeFieldProps = {
  /** Which code is asked for: 'totp' for the authenticator app's 6 digits, 'recovery' for a saved recovery code. */
  kind: OneTimeCodeKind;
  /** The visible label, which names the field. */
  label?: string;
  /** The code typed so far; for 'totp' already without spaces or dashes and at most 6 characters. */
  value: string;
  /** Called with the field's new value on every change ('totp': spaces and dashes taken out, cut at 6). */
  onChange: (value: string) => void;
  /** An error message; marks the field invalid and is read as its description. */
  error?: string;
  /** Help under the label, read as the field's description after any error. */
  description?: ReactNode;
  /** Focus the field when it mounts: only on a step whose one job is this code, such as the sign-in's second step. */
  autoFocus?: boolean;
  /** The input's name, for the form's data. */
  name?: string;
  /** Whether the field must be filled in; shown next to the label and set on the input. */
  required?: boolean;
  /** Disables the field. */
  disabled?: boolean;
  /** The input's id; generated when absent. */
  id?: string;
  /** Extra class names for the field's outer element, merged last. */
  className?: string;
};

/**
 * A labelled field for a one-time code, built on TextField. For an authenticator code it asks for the
 * number pad and offers the code the phone received or the password manager holds; for a recovery
 * code it turns off autofill, spellcheck and autocorrection and shows the code in monospace.
 */
export const OneTimeCodeField = forwardRef<HTMLInputElement, OneTimeCodeFieldProps>(function OneTimeCodeField(
  { kind, label = 'Authentication code', value, onChange, error, description, autoFocus, className, ...props },
  ref,
) {
  const kindProps =
    kind === 'totp'
      ? ({
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          // Older iOS Safari reads this exact pattern as its cue for the number pad; inputMode does it elsewhere.
          pattern: '[0-9]*',
        } as const)
      : ({
          autoComplete: 'off',
          spellCheck: false,
          autoCapitalize: 'none',
          autoCorrect: 'off',
        } as const);

  return (
    <TextField
      ref={ref}
      type="text"
      label={label}
      hint={description}
      error={error || undefined}
      value={value}
      onChange={(event) => onChange(codeFieldValue(kind, event.target.value))}
      // oxlint-disable-next-line jsx-a11y/no-autofocus -- only when the caller asks, on a step whose one job is this code.
      autoFocus={autoFocus}
      className={cx(kind === 'totp' ? totpField : recoveryField, className)}
      {...kindProps}
      {...props}
    />
  );
});
OneTimeCodeField.displayName = 'OneTimeCodeField';
