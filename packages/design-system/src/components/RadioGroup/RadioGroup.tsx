import { forwardRef, useId, type ReactNode } from 'react';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { checkControl, Field, useField, type FieldLabelProps } from '../private/Field';
import { useControllable } from '../private/useControllable';
import { options as optionsClass } from './RadioGroup.css';

/** One choice of a radio group. */
export type RadioOption = {
  /** The value the group takes when this option is chosen. */
  value: string;
  /** The option's visible label, which names its radio. */
  label: string;
  /** Help for this option alone, under its label and read as its radio's description. */
  hint?: ReactNode;
  /** Whether this option alone cannot be chosen. */
  disabled?: boolean;
};

export type RadioGroupProps = FieldLabelProps & {
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** The chosen value (null: none yet); makes the group controlled. */
  value?: string | null;
  /** The value chosen at first when uncontrolled; none by default. */
  defaultValue?: string | null;
  /** Called with the value of the option the user chose. */
  onValueChange?: (value: string) => void;
  /** The radios' shared name, for a form's data; generated when absent (the radios need one to be a group). */
  name?: string;
  /** Whether a choice must be made; marked after the legend and set on the radios. */
  required?: boolean;
  /** Disables every option. */
  disabled?: boolean;
  /** The fieldset's id; generated when absent. */
  id?: string;
  /** Extra class names for the fieldset, merged last. */
  className?: string;
};

type RadioOptionFieldProps = {
  option: RadioOption;
  name: string;
  checked: boolean;
  invalid: boolean;
  required: boolean | undefined;
  onChoose: (value: string) => void;
};

/** One radio with its label and hint, wired as every field is. */
function RadioOptionField({ option, name, checked, invalid, required, onChoose }: RadioOptionFieldProps) {
  const field = useField({ hint: option.hint, invalid: invalid || undefined });
  return (
    <Field component="RadioGroup" field={field} label={option.label} hint={option.hint} layout="inline">
      <input
        type="radio"
        name={name}
        value={option.value}
        checked={checked}
        required={required}
        disabled={option.disabled}
        onChange={() => onChoose(option.value)}
        className={cx(checkControl, focusRing)}
        {...field.controlProps}
      />
    </Field>
  );
}

/**
 * A labelled group of native radios in a fieldset, its legend the group's name. The browser gives
 * the keyboard behaviour: Tab enters at the chosen radio (or the first), the arrow keys move and
 * choose, and Tab leaves the group.
 */
export const RadioGroup = forwardRef<HTMLFieldSetElement, RadioGroupProps>(function RadioGroup(
  { options, value, defaultValue = null, onValueChange, name, required, disabled, id, label, hint, error, className },
  ref,
) {
  const generatedName = useId();
  const field = useField({ id, hint, error });
  const [current, setCurrent] = useControllable<string | null>(value, defaultValue, (next) => {
    if (next !== null) onValueChange?.(next);
  });

  if (import.meta.env.DEV && new Set(options.map((option) => option.value)).size !== options.length) {
    throw new Error(`RadioGroup: the options of '${label}' must have different values.`);
  }

  return (
    <Field
      component="RadioGroup"
      field={field}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      className={className}
      layout="group"
      groupRef={ref}
    >
      <div className={optionsClass}>
        {options.map((option) => (
          <RadioOptionField
            key={option.value}
            option={option}
            name={name ?? generatedName}
            checked={current === option.value}
            invalid={field.errorId !== undefined}
            required={required}
            onChoose={setCurrent}
          />
        ))}
      </div>
    </Field>
  );
});
RadioGroup.displayName = 'RadioGroup';
