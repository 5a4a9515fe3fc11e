import { useCallback, useMemo } from 'react';
import { can, type AccountKind, type AccountListPage, type AccountState, type BulkAction, type Permission } from '@chairside/api-contract';
import { Button, DataTable, Heading, Inline, Stack } from '@chairside/design-system';
import { accountColumns, byJoiningDateNewestFirst } from '../../data/accountColumns';
import { accountKindDescriptions } from '../../data/accountKinds';
import { toTableRows, type AccountRow } from '../../data/accountRows';
import { useAccountActions } from '../../data/useAccountActions';
import { useAccountSelection, useSelectAllMatching, type AccountSelection } from '../../data/useAccountSelection';
import { useBulkModeration } from '../../data/useBulkModeration';
import { useStaffRole } from '../../data/useStaffRole';
import { useListModeration, withoutRows, withState } from '../../data/useModeration';
import { useAccountList } from '../../data/useReads';
import { useSettledValue } from '../../data/useSettledValue';
import { useTableUrlState } from '../../data/useTableUrlState';
import AccountModerationDialog from '../../moderation/AccountModerationDialog';
import { BulkModerationDialog } from '../../moderation/BulkModerationDialog';

/** The selection bar's buttons, each opening the bulk dialog for its action, and what a staff role needs for it. */
const bulkButtons: readonly { action: BulkAction; label: string; variant: 'secondary' | 'danger'; permission: Permission }[] = [
  { action: 'suspend', label: 'Suspend', variant: 'secondary', permission: 'moderate' },
  { action: 'unsuspend', label: 'Unsuspend', variant: 'secondary', permission: 'moderate' },
  { action: 'delete', label: 'Delete', variant: 'danger', permission: 'delete' },
];

const rowLabel = (row: AccountRow) => row.name;

/** All three lists open on joining date, newest first (SPEC section 9). */
const newestFirst = [byJoiningDateNewestFirst];

/** How long typing rests before the server is asked for the matches: one request a word, not a key. */
const searchSettleMs = 150;

/**
 * /professionals-list, /salons and /private-suites: the accounts of one kind, sortable by one or more
 * columns and searchable, with suspend, unsuspend and delete through the moderation dialog, one account
 * or the selected ones. This project's server sorts, searches and pages the list (issue 19); against
 * the spec's backend the table sorts and searches what it is sent: every professional or salon, or a
 * page of private suites. Sort, search and page stay in the URL either way. The kind's description
 * gives the words and the columns. When someone else changed an account first, its row shows how it
 * stands now. A staff role sees only the actions it may take (issue 17): a viewer none, so no selection
 * either; none show until the role is known.
 */
export default function AccountList({ kind }: { kind: AccountKind }) {
  const { list, detailPath } = accountKindDescriptions[kind];
  const table = useTableUrlState(newestFirst);
  const search = useSettledValue(table.search, searchSettleMs);
  // With keepPreviousData the last page stays up while the next loads, instead of a flash of skeleton.
  const { data, error, mutate, key } = useAccountList(kind, { page: table.page, sort: table.sortText, search });
  const mode = data?.mode ?? 'server';
  const paged = mode === 'server' || list.pagedBySpec;
  const selection = useAccountSelection(data?.rows, !paged);
  const { drop } = selection;

  // The cached page changed in place, without a read: the rows, the scroll position and the selection stay.
  const showCurrent = useCallback(
    (current: AccountState) => void mutate((cached: AccountListPage | undefined) => withState(cached, current), { revalidate: false }),
    [mutate],
  );
  const dropGone = useCallback(
    (id: string | number) => {
      void mutate((cached: AccountListPage | undefined) => withoutRows(cached, new Set([String(id)])), { revalidate: false });
      drop([String(id)]);
    },
    [mutate, drop],
  );
  const { toggleSuspended, remove, dialog } = useAccountActions(kind, useListModeration(kind, key), { onConflict: showCurrent, onGone: dropGone });
  const bulk = useBulkModeration(kind, key, selection);
  const selectAllMatching = useSelectAllMatching(kind, mode === 'server' ? search : '', selection.selectMore);

  const { role, loading: roleLoading } = useStaffRole();
  const canModerate = can(role, 'moderate');
  const canDelete = can(role, 'delete');
  const allowed = useMemo(() => bulkButtons.filter(({ permission }) => can(role, permission)), [role]);

  const rows = useMemo(() => toTableRows(data?.rows ?? []), [data]);
  const columns = useMemo(
    () =>
      accountColumns({
        nameHeader: list.nameHeader,
        detailPath,
        status: list.status,
        subscription: list.subscription,
        onToggleSuspended: canModerate ? toggleSuspended : undefined,
        onDelete: canDelete ? remove : undefined,
      }),
    [list, detailPath, toggleSuspended, remove, canModerate, canDelete],
  );
  // The server knows every account of the kind and, when it searches, every match: 'Select all N
  // matching' is offered for all of them. The spec's paged suites are searched on the page shown only
  // (SPEC.md section 9), so there it is offered while no search is typed; a list that comes whole
  // selects what it shows.
  const everyMatching =
    mode === 'server' || (paged && !table.search.trim()) ? { matchingCount: data?.total, onSelectAllMatching: () => void selectAllMatching() } : {};
  const paging = paged
    ? { page: table.page, totalPages: data?.totalPages ?? 1, onPageChange: table.onPageChange, paginationLabel: list.paginationLabel }
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
        searchPlaceholder={list.searchPlaceholder(mode === 'server' ? (data?.total ?? 0) : rows.length)}
        // The columns depend on the role: the skeleton stays until it is known, rather than the
        // table growing its action columns under the reader.
        loading={(data === undefined && !error) || roleLoading}
        loadingRows={list.loadingRows}
        loadingLabel={list.loadingLabel}
        error={error ? list.failure(error) : undefined}
        onRetry={() => void mutate()}
        emptyText={list.emptyText}
        mode={mode}
        sorts={table.sorts}
        onSortsChange={table.onSortsChange}
        search={table.search}
        onSearchChange={table.onSearchChange}
        selection={allowed.length === 0 ? undefined : selectionProps(selection, allowed, bulk.ask, everyMatching)}
        {...paging}
      />
      <AccountModerationDialog {...dialog} />
      <BulkModerationDialog {...bulk.dialog} />
    </Stack>
  );
}

/**
 * The table's selection: the rows chosen, each named by its account, and the bar's buttons (those the
 * staff role may use). A list the server pages also offers every account the search matches, beyond
 * the page (the table selects every filtered row itself for a list that comes whole).
 */
function selectionProps(
  selection: AccountSelection,
  buttons: typeof bulkButtons,
  ask: (action: BulkAction) => void,
  matching: { matchingCount?: number; onSelectAllMatching?: () => void },
) {
  return {
    selectedIds: selection.selectedIds,
    onSelectedIdsChange: selection.onSelectedIdsChange,
    rowLabel,
    ...matching,
    actions: (
      <Inline space="small">
        {buttons.map(({ action, label, variant }) => (
          <Button key={action} size="small" variant={variant} onClick={() => ask(action)}>
            {label}
          </Button>
        ))}
      </Inline>
    ),
  };
}
