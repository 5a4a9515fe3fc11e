import { useCallback, useMemo, useRef, useState } from 'react';
import type { AccountKind, AccountListRow } from '@chairside/api-contract';
import { toast } from '@chairside/design-system';
import { call } from '../api/client';

/** A list's selected rows and the names of every account it has seen, for the bulk dialog's summary. */
export type AccountSelection = {
  /** The selected rows' ids, as the table names them (`String(id)`). */
  selectedIds: ReadonlySet<string>;
  onSelectedIdsChange: (next: ReadonlySet<string>) => void;
  /** Takes `ids` out of the selection (the accounts an action went through for, or that are gone). */
  drop: (ids: Iterable<string>) => void;
  /** Adds accounts not on screen (from 'Select all matching') to the selection, remembering their names. */
  selectMore: (accounts: readonly { id: string | number; fullName: string }[]) => void;
  /** The name of a selected account, on screen or not; its id when it was never seen. */
  nameOf: (id: string) => string;
  /** Whether a selected account the list shows is suspended; undefined for one off screen. */
  isSuspended: (id: string) => boolean | undefined;
};

/**
 * The selection of an account list, kept in component state rather than the URL (a selection is a
 * moment's work, not a view to share): it survives the list being read again and, for a paged list,
 * moving between pages. A list that comes whole (`complete`) leaves out the ids that leave it; a paged
 * list cannot tell a row gone from a row moved to another page, so it drops only what the app itself
 * learns is gone.
 */
export function useAccountSelection(rows: readonly AccountListRow[] | undefined, complete: boolean): AccountSelection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  // Names are remembered as rows are chosen, so a paged list can still name rows of another page.
  const names = useRef(new Map<string, string>());

  // A list that comes whole shows no choice of an account that has left it.
  const selectedIds = useMemo(() => {
    if (!complete || !rows) return chosen;
    const present = new Set(rows.map((row) => String(row.id)));
    const kept = [...chosen].filter((id) => present.has(id));
    return kept.length === chosen.size ? chosen : new Set(kept);
  }, [chosen, rows, complete]);

  const onSelectedIdsChange = useCallback(
    (next: ReadonlySet<string>) => {
      for (const row of rows ?? []) if (next.has(String(row.id))) names.current.set(String(row.id), row.name);
      setChosen(next);
    },
    [rows],
  );

  const drop = useCallback((ids: Iterable<string>) => {
    const gone = new Set(ids);
    setChosen((current) => {
      const kept = [...current].filter((id) => !gone.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, []);

  const selectMore = useCallback((accounts: readonly { id: string | number; fullName: string }[]) => {
    for (const account of accounts) names.current.set(String(account.id), account.fullName);
    setChosen((current) => new Set([...current, ...accounts.map((account) => String(account.id))]));
  }, []);

  const nameOf = useCallback((id: string) => names.current.get(id) ?? rows?.find((row) => String(row.id) === id)?.name ?? id, [rows]);

  // A map, since the bulk dialog asks about every selected account (up to 10,000) at once.
  const suspended = useMemo(() => new Map((rows ?? []).map((row) => [String(row.id), row.isSuspended])), [rows]);
  const isSuspended = useCallback((id: string) => suspended.get(id), [suspended]);

  return { selectedIds, onSelectedIdsChange, drop, selectMore, nameOf, isSuspended };
}

/** The toast when the matching accounts could not be read. */
export const selectAllFailureText = (error: unknown) =>
  `Could not select every matching account: ${error instanceof Error ? error.message : String(error)}`;

/**
 * 'Select all N matching' of a list the server pages: asks the server for every account of the kind
 * that `search` matches (GET /api/admin/accounts/matching) and selects them, names included.
 */
export function useSelectAllMatching(kind: AccountKind, search: string, selectMore: AccountSelection['selectMore']) {
  return useCallback(async () => {
    try {
      const text = search.trim();
      const { accounts } = await call('listMatchingAccounts', { query: { kind, search: text === '' ? undefined : text } });
      selectMore(accounts);
    } catch (failure) {
      console.error('Select all matching failed', failure);
      toast.error(selectAllFailureText(failure));
    }
  }, [kind, search, selectMore]);
}
