import { useMemo } from 'react';
import { pagedItems, totalPagesOf } from '@chairside/api-contract';
import { DataTable, Heading, Stack } from '@chairside/design-system';
import { accountColumns, byJoiningDateNewestFirst } from '../../data/accountColumns';
import { privateSuiteRow } from '../../data/accountRows';
import { keys } from '../../data/keys';
import { privateSuiteTexts, useAccountActions } from '../../data/useAccountActions';
import { usePrivateSuites } from '../../data/useReads';
import { useTableUrlState } from '../../data/useTableUrlState';

/** /private-suites: ten suites a page from the server, searchable and sortable within the page. */
export default function PrivateSuitesList() {
  const table = useTableUrlState(byJoiningDateNewestFirst);
  // The spec keeps a zero-based page state and sends it one-based; the URL shows the one-based page.
  const pageIndex = table.page - 1;
  const wirePage = pageIndex + 1;
  // With keepPreviousData the last page stays up while the next loads, instead of a flash of skeleton.
  const { data, error, mutate } = usePrivateSuites(wirePage);
  const { toggleSuspended, remove } = useAccountActions('private-suites', keys.privateSuites(wirePage), privateSuiteTexts);
  const rows = useMemo(() => pagedItems(data).map(privateSuiteRow), [data]);
  const columns = useMemo(
    () =>
      accountColumns({
        nameHeader: 'Suite Name',
        detailPath: (id) => `/private-suite/${encodeURIComponent(String(id))}`,
        status: true,
        subscription: true,
        onToggleSuspended: (row) => void toggleSuspended(row),
        onDelete: (row) => void remove(row),
      }),
    [toggleSuspended, remove],
  );

  return (
    <Stack space="large">
      <Heading level={1}>Private Suites</Heading>
      <DataTable
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        caption="Private Suites"
        hideCaption
        searchPlaceholder="Search suites..."
        loading={data === undefined && !error}
        loadingRows={10}
        loadingLabel="Loading private suites"
        error={error ? `Error: ${error.message}` : undefined}
        onRetry={() => void mutate()}
        emptyText="No private suites found."
        sort={table.sort}
        onSortChange={table.onSortChange}
        search={table.search}
        onSearchChange={table.onSearchChange}
        page={wirePage}
        totalPages={totalPagesOf(data)}
        onPageChange={table.onPageChange}
        paginationLabel="Private suites pages"
      />
    </Stack>
  );
}
