import { forwardRef, type InputHTMLAttributes } from 'react';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { Field, fieldControl, useFieldProps, type FieldLabelProps } from '../private/Field';

export const textFieldTypes = ['text', 'email', 'search', 'url', 'tel'] as const;
/** Types the browser shows as a picker rather than a text box; labelled and wired the same way. */
export const pickerFieldTypes = ['date', 'datetime-local'] as const;
export type TextFieldType = (typeof textFieldTypes)[number] | (typeof pickerFieldTypes)[number];

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'style' | 'type' | 'size' | 'children'> &
  FieldLabelProps & {
    /** The kind of text, which picks the mobile keyboard, the browser's validation and, for a date and time, its picker. */
    type?: TextFieldType;
    /** Whether the field must be filled in; shown next to the label and set on the input. */
    required?: boolean;
    /** Extra class names for the field's outer element. */
    className?: string;
  };

/** A labelled single-line text input with an optional hint and error message. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ type = 'text', ...props }, ref) {
  const { fieldProps, required, controlProps } = useFieldProps('TextField', props);
  return (
    <Field {...fieldProps}>
      <input ref={ref} type={type} required={required} className={cx(fieldControl, focusRing)} {...controlProps} />
    </Field>
  );
});
TextField.displayName = 'TextField';
