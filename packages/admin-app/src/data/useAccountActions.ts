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
 * refusal; the issue asks for an error toast with the same words too.
 */
export function useAccountActions(kind: AccountKind, listKey: string, texts: AccountActionTexts) {
  const confirm = useConfirm();
  const suspension = useSetSuspended(kind, listKey);
  const deletion = useDeleteAccount(listKey);

  const toggleSuspended = async (row: { id: string | number; isSuspended: boolean }) => {
    const suspend = !row.isSuspended;
    const confirmed = await confirm({
      question: suspend ? texts.suspendQuestion : texts.unsuspendQuestion,
      confirmLabel: suspend ? 'Suspend' : 'Unsuspend',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return;
    try {
      await suspension.trigger({ id: row.id, suspended: suspend });
    } catch (error) {
      reportFailure(`Failed to ${suspend ? 'suspend' : 'unsuspend'} ${texts.noun}`, error);
    }
  };

  const remove = async (row: { id: string | number }) => {
    const confirmed = await confirm({ question: texts.deleteQuestion, confirmLabel: 'Delete', cancelLabel: 'Cancel', tone: 'danger' });
    if (!confirmed) return;
    try {
      await deletion.trigger({ id: row.id });
    } catch (error) {
      reportFailure(`Failed to delete ${texts.noun}`, error);
    }
  };

  return { toggleSuspended, remove };
}
