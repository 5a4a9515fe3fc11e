import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import {
  firstInvalidField,
  moderationValues,
  prefillNotice,
  validateModeration,
  type ModerationAction,
  type ModerationField,
  type ModerationFormState,
  type ModerationValues,
} from './moderationForm';

export type UseModerationFormOptions = {
  action: ModerationAction;
  reasonRequired: boolean;
  noteMaxLength: number;
  messageMaxLength: number;
  /** Whether the notice starts ticked (already false when there is no recipient). */
  sendNotice: boolean;
  noticeTemplate: (reason: string | null) => string;
  now: () => Date;
  busy: boolean;
  onConfirm: (values: ModerationValues) => void;
};

/**
 * The dialog's state from opening to closing: what the admin entered, the messages once they have
 * tried to confirm, the notice prefilled from the template, and focus on the first field in the
 * wrong after a refused confirm. Mounted with the dialog's content, so every opening starts afresh.
 */
export function useModerationForm(options: UseModerationFormOptions) {
  const { action, noticeTemplate, now, busy, onConfirm } = options;
  const [state, setState] = useState<ModerationFormState>(() => ({
    reason: '',
    note: '',
    send: options.sendNotice,
    message: noticeTemplate(null),
    duration: 'until-lifted',
    customUntil: '',
  }));
  // The text last filled in from the template: while the message still equals it, it is not the admin's.
  const lastPrefill = useRef(state.message);
  const [attempted, setAttempted] = useState(false);
  // A refused confirm renders again even when the messages have not changed, so the effect below runs.
  const [, requestFocus] = useReducer((count: number) => count + 1, 0);
  const focusTarget = useRef<ModerationField | undefined>(undefined);
  const controls = useRef<Partial<Record<ModerationField, HTMLElement | null>>>({});

  // Once a confirm has been refused, the messages follow every change, so each goes as it is put right.
  const errors = attempted ? validateModeration(state, { ...options, now: now() }) : {};

  // After the render that shows the messages, so the field is read out with its message. Only a
  // refused confirm moves focus: putting one field right must not pull focus to another.
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = undefined;
    if (target) controls.current[target]?.focus();
  });

  const update = (patch: Partial<ModerationFormState>) => setState((current) => ({ ...current, ...patch }));

  const setReason = (reason: string) => {
    const next = noticeTemplate(reason === '' ? null : reason);
    const message = prefillNotice(state.message, lastPrefill.current, next);
    if (message === next) lastPrefill.current = next;
    setState({ ...state, reason, message });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const at = now();
    const found = validateModeration(state, { ...options, now: at });
    setAttempted(true);
    focusTarget.current = firstInvalidField(found);
    if (focusTarget.current) {
      requestFocus();
      return;
    }
    onConfirm(moderationValues(state, action, at));
  };

  /** A ref callback that registers the control of `field`, for first-error focus. */
  const register = (field: ModerationField) => (node: HTMLElement | null) => {
    controls.current[field] = node;
  };

  return { state, errors, update, setReason, submit, register };
}
