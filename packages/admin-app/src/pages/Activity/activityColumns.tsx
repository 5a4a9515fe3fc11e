import { Link } from 'react-router';
import { auditActionLabels, type AuditLogEntry } from '@chairside/api-contract';
import { Text, type DataTableColumn } from '@chairside/design-system';
import { accountKindDescriptions } from '../../data/accountKinds';
import { actorText, formatDateTime, noticeText } from '../../data/moderationTexts';

/** What was done: the action's label, with the end of a timed suspension. */
export const actionText = (entry: AuditLogEntry) =>
  entry.until ? `${auditActionLabels[entry.action]} until ${formatDateTime(entry.until)}` : auditActionLabels[entry.action];

/** Where the account acted on is, or undefined when it is gone (deleted) or the entry names no account. */
export function accountPath(entry: AuditLogEntry): string | undefined {
  if (entry.targetId === null || entry.action === 'account.delete') return undefined;
  if (entry.targetRole === null || entry.targetRole === 'admin') return undefined;
  return accountKindDescriptions[entry.targetRole].detailPath(entry.targetId);
}

/** The columns of the log: when, who, what, on whom, why, the note and the notice. Never sorted here: the server orders the log. */
export const activityColumns: DataTableColumn<AuditLogEntry>[] = [
  {
    id: 'when',
    header: 'When',
    value: (entry) => entry.createdAt,
    cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>,
  },
  { id: 'who', header: 'Who', value: actorText },
  { id: 'what', header: 'What', value: actionText },
  {
    id: 'account',
    header: 'Account',
    value: (entry) => entry.targetName,
    cell: (entry) => {
      const path = accountPath(entry);
      return path ? <Link to={path}>{entry.targetName}</Link> : entry.targetName;
    },
  },
  { id: 'reason', header: 'Reason', value: (entry) => entry.reason },
  { id: 'note', header: 'Note', value: (entry) => entry.note, width: 'large' },
  {
    id: 'notice',
    header: 'Notice',
    value: noticeText,
    cell: (entry) => <Text as="span" tone={entry.notice?.status === 'failed' ? 'danger' : 'neutral'}>{noticeText(entry)}</Text>,
  },
];
