import { useCallback, useState } from 'react';
import { toast, type ModerationDialogValues } from '@chairside/design-system';
import type { AccountKind, ModerationAction, ModerationReason } from '@chairside/api-contract';
import { ApiError } from '../api/client';
import { accountKindDescriptions } from './accountKinds';
import { moderationDoneText, moderationFailureText } from './moderationTexts';
import type { ModerationBody, ModerationRequest } from './useModeration';

/** The account an action is asked about, as a list row or a profile gives it. */
export type ModerationSubject = {
  id: string | number;
  /** Put in the notice's preview for `{name}`. */
  name: string;
  /** Where the notice goes; null when the account has none (no notice can be sent). */
  email: string | null;
  isSuspended: boolean;
};

/** What the moderation dialog shows and does for the action being asked about (see AccountModerationDialog). */
export type ModerationDialogState = {
  kind: AccountKind;
  /** The account and the action last asked about; kept while the dialog closes. Null before the first. */
  asked: { subject: ModerationSubject; action: ModerationAction } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  /** Why the last try failed: the server's message for a refused body (400), else the spec's words. */
  error: string | null;
  onConfirm: (values: ModerationDialogValues) => void;
};

/** The body the dialog's answers make: only what was given, `until` only for a suspension. */
export function moderationBody(action: ModerationAction, values: ModerationDialogValues): ModerationBody {
  const body: ModerationBody = {};
  if (values.reason) body.reason = values.reason as ModerationReason;
  if (values.note) body.note = values.note;
  if (values.notice.send) body.notice = { send: true, message: values.notice.message };
  if (action === 'suspend' && values.until) body.until = values.until;
  return body;
}

/**
 * Suspend, unsuspend and delete for a list or a detail page: each opens the moderation dialog with the
 * kind's question; its answers go to `send` (the list's optimistic change, or the detail page's call)
 * while the dialog is busy. Success closes it with a toast and calls `onDone`; a failure is logged in
 * the spec's words (SPEC.md section 8) and keeps the dialog open with what was entered: a refused body
 * (400) shows the server's message there, any other failure also toasts the spec's words, as the lists
 * always have. `toggleSuspended` and `remove` keep their identity across renders: a list builds its
 * columns from them, and new columns make the DataTable re-sort every row.
 */
export function useAccountActions(kind: AccountKind, send: (request: ModerationRequest) => Promise<unknown>, onDone?: (action: ModerationAction) => void) {
  const { noun } = accountKindDescriptions[kind].questions;
  const [asked, setAsked] = useState<ModerationDialogState['asked']>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ask = useCallback((subject: ModerationSubject, action: ModerationAction) => {
    setAsked({ subject, action });
    setError(null);
    setOpen(true);
  }, []);
  const toggleSuspended = useCallback((subject: ModerationSubject) => ask(subject, subject.isSuspended ? 'unsuspend' : 'suspend'), [ask]);
  const remove = useCallback((subject: ModerationSubject) => ask(subject, 'delete'), [ask]);

  const onConfirm = async (values: ModerationDialogValues) => {
    if (!asked) return;
    const { subject, action } = asked;
    setBusy(true);
    setError(null);
    try {
      await send({ action, id: subject.id, body: moderationBody(action, values) });
      setOpen(false);
      toast.success(moderationDoneText(action, noun));
      onDone?.(action);
    } catch (failure) {
      const text = moderationFailureText(action, noun);
      console.error(text, failure);
      if (failure instanceof ApiError && failure.status === 400) {
        setError(failure.serverMessage ?? failure.message);
      } else {
        setError(`${text}: ${failure instanceof Error ? failure.message : String(failure)}`);
        toast.error(text);
      }
    } finally {
      setBusy(false);
    }
  };

  const dialog: ModerationDialogState = {
    kind,
    asked,
    open,
    onOpenChange: setOpen,
    busy,
    error,
    onConfirm: (values) => void onConfirm(values),
  };
  return { toggleSuspended, remove, dialog };
}
