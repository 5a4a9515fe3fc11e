import { useCallback } from 'react';
import type { PrivateSuitesResponse, ProfessionalsResponse, SalonsResponse } from '@chairside/api-contract';
import useSWRMutation from 'swr/mutation';
import { deleteAccount, setSuspended, type AccountKind } from '../api/accounts';

type Row = { id: string | number; isSuspended?: boolean | null };
type ListAnswer = ProfessionalsResponse | SalonsResponse | PrivateSuitesResponse;

/** Applies `change` to the rows of a list answer, whether it is a plain array or `{ data }`. */
function mapRows<A extends ListAnswer | undefined>(answer: A, change: (rows: Row[]) => Row[]): A {
  if (!answer) return answer;
  if (Array.isArray(answer)) return change(answer as Row[]) as unknown as A;
  const paged = answer as PrivateSuitesResponse;
  return { ...paged, data: change(paged.data as Row[]) } as unknown as A;
}

const sameId = (row: Row, id: string | number) => String(row.id) === String(id);

export type SuspendArgument = { id: string | number; suspended: boolean };

/**
 * Suspend or unsuspend an account of `kind`, updating the cached list at `listKey` at once and
 * putting the row back if the server refuses (SWR's optimistic update with rollback).
 */
export function useSetSuspended(kind: AccountKind, listKey: string) {
  const mutation = useSWRMutation<unknown, Error, string, SuspendArgument, ListAnswer>(listKey, (_key, { arg }) =>
    setSuspended(kind, arg.id, arg.suspended),
  );
  const { trigger: send } = mutation;
  // Stable (SWR's own trigger is): callers build table columns from it.
  const trigger = useCallback(
    (arg: SuspendArgument) =>
      send(arg, {
        optimisticData: (current) => withSuspension(current as ListAnswer | undefined, arg) as ListAnswer,
        populateCache: (_result, current) => withSuspension(current as ListAnswer | undefined, arg) as ListAnswer,
        rollbackOnError: true,
        revalidate: false,
        throwOnError: true,
      }),
    [send],
  );
  return { ...mutation, trigger };
}

const withSuspension = (current: ListAnswer | undefined, arg: SuspendArgument) =>
  mapRows(current, (rows) => rows.map((row) => (sameId(row, arg.id) ? { ...row, isSuspended: arg.suspended } : row)));

/** Delete an account, removing its row from the cached list at once and restoring it on failure. */
export function useDeleteAccount(listKey: string) {
  const mutation = useSWRMutation<unknown, Error, string, { id: string | number }, ListAnswer>(listKey, (_key, { arg }) =>
    deleteAccount(arg.id),
  );
  const { trigger: send } = mutation;
  // Stable, as above.
  const trigger = useCallback(
    (arg: { id: string | number }) =>
      send(arg, {
        optimisticData: (current) => withoutRow(current as ListAnswer | undefined, arg.id) as ListAnswer,
        populateCache: (_result, current) => withoutRow(current as ListAnswer | undefined, arg.id) as ListAnswer,
        rollbackOnError: true,
        revalidate: false,
        throwOnError: true,
      }),
    [send],
  );
  return { ...mutation, trigger };
}

const withoutRow = (current: ListAnswer | undefined, id: string | number) => mapRows(current, (rows) => rows.filter((row) => !sameId(row, id)));
