import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { bulkLimits, shortestUndoWindowSeconds, undoSeconds, type BulkResult } from '@chairside/api-contract';
import { toast } from '@chairside/design-system';
import { call } from '../api/client';
import { accountReads, isKeyOf } from './keys';
import { chunked, undoAltText, undoFailureText, undoLabel, undoneText } from './recoveryTexts';

const isAccountRead = isKeyOf(accountReads);

/** What a toast after an action says, and the audit entries its Undo reverses (none: no Undo). */
export type DoneToast = {
  text: string;
  entries: readonly number[];
  /** 'error' when part of a bulk action failed; the Undo still reverses the part that went through. */
  tone?: 'success' | 'error';
  /** When the action was sent (Date.now()); a long bulk action's first entries are that old. Now by default. */
  startedAt?: number;
};

/**
 * How long the toast offers Undo: `undoSeconds`, cut short so the offer ends before the server's window
 * (at least `shortestUndoWindowSeconds` from the action) does for the oldest entry; none once it has.
 */
export const undoOfferMs = (startedAt: number, now: number): number =>
  Math.max(0, Math.min(undoSeconds * 1000, startedAt + shortestUndoWindowSeconds * 1000 - now));

/**
 * The toast after suspend, unsuspend, delete or restore (one account or many), with an Undo button
 * for `undoSeconds` (see undoOfferMs) when the server named the entries it wrote. Undo sends them to POST
 * /api/admin/undo, reads every account view again (lists, profiles, histories, the dashboard, the log,
 * the recently deleted) and says 'Undone.', or names what the server would not undo.
 */
export function useUndoToast() {
  const { mutate } = useSWRConfig();

  const undo = useCallback(
    async (entries: readonly number[]) => {
      const results: BulkResult[] = [];
      try {
        for (const run of chunked(entries, bulkLimits.ids)) results.push(...(await call('undoActions', { body: { entries: run } })).results);
        if (results.every((result) => result.ok)) toast.success(undoneText);
        else toast.error(undoFailureText(results));
      } catch (failure) {
        console.error('Undo failed', failure);
        toast.error(undoFailureText([...results, { ok: false, message: failure instanceof Error ? failure.message : String(failure) }]));
      } finally {
        await mutate(isAccountRead);
      }
    },
    [mutate],
  );

  return useCallback(
    ({ text, entries, tone = 'success', startedAt }: DoneToast) => {
      const show = tone === 'error' ? toast.error : toast.success;
      const offer = startedAt === undefined ? undoSeconds * 1000 : undoOfferMs(startedAt, Date.now());
      if (entries.length === 0 || offer === 0) {
        show(text);
        return;
      }
      const ids = [...entries];
      show(text, {
        duration: offer,
        action: { label: undoLabel, altText: undoAltText(text), onAction: () => void undo(ids) },
      });
    },
    [undo],
  );
}
