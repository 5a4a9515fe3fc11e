import { useCallback } from 'react';
import { toast, useConfirm } from '@chairside/design-system';
import type { AccountKind } from '@chairside/api-contract';
import type { AccountActionTexts } from './accountKinds';
import { useDeleteAccount, useSuspendAccount } from './useModeration';

/** The spec logs a refused action; the issue adds an error toast in the same words. */
function reportFailure(text: string, error: unknown) {
  console.error(text, error);
  toast.error(text);
}

/**
 * Suspend, unsuspend and delete for one list: each asks its question first (declining does nothing),
 * then changes the cached row at once and puts it back if the server refuses. The spec only logs a
 * refusal; the issue asks for an error toast with the same words too. Both functions keep their
 * identity across renders: a list builds its columns from them, and new columns make the DataTable
 * re-sort and rebuild the search texts of every row (on each keystroke, with 10,000 rows).
 */
export function useAccountActions(kind: AccountKind, listKey: string, texts: AccountActionTexts) {
  const confirm = useConfirm();
  // useSWRMutation's trigger is stable, so these change only with the list they act on.
  const { trigger: suspendAccount } = useSuspendAccount(kind, listKey);
  const { trigger: deleteAccount } = useDeleteAccount(listKey);

  const toggleSuspended = useCallback(async (row: { id: string | number; isSuspended: boolean }) => {
    const suspend = !row.isSuspended;
    const confirmed = await confirm({
      question: suspend ? texts.suspendQuestion : texts.unsuspendQuestion,
      confirmLabel: suspend ? 'Suspend' : 'Unsuspend',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return;
    try {
      await suspendAccount({ id: row.id, isSuspended: suspend });
    } catch (error) {
      reportFailure(`Failed to ${suspend ? 'suspend' : 'unsuspend'} ${texts.noun}`, error);
    }
  }, [confirm, suspendAccount, texts]);

  const remove = useCallback(async (row: { id: string | number }) => {
    const confirmed = await confirm({ question: texts.deleteQuestion, confirmLabel: 'Delete', cancelLabel: 'Cancel', tone: 'danger' });
    if (!confirmed) return;
    try {
      await deleteAccount({ id: row.id });
    } catch (error) {
      reportFailure(`Failed to delete ${texts.noun}`, error);
    }
  }, [confirm, deleteAccount, texts]);

  return { toggleSuspended, remove };
}
