import { useMemo } from 'react';
import type { AccountKind } from '@chairside/api-contract';
import { DataTable, Heading, Stack } from '@chairside/design-system';
import { accountColumns, byJoiningDateNewestFirst } from '../../data/accountColumns';
import { accountKindDescriptions } from '../../data/accountKinds';
import { toTableRows } from '../../data/accountRows';
import { useAccountActions } from '../../data/useAccountActions';
import { useListModeration } from '../../data/useModeration';
import { useAccountList } from '../../data/useReads';
import { useTableUrlState } from '../../data/useTableUrlState';
import AccountModerationDialog from '../../moderation/AccountModerationDialog';

/**
 * /professionals-list, /salons and /private-suites: the accounts of one kind, sortable and searchable,
 * with suspend, unsuspend and delete through the moderation dialog; the kind's description gives the
 * words, the columns and whether the server pages the list (private suites, ten a page).
 */
export default function AccountList({ kind }: { kind: AccountKind }) {
  const { list, detailPath } = accountKindDescriptions[kind];
  const table = useTableUrlState(byJoiningDateNewestFirst);
  // The spec keeps a zero-based page state and sends it one-based; the URL shows the one-based page.
  const page = list.paginationLabel ? table.page : 1;
  // With keepPreviousData the last page stays up while the next loads, instead of a flash of skeleton.
  const { data, error, mutate, key } = useAccountList(kind, page);
  const { toggleSuspended, remove, dialog } = useAccountActions(kind, useListModeration(kind, key));
  const rows = useMemo(() => toTableRows(data?.rows ?? []), [data]);
  const columns = useMemo(
    () =>
      accountColumns({
        nameHeader: list.nameHeader,
        detailPath,
        status: list.status,
        subscription: list.subscription,
        onToggleSuspended: toggleSuspended,
        onDelete: remove,
      }),
    [list, detailPath, toggleSuspended, remove],
  );
  const paging = list.paginationLabel
    ? { page, totalPages: data?.totalPages ?? 1, onPageChange: table.onPageChange, paginationLabel: list.paginationLabel }
    : {};

  return (
    <Stack space="large">
      <Heading level={1}>{list.title}</Heading>
      <DataTable
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        caption={list.title}
        hideCaption
        searchPlaceholder={list.searchPlaceholder(rows.length)}
        loading={data === undefined && !error}
        loadingRows={list.loadingRows}
        loadingLabel={list.loadingLabel}
        error={error ? list.failure(error) : undefined}
        onRetry={() => void mutate()}
        emptyText={list.emptyText}
        sort={table.sort}
        onSortChange={table.onSortChange}
        search={table.search}
        onSearchChange={table.onSearchChange}
        {...paging}
      />
      <AccountModerationDialog {...dialog} />
    </Stack>
  );
}
