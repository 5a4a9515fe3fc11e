import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { AccountKind, AccountListPage, BulkAction, BulkRequest } from '@chairside/api-contract';
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
  /** The action and the accounts asked about, with their names as they were then; kept while the dialog closes. */
  asked: { action: BulkAction; ids: readonly string[]; names: readonly string[] } | null;
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
 * a progress bar. Then the dialog closes with one toast (an error tone when some failed, naming them
 * by message) offering Undo for those that went through; they leave the selection, the failed stay.
 * The cached page at `listKey` shows the outcome at once and the kind's list is read again.
 */
export function useBulkModeration(kind: AccountKind, listKey: string, selection: AccountSelection) {
  const { mutate } = useSWRConfig();
  const showDone = useUndoToast();
  const { asked, ask: open, setOpen, setBusy, setError, state } = useActionDialog<NonNullable<BulkDialogState['asked']>>();
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const { selectedIds, nameOf, drop } = selection;

  const ask = useCallback(
    (action: BulkAction) => {
      const ids = [...selectedIds];
      open({ action, ids, names: ids.map(nameOf) });
    },
    [selectedIds, nameOf, open],
  );

  const finish = async (action: BulkAction, outcomes: readonly Outcome[], until: string | undefined) => {
    const done = outcomes.filter((outcome) => outcome.ok);
    const changes: BulkChange[] = done.map(({ id, version }) => ({ id, version }));
    drop(changes.map((change) => change.id));
    showDone({
      text: bulkSummaryText(action, outcomes),
      entries: done.flatMap((outcome) => (outcome.entry === undefined ? [] : [outcome.entry])),
      tone: done.length === outcomes.length ? 'success' : 'error',
    });
    await mutate<AccountListPage | undefined>(listKey, (page) => withBulk(page, action, changes, until), { revalidate: false });
    const { list } = accountKindEndpoints[kind];
    await mutate(isKeyOf(action === 'delete' ? [list, 'listDeletedAccounts', 'getDashboardSummary'] : [list]));
  };

  const onConfirm = async (values: ModerationDialogValues) => {
    if (!asked) return;
    const { action, ids, names } = asked;
    const fields = moderationBody(action, values);
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
                ? { id, name, ok: result.ok, message: result.message, entry: result.entry, version: result.version }
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
      await finish(action, outcomes, fields.until);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const dialog: BulkDialogState = { kind, ...state, progress, onConfirm: (values) => void onConfirm(values) };
  return { ask, dialog };
}
