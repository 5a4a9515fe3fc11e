import { useCallback } from 'react';
import type { AccountKind, AccountListPage } from '@chairside/api-contract';
import useSWRMutation, { type TriggerWithArgs } from 'swr/mutation';
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
 * A mutation of the cached list at `listKey`: `change` shows at once and stays when the server agrees,
 * and the row goes back if it refuses (SWR's optimistic update with rollback).
 */
function useListMutation<Arg extends { id: string | number }>(
  listKey: string,
  send: (arg: Arg) => Promise<unknown>,
  change: (page: AccountListPage | undefined, arg: Arg) => AccountListPage | undefined,
) {
  const mutation = useSWRMutation<unknown, Error, string, Arg, AccountListPage | undefined>(listKey, (_key, { arg }) => send(arg));
  // SWR's trigger type is worked out from a known argument type; for any `Arg` (an object) it is this one.
  const sendChange = mutation.trigger as TriggerWithArgs<unknown, Error, string, Arg>;
  // Stable (SWR's own trigger is, and `change` is a module function): callers build table columns from it.
  const trigger = useCallback(
    (arg: Arg) =>
      sendChange(arg, {
        optimisticData: (current) => change(current as AccountListPage | undefined, arg),
        populateCache: (_result, current) => change(current as AccountListPage | undefined, arg),
        rollbackOnError: true,
        revalidate: false,
        throwOnError: true,
      }),
    [sendChange, change],
  );
  return { ...mutation, trigger };
}

/** Suspend or unsuspend an account of `kind`, in the cached list at `listKey` at once. */
export function useSuspendAccount(kind: AccountKind, listKey: string) {
  const { suspend, unsuspend } = accountKindEndpoints[kind];
  return useListMutation(
    listKey,
    (arg: SuspendArgument) => call(arg.isSuspended ? suspend : unsuspend, { params: { id: arg.id } }),
    withSuspension,
  );
}

/** Delete an account, removing its row from the cached list at once and restoring it on failure. */
export const useDeleteAccount = (listKey: string) =>
  useListMutation(listKey, (arg: DeleteArgument) => call('deleteUser', { params: { id: arg.id } }), withoutAccount);
