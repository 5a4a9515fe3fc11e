import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { bulkLimits, type AccountKind, type AccountListPage, type AlreadySuspendedChoice, type BulkAction, type BulkRequest } from '@chairside/api-contract';
import type { ModerationDialogValues } from '@chairside/design-system';
import { call } from '../api/client';
import { failureMessage } from '../api/failure';
import { accountKindEndpoints } from './accountEndpoints';
import { isKeyOf } from './keys';
import { bulkProgressLabel, bulkSummaryText, chunked, type BulkOutcome } from './recoveryTexts';
import type { AccountSelection } from './useAccountSelection';
import { useActionDialog } from './useActionDialog';
import { moderationBody } from './useAccountActions';
import { withBulk, type BulkChange } from './useModeration';
import { useUndoToast } from './useUndo';

/** One account's outcome of a bulk action, with what the page and the toast need of it. */
type Outcome = BulkOutcome & { id: string; entry?: number; version?: number };

/** The progress of a bulk action sent in several requests, as the dialog's progress bar shows it. */
export type BulkProgress = { done: number; total: number; label: string };

/** What the bulk dialog shows and does (see BulkModerationDialog). */
export type BulkDialogState = {
  kind: AccountKind;
  /**
   * The action and the accounts asked about, with their names as they were then; kept while the dialog
   * closes. `suspended`: how many of them the list shows suspended, null when some are off screen.
   */
  asked: { action: BulkAction; ids: readonly string[]; names: readonly string[]; suspended: number | null } | null;
  /** A bulk suspension's choice for accounts already suspended: leave them (the default) or give them its end. */
  alreadySuspended: AlreadySuspendedChoice;
  onAlreadySuspendedChange: (choice: AlreadySuspendedChoice) => void;
  /** While the step 'Send notices to N accounts?' is open, its count; null otherwise. */
  noticeStep: number | null;
  onNoticeStepConfirm: () => void;
  onNoticeStepCancel: () => void;
  /** Counts the openings: the dialog's key, so each opening mounts it afresh (see useActionDialog). */
  opening: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  error: string | null;
  progress: BulkProgress | null;
  onConfirm: (values: ModerationDialogValues) => void;
};


/**
 * Suspend, unsuspend or delete for the selected accounts of a list, through POST
 * /api/admin/accounts/bulk: one request for up to 50 accounts, else runs of 50 one after another with
 * a progress bar. Notices to more than `bulkLimits.unconfirmedNotices` accounts are confirmed in a step
 * naming their count first, and the count goes with every run. Then the dialog closes with one toast
 * (an error tone when some failed, naming them by message, and naming those skipped as already
 * suspended) offering Undo for those that went through; they leave the selection, the others stay.
 * The cached page at `listKey` shows the outcome at once and the kind's list is read again.
 */
export function useBulkModeration(kind: AccountKind, listKey: string, selection: AccountSelection) {
  const { mutate } = useSWRConfig();
  const showDone = useUndoToast();
  const { asked, ask: open, setOpen, setBusy, setError, state } = useActionDialog<NonNullable<BulkDialogState['asked']>>();
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [alreadySuspended, setAlreadySuspended] = useState<AlreadySuspendedChoice>('skip');
  const [noticeStep, setNoticeStep] = useState<ModerationDialogValues | null>(null);
  const { selectedIds, nameOf, isSuspended, drop } = selection;

  const ask = useCallback(
    (action: BulkAction) => {
      const ids = [...selectedIds];
      const known = ids.map(isSuspended);
      const suspended = known.includes(undefined) ? null : known.filter(Boolean).length;
      setAlreadySuspended('skip');
      setNoticeStep(null);
      open({ action, ids, names: ids.map(nameOf), suspended });
    },
    [selectedIds, nameOf, isSuspended, open],
  );

  const finish = async (action: BulkAction, outcomes: readonly Outcome[], until: string | undefined, startedAt: number) => {
    const done = outcomes.filter((outcome) => outcome.ok);
    const changes: BulkChange[] = done.map(({ id, version }) => ({ id, version }));
    drop(changes.map((change) => change.id));
    showDone({
      text: bulkSummaryText(action, outcomes),
      entries: done.flatMap((outcome) => (outcome.entry === undefined ? [] : [outcome.entry])),
      tone: outcomes.every((outcome) => outcome.ok || outcome.skipped) ? 'success' : 'error',
      startedAt,
    });
    await mutate<AccountListPage | undefined>(listKey, (page) => withBulk(page, action, changes, until), { revalidate: false });
    const { list } = accountKindEndpoints[kind];
    await mutate(isKeyOf(action === 'delete' ? [list, 'listDeletedAccounts', 'getDashboardSummary'] : [list]));
  };

  const onConfirm = async (values: ModerationDialogValues, noticesConfirmed = false) => {
    if (!asked) return;
    const { action, ids, names } = asked;
    const notices = values.notice.send ? ids.length : 0;
    if (notices > bulkLimits.unconfirmedNotices && !noticesConfirmed) {
      setNoticeStep(values);
      return;
    }
    setNoticeStep(null);
    const fields: Omit<BulkRequest, 'action' | 'ids'> = {
      ...moderationBody(action, values),
      ...(action === 'suspend' && alreadySuspended === 'change' ? { alreadySuspended } : {}),
      ...(notices > bulkLimits.unconfirmedNotices ? { confirmNotices: notices } : {}),
    };
    const startedAt = Date.now();
    const runs = chunked(ids.map((id, index) => ({ id, name: names[index] ?? id })));
    const showProgress = (done: number) => {
      if (runs.length > 1) setProgress({ done, total: ids.length, label: bulkProgressLabel(action, done, ids.length) });
    };
    const outcomes: Outcome[] = [];
    setBusy(true);
    setError(null);
    showProgress(0);
    try {
      for (const [index, run] of runs.entries()) {
        try {
          const body = { action, ids: run.map(({ id }) => Number(id)), ...fields } as BulkRequest;
          const { results } = await call('bulkModerate', { body });
          const byId = new Map(results.map((result) => [String(result.id), result]));
          for (const { id, name } of run) {
            const result = byId.get(id);
            outcomes.push(
              result
                ? { id, name, ok: result.ok, message: result.message, skipped: result.skipped, entry: result.entry, version: result.version }
                : { id, name, ok: false, message: 'The server did not answer for it.' },
            );
          }
          showProgress(outcomes.length);
        } catch (failure) {
          console.error(`Bulk ${action} failed`, failure);
          const message = failureMessage(failure);
          // Nothing done yet (a refused body, the server away): say why in the dialog, which keeps what was entered.
          if (index === 0) {
            setError(message);
            return;
          }
          for (const { id, name } of runs.slice(index).flat()) outcomes.push({ id, name, ok: false, message });
          break;
        }
      }
      setOpen(false);
      await finish(action, outcomes, fields.until ?? undefined, startedAt);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const dialog: BulkDialogState = {
    kind,
    ...state,
    progress,
    onConfirm: (values) => void onConfirm(values),
    alreadySuspended,
    onAlreadySuspendedChange: setAlreadySuspended,
    noticeStep: noticeStep && asked ? asked.ids.length : null,
    onNoticeStepConfirm: () => void (noticeStep && onConfirm(noticeStep, true)),
    onNoticeStepCancel: () => setNoticeStep(null),
  };
  return { ask, dialog };
}
