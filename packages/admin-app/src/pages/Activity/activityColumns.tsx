import { Link } from 'react-router';
import { auditActionLabels, type AuditLogEntry } from '@chairside/api-contract';
import { Badge, Stack, Text, type DataTableColumn } from '@chairside/design-system';
import { accountKindDescriptions } from '../../data/accountKinds';
import { actorText, formatDateTime, noticeText } from '../../data/moderationTexts';

/** What was done: the action's label, with the end of a timed suspension. */
export const actionText = (entry: AuditLogEntry) =>
  entry.until ? `${auditActionLabels[entry.action]} until ${formatDateTime(entry.until)}` : auditActionLabels[entry.action];

/** The words of an entry that undoes another, and of one that was undone. */
export const undoTexts = {
  undoes: (id: number) => `Undoes entry #${id}`,
  undone: 'Undone',
};

/** Where the log shows one entry (with those that undo it): `/activity?entry=12`. */
export const entryPath = (id: number) => `/activity?entry=${id}`;

/** What was done, with a link to the entry it undid and a mark when it was undone itself. */
function ActionCell({ entry }: { entry: AuditLogEntry }) {
  const undoes = entry.undoes ?? null;
  const undone = entry.undoneBy !== null && entry.undoneBy !== undefined;
  if (undoes === null && !undone) return actionText(entry);
  return (
    <Stack space="xsmall" align="left">
      <span>{actionText(entry)}</span>
      {undoes === null ? null : <Link to={entryPath(undoes)}>{undoTexts.undoes(undoes)}</Link>}
      {undone ? <Badge tone="warning">{undoTexts.undone}</Badge> : null}
    </Stack>
  );
}

/** Where the account acted on is, or undefined when it is gone (deleted or removed for good) or the entry names no account. */
export function accountPath(entry: AuditLogEntry): string | undefined {
  if (entry.targetId === null || entry.action === 'account.delete' || entry.action === 'account.purge') return undefined;
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
  { id: 'what', header: 'What', value: actionText, cell: (entry) => <ActionCell entry={entry} /> },
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
