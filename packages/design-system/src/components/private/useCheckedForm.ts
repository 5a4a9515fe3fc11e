import { useEffect, useReducer, useRef, useState } from 'react';

/** A form's messages, keyed by field; a field without one is right. */
export type CheckedFormErrors<Field extends string> = Partial<Record<Field, string>>;

export type UseCheckedFormOptions<Field extends string> = {
  /** The fields that can be wrong, in the order they are shown: the first with a message takes focus. */
  fields: readonly Field[];
  /** Every message that applies to what is entered now; empty when the form can be sent. */
  validate: () => CheckedFormErrors<Field>;
  /** Called on a submit that passes the checks; a rejection is the caller's to report (through its `error`). */
  onValid: () => void | Promise<void>;
};

/**
 * The checks of a dialog's form (PublishDialog's). No message shows until a submit is refused; from
 * then on the messages follow every change, so each goes as it is put right. A refused submit moves
 * focus to the first field wrong and sets `announcement`, every message at once, for a role="alert"
 * in the form: Enter in a field does not move focus, so a screen reader would not hear the messages
 * tied to the fields. Each field's control is given `register(field)` as its ref.
 */
export function useCheckedForm<Field extends string>({ fields, validate, onValid }: UseCheckedFormOptions<Field>) {
  const [attempted, setAttempted] = useState(false);
  // Set only on a refused submit, so the alert speaks then and not on every key.
  const [announcement, setAnnouncement] = useState('');
  // A refused submit renders again even when the messages have not changed, so the effect below runs.
  const [, requestFocus] = useReducer((count: number) => count + 1, 0);
  const focusTarget = useRef<Field | undefined>(undefined);
  const controls = useRef<Partial<Record<Field, HTMLElement | null>>>({});

  const errors: CheckedFormErrors<Field> = attempted ? validate() : {};

  // After the render that shows the messages, so the field is read out with its message. Only a
  // refused submit moves focus: putting one field right must not pull focus to another.
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = undefined;
    if (target) controls.current[target]?.focus();
  });

  const register = (field: Field) => (node: HTMLElement | null) => {
    controls.current[field] = node;
  };

  const submit = async () => {
    const found = validate();
    setAttempted(true);
    const messages = fields.flatMap((field) => found[field] ?? []);
    focusTarget.current = fields.find((field) => found[field] !== undefined);
    setAnnouncement(messages.join(' '));
    if (messages.length > 0) {
      requestFocus();
      return;
    }
    try {
      await onValid();
    } catch {
      // The caller says what went wrong through its `error`; what was entered stays, to try again.
    }
  };

  return { errors, announcement, register, submit };
}
