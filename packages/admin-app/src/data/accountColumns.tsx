import { Link } from 'react-router';
import { Badge, Button, statusBadgeTone, yesNoTone, type BadgeTone, type DataTableColumn, type DataTableSort } from '@chairside/design-system';
import type { AccountRow } from './accountRows';

/** All three lists open on joining date, newest first (SPEC section 9). */
export const byJoiningDateNewestFirst: DataTableSort = { columnId: 'joiningDate', direction: 'descending' };

export type AccountColumnsOptions = {
  /** 'Professional Name', 'Salon Name', 'Suite Name'. */
  nameHeader: string;
  /** Where a name links to, such as `/salons/12`. */
  detailPath: (id: string | number) => string;
  /** Show the Status column (Active, Suspended, or 'Suspended until {date}'). */
  status: boolean;
  /** Show the Subscription column (Yes/No). */
  subscription: boolean;
  /** Asks, then suspends or unsuspends the row's account; without it there is no Action column (a staff role that may not). */
  onToggleSuspended?: (row: AccountRow) => void;
  /** Asks, then deletes the row's account; without it there is no Delete column. */
  onDelete?: (row: AccountRow) => void;
};

const statusText = (row: AccountRow) => row.status;
const subscriptionText = (row: AccountRow) => (row.subscribed ? 'Yes' : 'No');

/** A sortable column that shows the row's `text` in a badge of the given tone. */
const badgeColumn = (
  id: string,
  header: string,
  text: (row: AccountRow) => string,
  tone: (row: AccountRow) => BadgeTone,
): DataTableColumn<AccountRow> => ({
  id,
  header,
  value: text,
  cell: (row) => <Badge tone={tone(row)}>{text(row)}</Badge>,
  sortable: true,
});

/** The columns the three account lists share, in the spec's order. */
export function accountColumns(options: AccountColumnsOptions): DataTableColumn<AccountRow>[] {
  const columns: DataTableColumn<AccountRow>[] = [
    {
      id: 'name',
      header: options.nameHeader,
      value: (row) => row.name,
      cell: (row) => <Link to={options.detailPath(row.id)}>{row.name}</Link>,
      sortable: true,
    },
    { id: 'location', header: 'Location', value: (row) => row.location, sortable: true },
    {
      id: 'joiningDate',
      header: 'Joining Date',
      value: (row) => row.joined,
      sortValue: (row) => row.joinedAt,
      sortable: true,
      firstSortDirection: 'descending',
    },
  ];
  if (options.status) columns.push(badgeColumn('status', 'Status', statusText, (row) => statusBadgeTone(row.isSuspended)));
  if (options.subscription) columns.push(badgeColumn('subscription', 'Subscription', subscriptionText, (row) => yesNoTone(row.subscribed)));
  const { onToggleSuspended, onDelete } = options;
  if (onToggleSuspended) {
    columns.push({
      id: 'action',
      header: 'Action',
      searchable: false,
      cell: (row) => {
        const verb = row.isSuspended ? 'Unsuspend' : 'Suspend';
        return (
          // The row's name in the accessible name tells the many identical buttons apart.
          <Button size="small" variant="secondary" aria-label={`${verb} ${row.name}`} onClick={() => onToggleSuspended(row)}>
            {verb}
          </Button>
        );
      },
    });
  }
  if (onDelete) {
    columns.push({
      id: 'delete',
      header: 'Delete',
      searchable: false,
      cell: (row) => (
        <Button size="small" variant="danger" aria-label={`Delete ${row.name}`} onClick={() => onDelete(row)}>
          Delete
        </Button>
      ),
    });
  }
  return columns;
}
