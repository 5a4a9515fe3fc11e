/*
 * The app's own words around moderation: the current suspension as the lists and the history say it,
 * dates and times in the administrator's locale and time zone, the toasts after an action, and the
 * History section's texts. The dialog's own words are the design system's; the reasons, the notices
 * and the log's labels are api-contract's.
 */
import { noticeStatusLabels, type AuditLogEntry, type ModerationAction } from '@chairside/api-contract';

// Made once: a list formats the end of every timed suspension it shows.
const shortDateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });
const mediumDateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** '3/21/26, 9:30 AM' in the administrator's locale and time zone: a list's status cell. */
export const formatShortDateTime = (time: number): string => shortDateTime.format(time);

/** 'Mar 21, 2026, 9:30 AM' in the administrator's locale and time zone: the history and the activity log. */
export const formatDateTime = (time: number | string): string => mediumDateTime.format(typeof time === 'string' ? Date.parse(time) : time);

/** A suspension as read: 'Suspended until {date}' for a timed one, else 'Suspended until lifted'. */
export const suspendedUntilText = (until: number | null, format: (time: number) => string = formatDateTime): string =>
  until === null ? 'Suspended until lifted' : `Suspended until ${format(until)}`;

/** The status cell of a list: 'Active', 'Suspended', or 'Suspended until {short date}' for a timed suspension. */
export const accountStatusText = ({ isSuspended, suspendedUntil }: { isSuspended: boolean; suspendedUntil: number | null }): string => {
  if (!isSuspended) return 'Active';
  return suspendedUntil === null ? 'Suspended' : suspendedUntilText(suspendedUntil, formatShortDateTime);
};

const capitalised = (noun: string) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;

/** The toast after an action went through: 'Professional suspended.', 'Suite deleted.'. */
export const moderationDoneText = (action: ModerationAction, noun: string): string =>
  `${capitalised(noun)} ${{ suspend: 'suspended', unsuspend: 'unsuspended', delete: 'deleted' }[action]}.`;

/** The spec's words for a refused action (SPEC.md section 8): 'Failed to suspend professional'. */
export const moderationFailureText = (action: ModerationAction, noun: string): string => `Failed to ${action} ${noun}`;

/** The History section of a detail page. */
export const historyTexts = {
  title: 'History',
  loading: 'Loading history',
  empty: 'No moderation history yet.',
  failure: "Failed to load the account's history.",
  /** Who did what the server did by itself (a timed suspension lifting). */
  automatic: 'Chairside',
  by: 'By',
  reason: 'Reason',
  note: 'Note',
  notice: 'Notice',
  until: 'Until',
} as const;

/** Who acted on what the server did by itself (a timed suspension lifting). */
export const systemActorName = historyTexts.automatic;

/**
 * Who acted, as the activity log and an account's history say it: the administrator's name (or email),
 * the address typed at a failed sign-in, or 'Chairside' for what the server did by itself.
 */
export function actorText(entry: AuditLogEntry): string {
  if (entry.action === 'session.login-failed') return entry.actorEmail ?? entry.actorName ?? '';
  if (entry.actorId === null) return systemActorName;
  return entry.actorName ?? entry.actorEmail ?? '';
}

/** The notice's delivery, with the mail server's error when it failed; null when the action sent none. */
export function noticeText({ notice }: Pick<AuditLogEntry, 'notice'>): string | null {
  if (!notice) return null;
  const label = noticeStatusLabels[notice.status];
  return notice.status === 'failed' && notice.error ? `${label}: ${notice.error}` : label;
}
