import { useMemo } from 'react';
import { pagedItems } from '@chairside/api-contract';
import { DataTable, Heading, Stack } from '@chairside/design-system';
import { accountColumns, byJoiningDateNewestFirst } from '../../data/accountColumns';
import { professionalRow } from '../../data/accountRows';
import { keys } from '../../data/keys';
import { professionalTexts, useAccountActions } from '../../data/useAccountActions';
import { useProfessionals } from '../../data/useReads';
import { useTableUrlState } from '../../data/useTableUrlState';

/** The list answer's failure, whatever the server said (SPEC section 8). */
export const professionalsFailure = 'Failed to fetch professionals';

/** /professionals-list: every professional, sortable and searchable, with suspend and delete. */
export default function ProfessionalsList() {
  const { data, error, isLoading, mutate } = useProfessionals();
  const table = useTableUrlState(byJoiningDateNewestFirst);
  const { toggleSuspended, remove } = useAccountActions('professionals', keys.professionals, professionalTexts);
  const rows = useMemo(() => pagedItems(data).map(professionalRow), [data]);
  const columns = useMemo(
    () =>
      accountColumns({
        nameHeader: 'Professional Name',
        detailPath: (id) => `/professionals-list/${encodeURIComponent(String(id))}`,
        status: true,
        subscription: false,
        onToggleSuspended: (row) => void toggleSuspended(row),
        onDelete: (row) => void remove(row),
      }),
    [toggleSuspended, remove],
  );

  return (
    <Stack space="large">
      <Heading level={1}>Professionals List</Heading>
      <DataTable
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        caption="Professionals List"
        hideCaption
        searchPlaceholder={`Search ${rows.length} records...`}
        loading={isLoading}
        loadingRows={20}
        loadingLabel="Loading professionals"
        error={error ? `Error loading professionals: ${professionalsFailure}` : undefined}
        onRetry={() => void mutate()}
        emptyText="No professionals found."
        sort={table.sort}
        onSortChange={table.onSortChange}
        search={table.search}
        onSearchChange={table.onSearchChange}
      />
    </Stack>
  );
}
