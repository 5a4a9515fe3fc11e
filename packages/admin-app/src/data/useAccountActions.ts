import { useCallback } from 'react';
import { toast, useConfirm } from '@chairside/design-system';
import type { AccountKind } from '../api/accounts';
import { useDeleteAccount, useSetSuspended } from './useModeration';

/** The words of one list's confirmations (SPEC section 5) and failures (SPEC section 8). */
export type AccountActionTexts = {
  suspendQuestion: string;
  unsuspendQuestion: string;
  deleteQuestion: string;
  /** 'professional', 'salon', 'suite': completes 'Failed to suspend {noun}'. */
  noun: string;
};

export const professionalTexts: AccountActionTexts = {
  suspendQuestion: 'Are you sure you want to suspend this professional?',
  unsuspendQuestion: 'Are you sure you want to unsuspend this professional?',
  deleteQuestion: 'Are you sure you want to delete this professional? This action cannot be undone.',
  noun: 'professional',
};

export const salonTexts: AccountActionTexts = {
  suspendQuestion: 'Are you sure you want to suspend this salon?',
  unsuspendQuestion: 'Are you sure you want to unsuspend this salon?',
  deleteQuestion: 'Are you sure you want to delete this salon?',
  noun: 'salon',
};

export const privateSuiteTexts: AccountActionTexts = {
  suspendQuestion: 'Suspend this suite?',
  unsuspendQuestion: 'Unsuspend this suite?',
  deleteQuestion: 'Delete this suite?',
  noun: 'suite',
};

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
  const suspension = useSetSuspended(kind, listKey);
  const deletion = useDeleteAccount(listKey);

  // useSWRMutation's trigger is stable, so these change only with the list they act on.
  const { trigger: setSuspended } = suspension;
  const { trigger: deleteAccount } = deletion;

  const toggleSuspended = useCallback(async (row: { id: string | number; isSuspended: boolean }) => {
    const suspend = !row.isSuspended;
    const confirmed = await confirm({
      question: suspend ? texts.suspendQuestion : texts.unsuspendQuestion,
      confirmLabel: suspend ? 'Suspend' : 'Unsuspend',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return;
    try {
      await setSuspended({ id: row.id, suspended: suspend });
    } catch (error) {
      reportFailure(`Failed to ${suspend ? 'suspend' : 'unsuspend'} ${texts.noun}`, error);
    }
  }, [confirm, setSuspended, texts]);

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
