import { forwardRef, useId, useState, type ChangeEvent, type TextareaHTMLAttributes } from 'react';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { Field, useFieldProps, type FieldLabelProps } from '../private/Field';
import { VisuallyHidden } from '../VisuallyHidden';
import { characterCount } from './characterCount';
import { counter, textArea } from './TextArea.css';

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'style' | 'children'> &
  FieldLabelProps & {
    /** Visible lines of text before it scrolls. */
    rows?: number;
    /** The most characters allowed; when set, a counter shows how many are left. */
    maxLength?: number;
    /**
     * Let the text run past `maxLength` (the counter then says by how much) instead of stopping the
     * typing there, so a pasted text can be cut down in place; the form must then check the length.
     */
    allowOverLimit?: boolean;
    /** Whether the field must be filled in; shown next to the label and set on the textarea. */
    required?: boolean;
    /** Extra class names for the field's outer element. */
    className?: string;
  };

const lengthOf = (value: TextareaHTMLAttributes<HTMLTextAreaElement>['value']) =>
  value === undefined || value === null ? 0 : (Array.isArray(value) ? value.join(',') : String(value)).length;

/** A labelled multi-line text input with an optional hint, error and character counter. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { rows = 5, maxLength, allowOverLimit = false, value, defaultValue, onChange, ...props },
  ref,
) {
  const counterId = useId();
  const hasCounter = maxLength !== undefined;
  const { fieldProps, required, controlProps } = useFieldProps('TextArea', props, hasCounter ? counterId : undefined);

  // Uncontrolled fields still need a count, so the length is tracked from change events.
  const [ownLength, setOwnLength] = useState(() => lengthOf(defaultValue));
  const length = value === undefined ? ownLength : lengthOf(value);
  const count = hasCounter ? characterCount(length, maxLength) : undefined;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setOwnLength(event.target.value.length);
    onChange?.(event);
  };

  const footer = count ? (
    <>
      {/* Read as part of the description when the field is focused; aria-hidden because the live
          region below says the same while typing near the limit, and it should not be read twice. */}
      <span id={counterId} aria-hidden="true" className={counter} data-state={count.state}>
        {count.text}
      </span>
      {/* Quiet until the limit is near, so typing is not interrupted on every keystroke. */}
      <VisuallyHidden role="status">{count.announce ? count.text : ''}</VisuallyHidden>
    </>
  ) : null;

  return (
    <Field {...fieldProps} footer={footer}>
      <textarea
        ref={ref}
        rows={rows}
        maxLength={allowOverLimit ? undefined : maxLength}
        required={required}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        className={cx(textArea, focusRing)}
        {...controlProps}
      />
    </Field>
  );
});
TextArea.displayName = 'TextArea';
