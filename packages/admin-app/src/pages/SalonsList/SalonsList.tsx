import { useMemo } from 'react';
import { pagedItems } from '@chairside/api-contract';
import { DataTable, Heading, Stack } from '@chairside/design-system';
import { accountColumns, byJoiningDateNewestFirst } from '../../data/accountColumns';
import { salonRow } from '../../data/accountRows';
import { keys } from '../../data/keys';
import { salonTexts, useAccountActions } from '../../data/useAccountActions';
import { useSalons } from '../../data/useReads';
import { useTableUrlState } from '../../data/useTableUrlState';

/** The list answer's failure, whatever the server said (SPEC section 8). */
export const salonsFailure = 'Failed to fetch salons';

/** /salons: every salon with a global search, subscription, suspend and delete. */
export default function SalonsList() {
  const { data, error, isLoading, mutate } = useSalons();
  const table = useTableUrlState(byJoiningDateNewestFirst);
  const { toggleSuspended, remove } = useAccountActions('salons', keys.salons, salonTexts);
  const rows = useMemo(() => pagedItems(data).map(salonRow), [data]);
  const columns = useMemo(
    () =>
      accountColumns({
        nameHeader: 'Salon Name',
        detailPath: (id) => `/salons/${encodeURIComponent(String(id))}`,
        status: false,
        subscription: true,
        onToggleSuspended: (row) => void toggleSuspended(row),
        onDelete: (row) => void remove(row),
      }),
    [toggleSuspended, remove],
  );

  return (
    <Stack space="large">
      <Heading level={1}>Salons</Heading>
      <DataTable
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        caption="Salons"
        hideCaption
        searchPlaceholder="Search all columns..."
        loading={isLoading}
        loadingRows={10}
        loadingLabel="Loading salons"
        error={error ? `Error: ${salonsFailure}` : undefined}
        onRetry={() => void mutate()}
        emptyText="No salons found."
        sort={table.sort}
        onSortChange={table.onSortChange}
        search={table.search}
        onSearchChange={table.onSearchChange}
      />
    </Stack>
  );
}
