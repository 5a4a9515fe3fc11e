import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { DeletedAccount, DeletedAccountsResponse } from '@chairside/api-contract';
import { call } from '../api/client';
import { accountKindEndpoints } from './accountEndpoints';
import { isKeyOf } from './keys';
import { restoredText } from './recoveryTexts';
import { useUndoToast } from './useUndo';

/** The cached page of the recently deleted without one account. */
export function withoutDeleted(page: DeletedAccountsResponse | undefined, id: number): DeletedAccountsResponse | undefined {
  if (!page) return page;
  const data = page.data.filter((account) => account.id !== id);
  return data.length === page.data.length ? page : { ...page, data, total: Math.max(0, page.total - 1) };
}

/**
 * Brings a deleted account back (POST /api/admin/users/:id/restore), with a toast offering Undo. The
 * row leaves the cached page at `pageKey` at once; then the recently deleted, the kind's list and the
 * dashboard are read again. A refusal (409: its email now belongs to another account) is thrown for the
 * dialog to show.
 */
export function useRestoreAccount(pageKey: string) {
  const { mutate } = useSWRConfig();
  const showDone = useUndoToast();
  return useCallback(
    async (account: DeletedAccount) => {
      const answer = await call('restoreUser', { params: { id: account.id } });
      showDone({ text: restoredText(account.role), entries: answer?.entry === undefined ? [] : [answer.entry] });
      await mutate<DeletedAccountsResponse | undefined>(pageKey, (page) => withoutDeleted(page, account.id), { revalidate: false });
      await mutate(isKeyOf(['listDeletedAccounts', accountKindEndpoints[account.role].list, 'getDashboardSummary']));
    },
    [pageKey, mutate, showDone],
  );
}
