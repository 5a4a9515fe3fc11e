import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type InputHTMLAttributes,
  type MouseEvent,
} from 'react';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { IconButton } from '../IconButton';
import { Field, useFieldProps, type FieldLabelProps } from '../private/Field';
import { Eye, EyeOff } from '../private/icons';
import { input as inputClass, inputWithToggle, inputWrap, toggle } from './PasswordField.css';
import { usePasswordVisibility } from './PasswordVisibility';

export type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'style' | 'type' | 'size' | 'children'> &
  FieldLabelProps & {
    /** Whether the field must be filled in; shown next to the label and set on the input. */
    required?: boolean;
    /** The toggle's name while the password is hidden. */
    showLabel?: string;
    /** The toggle's name while the password is shown. */
    hideLabel?: string;
    /** Extra class names for the field's outer element. */
    className?: string;
  };

/**
 * A labelled password input with a show/hide toggle. Inside a PasswordVisibility it follows the
 * shared state instead and renders no toggle of its own.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { disabled, showLabel = 'Show password', hideLabel = 'Hide password', ...props },
  ref,
) {
  const { field, fieldProps, required, controlProps } = useFieldProps('PasswordField', props);
  const shared = usePasswordVisibility();
  const [ownVisible, setOwnVisible] = useState(false);
  const visible = shared ? shared.visible : ownVisible;

  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current!, []);

  // Clicking the toggle while typing would move focus to it and lose the caret; keeping the
  // mousedown from taking focus lets the user carry on typing where they were. Keyboard users
  // reach the toggle with Tab, and focus stays on it as they switch.
  const keepCaret = (event: MouseEvent<HTMLButtonElement>) => {
    if (document.activeElement === inputRef.current) event.preventDefault();
  };

  return (
    <Field {...fieldProps}>
      <div className={inputWrap}>
        <input
          ref={inputRef}
          type={visible ? 'text' : 'password'}
          required={required}
          disabled={disabled}
          // Shown as text, a password must not be autocorrected, capitalised or sent to a spellchecker.
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          className={cx(shared ? inputClass : inputWithToggle, focusRing)}
          {...controlProps}
        />
        {shared ? null : (
          <IconButton
            size="small"
            className={toggle}
            label={visible ? hideLabel : showLabel}
            icon={visible ? <EyeOff /> : <Eye />}
            aria-pressed={visible}
            aria-controls={field.controlId}
            disabled={disabled}
            onMouseDown={keepCaret}
            onClick={() => setOwnVisible((value) => !value)}
          />
        )}
      </div>
    </Field>
  );
});
PasswordField.displayName = 'PasswordField';
