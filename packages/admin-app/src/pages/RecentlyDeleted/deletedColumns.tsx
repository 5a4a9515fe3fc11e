import type { DeletedAccount } from '@chairside/api-contract';
import type { DataTableColumn } from '@chairside/design-system';
import { formatDateTime, systemActorName } from '../../data/moderationTexts';
import { daysLeftText, kindLabel } from '../../data/recoveryTexts';

/** Who deleted the account: the administrator as named then, or 'Chairside' for the command line. */
export const deletedByText = ({ deletedBy }: DeletedAccount): string => (deletedBy.id === null ? systemActorName : (deletedBy.name ?? systemActorName));

/** The columns of the recently deleted, in the server's order (newest delete first): never sorted here. */
export const deletedColumns: DataTableColumn<DeletedAccount>[] = [
  { id: 'name', header: 'Name', value: (account) => account.fullName },
  { id: 'kind', header: 'Kind', value: (account) => kindLabel(account.role) },
  { id: 'deletedBy', header: 'Deleted by', value: deletedByText },
  {
    id: 'deleted',
    header: 'Deleted',
    value: (account) => account.deletedAt,
    cell: (account) => <time dateTime={account.deletedAt}>{formatDateTime(account.deletedAt)}</time>,
  },
  { id: 'reason', header: 'Reason', value: (account) => account.reason },
  { id: 'daysLeft', header: 'Days left', value: (account) => daysLeftText(account.daysLeft) },
];
