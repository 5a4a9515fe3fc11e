import type { AriaAttributes } from 'react';
import type { FieldLabelProps, FieldProps } from './Field';
import { useField } from './useField';

/** The props of a field component that belong to its Field and its wiring rather than to its control. */
export type FieldOwnProps = FieldLabelProps & {
  id?: string;
  required?: boolean;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
};

/**
 * Splits a field component's props in two: what its Field lays out (label, hint, error, the required
 * mark, the outer class names) and what goes on its control, already wired to the label, hint and
 * error by useField. `ownDescription` is an id the component adds itself (TextArea's counter); it is
 * read after the hint and before the caller's `aria-describedby`.
 */
export function useFieldProps<P extends FieldOwnProps>(component: string, props: P, ownDescription?: string) {
  const {
    label,
    hint,
    error,
    required,
    id,
    className,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    ...rest
  } = props;
  const field = useField({ id, hint, error, invalid, describedBy: [ownDescription, describedBy] });
  const fieldProps: Omit<FieldProps, 'children'> = { component, field, label, hint, error, required, className };
  return { field, fieldProps, required, controlProps: { ...rest, ...field.controlProps } };
}
