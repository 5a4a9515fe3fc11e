import { useCallback } from 'react';
import { toast, type ModerationDialogValues } from '@chairside/design-system';
import type { AccountKind, AccountState, ModerationAction, ModerationReason, ModerationResponse } from '@chairside/api-contract';
import { ApiError } from '../api/client';
import { accountKindDescriptions } from './accountKinds';
import { conflictOf, isGone } from './conflicts';
import { moderationDoneText, moderationFailureText } from './moderationTexts';
import { useActionDialog } from './useActionDialog';
import { conflictText } from './recoveryTexts';
import type { ModerationBody, ModerationRequest } from './useModeration';
import { useUndoToast } from './useUndo';

/** The account an action is asked about, as a list row or a profile gives it. */
export type ModerationSubject = {
  id: string | number;
  /** Put in the notice's preview for `{name}`. */
  name: string;
  /** Where the notice goes; null when the account has none (no notice can be sent). */
  email: string | null;
  isSuspended: boolean;
  /** The account's version as read, sent back as `If-Match`; null when the server sent none. */
  version: number | null;
};

/** What the page does besides the dialog and the toasts. */
export type AccountActionsOptions = {
  /** After an action went through: a detail page leaves after a delete. */
  onDone?: (action: ModerationAction) => void;
  /** Someone else changed the account first (409): how it stands now, to show in place. */
  onConflict?: (current: AccountState) => void;
  /** The account is gone (404, deleted meanwhile). */
  onGone?: (id: string | number) => void;
};

/** What the moderation dialog shows and does for the action being asked about (see AccountModerationDialog). */
export type ModerationDialogState = {
  kind: AccountKind;
  /** The account and the action last asked about; kept while the dialog closes. Null before the first. */
  asked: { subject: ModerationSubject; action: ModerationAction } | null;
  /** Counts the openings: the dialog's key, so each opening mounts it afresh (see useActionDialog). */
  opening: number;
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
 * with the version the account was read at, while the dialog is busy. Success closes it with a toast
 * offering Undo and calls `onDone`. A 409 (someone changed the account first) closes it with the
 * conflict in the administrator's time and hands the account's state now to `onConflict`; a 404
 * closes it with the server's message and calls `onGone`. Any other failure is logged in the spec's
 * words (SPEC.md section 8) and keeps the dialog open with what was entered: a refused body (400)
 * shows the server's message there, the rest also toast the spec's words, as the lists always have.
 * `toggleSuspended` and `remove` keep their identity across renders: a list builds its columns from
 * them, and new columns make the DataTable re-sort every row.
 */
export function useAccountActions(
  kind: AccountKind,
  send: (request: ModerationRequest) => Promise<ModerationResponse | undefined>,
  { onDone, onConflict, onGone }: AccountActionsOptions = {},
) {
  const { noun } = accountKindDescriptions[kind].questions;
  const showDone = useUndoToast();
  const { asked, ask, setOpen, setBusy, setError, state } = useActionDialog<NonNullable<ModerationDialogState['asked']>>();
  const toggleSuspended = useCallback(
    (subject: ModerationSubject) => ask({ subject, action: subject.isSuspended ? 'unsuspend' : 'suspend' }),
    [ask],
  );
  const remove = useCallback((subject: ModerationSubject) => ask({ subject, action: 'delete' }), [ask]);

  const onConfirm = async (values: ModerationDialogValues) => {
    if (!asked) return;
    const { subject, action } = asked;
    setBusy(true);
    setError(null);
    try {
      const answer = await send({ action, id: subject.id, version: subject.version, body: moderationBody(action, values) });
      setOpen(false);
      showDone({ text: moderationDoneText(action, noun), entries: answer?.entry === undefined ? [] : [answer.entry] });
      onDone?.(action);
    } catch (failure) {
      const text = moderationFailureText(action, noun);
      const conflict = conflictOf(failure);
      if (conflict) {
        setOpen(false);
        toast.error(conflictText(conflict.changedBy));
        onConflict?.(conflict.current);
        return;
      }
      if (isGone(failure)) {
        setOpen(false);
        toast.error(failure.serverMessage ?? failure.message);
        onGone?.(subject.id);
        return;
      }
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

  const dialog: ModerationDialogState = { kind, ...state, onConfirm: (values) => void onConfirm(values) };
  return { toggleSuspended, remove, dialog };
}
