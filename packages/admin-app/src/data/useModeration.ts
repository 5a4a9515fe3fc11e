import { useCallback } from 'react';
import type { AccountKind, AccountListPage } from '@chairside/api-contract';
import useSWRMutation from 'swr/mutation';
import { call } from '../api/client';
import { accountKindEndpoints } from './accountEndpoints';

/** What the moderation hooks change: the id of the account, as the row and the call both name it. */
export type SuspendArgument = { id: string | number; isSuspended: boolean };
export type DeleteArgument = { id: string | number };

const sameId = (row: { id: string | number }, id: string | number) => String(row.id) === String(id);

const withRows = (page: AccountListPage | undefined, change: (rows: AccountListPage['rows']) => AccountListPage['rows']) =>
  page && { ...page, rows: change(page.rows) };

const withSuspension = (page: AccountListPage | undefined, { id, isSuspended }: SuspendArgument) =>
  withRows(page, (rows) => rows.map((row) => (sameId(row, id) ? { ...row, isSuspended } : row)));

const withoutAccount = (page: AccountListPage | undefined, { id }: DeleteArgument) =>
  withRows(page, (rows) => rows.filter((row) => !sameId(row, id)));

/**
 * Suspend or unsuspend an account of `kind`, updating the cached list at `listKey` at once and
 * putting the row back if the server refuses (SWR's optimistic update with rollback).
 */
export function useSuspendAccount(kind: AccountKind, listKey: string) {
  const { suspend, unsuspend } = accountKindEndpoints[kind];
  const mutation = useSWRMutation<unknown, Error, string, SuspendArgument, AccountListPage | undefined>(listKey, (_key, { arg }) =>
    call(arg.isSuspended ? suspend : unsuspend, { params: { id: arg.id } }),
  );
  const { trigger: send } = mutation;
  // Stable (SWR's own trigger is): callers build table columns from it.
  const trigger = useCallback(
    (arg: SuspendArgument) =>
      send(arg, {
        optimisticData: (current) => withSuspension(current as AccountListPage | undefined, arg),
        populateCache: (_result, current) => withSuspension(current as AccountListPage | undefined, arg),
        rollbackOnError: true,
        revalidate: false,
        throwOnError: true,
      }),
    [send],
  );
  return { ...mutation, trigger };
}

/** Delete an account, removing its row from the cached list at once and restoring it on failure. */
export function useDeleteAccount(listKey: string) {
  const mutation = useSWRMutation<unknown, Error, string, DeleteArgument, AccountListPage | undefined>(listKey, (_key, { arg }) =>
    call('deleteUser', { params: { id: arg.id } }),
  );
  const { trigger: send } = mutation;
  // Stable, as above.
  const trigger = useCallback(
    (arg: DeleteArgument) =>
      send(arg, {
        optimisticData: (current) => withoutAccount(current as AccountListPage | undefined, arg),
        populateCache: (_result, current) => withoutAccount(current as AccountListPage | undefined, arg),
        rollbackOnError: true,
        revalidate: false,
        throwOnError: true,
      }),
    [send],
  );
  return { ...mutation, trigger };
}
