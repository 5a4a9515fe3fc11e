/*
 * The words and sizes of recovery (issue 16) without their schemas: restore, undo, bulk actions and
 * conflicting actions. The app imports these, and a module without zod keeps zod out of its pages'
 * code (scripts/bundle-budget.mjs). recovery.ts re-exports them beside the schemas built from them.
 */

/** How many days a deleted account can be restored, unless the server's RETENTION_DAYS says otherwise. */
export const defaultRetentionDays = 30;

/**
 * The most ids one bulk or undo request takes, the most a 'Select all matching' hands back, and the most
 * accounts one request may send notices to without `confirmNotices` naming their count.
 */
export const bulkLimits = { ids: 1000, selection: 10_000, unconfirmedNotices: 50 } as const;

/** How long the success toast offers Undo. */
export const undoSeconds = 10;

/**
 * How long after an action the server still undoes it, unless UNDO_WINDOW_SECONDS says otherwise: the
 * toast's offer and time for a slow answer.
 */
export const defaultUndoWindowSeconds = 30;

/** The shortest UNDO_WINDOW_SECONDS allowed: the toast's offer and 5 seconds. The app's offer ends within it. */
export const shortestUndoWindowSeconds = undoSeconds + 5;

/** How many notices to account holders one staff member may send an hour, unless NOTICE_RATE_LIMIT says otherwise. */
export const defaultNoticeRateLimit = 200;

/** Why one account of a bulk action (or undo) was left as it was, and why a whole request was refused. */
export const bulkMessages = {
  /** The actor was deactivated while the request ran: this account and every one after it. */
  deactivated: 'Your staff access was deactivated, so this account was not changed.',
  /** The actor's staff role was changed while the request ran to one that may not do this. */
  roleChanged: 'Your staff role no longer allows this, so this account was not changed.',
  /** A bulk suspension leaves an account already suspended as it was, unless asked to change its end. */
  alreadySuspended: 'Already suspended until lifted.',
  alreadySuspendedUntil: (time: string) => `Already suspended until ${time}.`,
  /** A request that would send notices to more than `bulkLimits.unconfirmedNotices` accounts without naming their count. */
  confirmNotices: (count: number) =>
    `This sends notices to ${count.toLocaleString('en-US')} accounts: confirm by sending confirmNotices: ${count}.`,
  tooManyNotices: (limit: number, count: number, left: number, wait: string) =>
    `You can send ${limit.toLocaleString('en-US')} notices an hour; this would send ${count.toLocaleString('en-US')} and ${left.toLocaleString('en-US')} are left. Please try again ${wait}.`,
  /** POST /api/admin/undo after the server's window (410). */
  undoWindowPassed: (seconds: number) => `This can no longer be undone: actions can be undone for ${seconds} seconds.`,
} as const;

/** What a bulk request may do to each account. */
export const bulkActions = ['suspend', 'unsuspend', 'delete'] as const;
export type BulkAction = (typeof bulkActions)[number];

/** What a bulk suspension does to accounts already suspended: leave them (the default) or give them its end. */
export const alreadySuspendedChoices = ['skip', 'change'] as const;
export type AlreadySuspendedChoice = (typeof alreadySuspendedChoices)[number];

/** The body of a 409: someone else changed the account since the caller read it. */
export const conflictMessage = (name: string, time: string) => `This account was changed by ${name} at ${time}.`;

/** A restore refused because the deleted account's address now belongs to another account (409). */
export const emailInUseMessage = (email: string) => `Another account now uses ${email}.`;

/** The success messages of the calls this part adds. */
export const recoveryMessages = {
  restored: 'Account restored.',
  purged: 'Account purged.',
} as const;
