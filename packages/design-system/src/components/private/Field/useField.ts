import { useId, type AriaAttributes, type ReactNode } from 'react';

export type UseFieldOptions = {
  /** The caller's id for the control; generated when absent. */
  id?: string;
  /** The hint shown under the label, if any. */
  hint?: ReactNode;
  /** The error message, if any; its presence makes the control invalid. */
  error?: ReactNode;
  /** The caller's own aria-invalid, kept when there is no error message. */
  invalid?: AriaAttributes['aria-invalid'];
  /** Further ids that describe the control (the caller's aria-describedby, a counter). */
  describedBy?: Array<string | undefined>;
};

export type FieldState = {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** Spread on the control: ties it to its label, hint and error. */
  controlProps: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': AriaAttributes['aria-invalid'];
  };
};

const isPresent = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

/** Ids and ARIA wiring shared by every labelled field. */
export function useField({ id, hint, error, invalid, describedBy = [] }: UseFieldOptions): FieldState {
  const generated = useId();
  const controlId = id ?? `${generated}control`;
  const hintId = isPresent(hint) ? `${controlId}-hint` : undefined;
  const errorId = isPresent(error) ? `${controlId}-error` : undefined;
  // The error comes first: it is what a screen-reader user most needs to hear on return to the field.
  const describedByIds = [errorId, hintId, ...describedBy].filter(Boolean).join(' ');
  return {
    controlId,
    hintId,
    errorId,
    controlProps: {
      id: controlId,
      'aria-describedby': describedByIds || undefined,
      'aria-invalid': errorId ? true : invalid,
    },
  };
}
