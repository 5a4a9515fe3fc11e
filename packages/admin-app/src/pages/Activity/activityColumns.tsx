import { Link } from 'react-router';
import { auditActionLabels, noticeStatusLabels, type AuditLogEntry } from '@chairside/api-contract';
import { Text, type DataTableColumn } from '@chairside/design-system';
import { accountKindDescriptions } from '../../data/accountKinds';

/** Who acted when no administrator did: the server itself (a timed suspension ending). */
export const systemActorName = 'Chairside';

/** A timestamp as a local date and time: 'Nov 15, 2026, 9:30 AM'. */
export const formatLocalDateTime = (timestamp: string) =>
  new Date(timestamp).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Who acted: the administrator's name (or email), the address typed at a failed sign-in, or
 * 'Chairside' for what the server did by itself.
 */
export function actorText(entry: AuditLogEntry): string {
  if (entry.action === 'session.login-failed') return entry.actorEmail ?? entry.actorName ?? '';
  if (entry.actorId === null) return systemActorName;
  return entry.actorName ?? entry.actorEmail ?? '';
}

/** What was done: the action's label, with the end of a timed suspension. */
export const actionText = (entry: AuditLogEntry) =>
  entry.until ? `${auditActionLabels[entry.action]} until ${formatLocalDateTime(entry.until)}` : auditActionLabels[entry.action];

/** Where the account acted on is, or undefined when it is gone (deleted) or the entry names no account. */
export function accountPath(entry: AuditLogEntry): string | undefined {
  if (entry.targetId === null || entry.action === 'account.delete') return undefined;
  if (entry.targetRole === null || entry.targetRole === 'admin') return undefined;
  return accountKindDescriptions[entry.targetRole].detailPath(entry.targetId);
}

/** The notice's delivery, with the mail server's error when it failed. */
export function noticeText({ notice }: AuditLogEntry): string | null {
  if (!notice) return null;
  const label = noticeStatusLabels[notice.status];
  return notice.status === 'failed' && notice.error ? `${label}: ${notice.error}` : label;
}

/** The columns of the log: when, who, what, on whom, why, the note and the notice. Never sorted here: the server orders the log. */
export const activityColumns: DataTableColumn<AuditLogEntry>[] = [
  {
    id: 'when',
    header: 'When',
    value: (entry) => entry.createdAt,
    cell: (entry) => <time dateTime={entry.createdAt}>{formatLocalDateTime(entry.createdAt)}</time>,
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
