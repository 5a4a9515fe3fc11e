import { forwardRef, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { checkControl, Field, useFieldProps, type FieldLabelProps } from '../private/Field';
import { useControllable } from '../private/useControllable';

export type CheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'style' | 'type' | 'size' | 'children' | 'checked' | 'defaultChecked' | 'onChange'
> &
  FieldLabelProps & {
    /** Whether it is ticked; makes the checkbox controlled. */
    checked?: boolean;
    /** Whether it starts ticked when uncontrolled. */
    defaultChecked?: boolean;
    /** Called with the new state when the user ticks or unticks it. */
    onCheckedChange?: (checked: boolean) => void;
    /** The native change event, for form libraries that read it. */
    onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
    /** Whether it must be ticked (terms to accept); shown next to the label and set on the input. */
    required?: boolean;
    /** Extra class names for the field's outer element. */
    className?: string;
  };

/**
 * A labelled native checkbox, with its hint under the label. Space toggles it, and a click on the
 * label or the hint's line toggles it as a click on the box does.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { checked, defaultChecked = false, onCheckedChange, onChange, ...props },
  ref,
) {
  const { fieldProps, required, controlProps } = useFieldProps('Checkbox', props);
  const [current, setCurrent] = useControllable(checked, defaultChecked, onCheckedChange);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setCurrent(event.target.checked);
    onChange?.(event);
  };

  return (
    <Field {...fieldProps} layout="inline">
      <input
        ref={ref}
        type="checkbox"
        required={required}
        checked={current}
        onChange={handleChange}
        className={cx(checkControl, focusRing)}
        {...controlProps}
      />
    </Field>
  );
});
Checkbox.displayName = 'Checkbox';
