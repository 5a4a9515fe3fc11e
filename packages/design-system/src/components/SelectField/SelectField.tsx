import { forwardRef, type ChangeEvent, type SelectHTMLAttributes } from 'react';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { Field, useFieldProps, type FieldLabelProps } from '../private/Field';
import { ChevronDown } from '../private/icons';
import { useControllable } from '../private/useControllable';
import { chevron, select, wrap } from './SelectField.css';

/** A choice: its value and the text shown, or one string that is both. */
export type SelectOption = string | { value: string; label: string };

export type SelectFieldProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'style' | 'value' | 'defaultValue' | 'children' | 'multiple' | 'size'
> &
  FieldLabelProps & {
    /** The choices, in order: `{ value, label }` objects, or strings that are both. */
    options: readonly SelectOption[];
    /** A first option with the value '' that prompts for a choice, such as 'Choose a reason'. */
    placeholder?: string;
    /** The chosen value ('' for the placeholder); makes the field controlled. */
    value?: string;
    /** The value chosen at first when uncontrolled; '' (the placeholder) or else the first option by default. */
    defaultValue?: string;
    /** Called with the newly chosen value ('' when the placeholder is chosen again). */
    onValueChange?: (value: string) => void;
    /** The native change event, for form libraries that read it. */
    onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
    /** Whether a choice must be made; shown next to the label and set on the select. */
    required?: boolean;
    /** Extra class names for the field's outer element. */
    className?: string;
  };

const optionOf = (option: SelectOption) => (typeof option === 'string' ? { value: option, label: option } : option);

/** A labelled native select with an optional placeholder, hint and error message. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { options, placeholder, value, defaultValue, onValueChange, onChange, ...props },
  ref,
) {
  const { fieldProps, required, controlProps } = useFieldProps('SelectField', props);
  const choices = options.map(optionOf);
  // Without a placeholder the browser shows the first option as chosen, so the state starts there too.
  const [current, setCurrent] = useControllable(value, defaultValue ?? (placeholder === undefined ? (choices[0]?.value ?? '') : ''), onValueChange);

  if (import.meta.env.DEV && current !== '' && !choices.some((choice) => choice.value === current)) {
    throw new Error(`SelectField: the value '${current}' is not one of the options of '${props.label}'.`);
  }

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    setCurrent(event.target.value);
    onChange?.(event);
  };

  return (
    <Field {...fieldProps}>
      <div className={wrap}>
        <select
          ref={ref}
          required={required}
          value={current}
          onChange={handleChange}
          data-placeholder={current === '' && placeholder !== undefined ? '' : undefined}
          className={cx(select, focusRing)}
          {...controlProps}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        <span className={chevron}>
          <ChevronDown />
        </span>
      </div>
    </Field>
  );
});
SelectField.displayName = 'SelectField';
