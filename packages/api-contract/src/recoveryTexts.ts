/*
 * The words and sizes of recovery (issue 16) without their schemas: restore, undo, bulk actions and
 * conflicting actions. The app imports these, and a module without zod keeps zod out of its pages'
 * code (scripts/bundle-budget.mjs). recovery.ts re-exports them beside the schemas built from them.
 */

/** How many days a deleted account can be restored, unless the server's RETENTION_DAYS says otherwise. */
export const defaultRetentionDays = 30;

/** The most ids one bulk or undo request takes, and the most a 'Select all matching' hands back. */
export const bulkLimits = { ids: 1000, selection: 10_000 } as const;

/** How long the success toast offers Undo. */
export const undoSeconds = 10;

/** What a bulk request may do to each account. */
export const bulkActions = ['suspend', 'unsuspend', 'delete'] as const;
export type BulkAction = (typeof bulkActions)[number];

/** The body of a 409: someone else changed the account since the caller read it. */
export const conflictMessage = (name: string, time: string) => `This account was changed by ${name} at ${time}.`;

/** A restore refused because the deleted account's address now belongs to another account (409). */
export const emailInUseMessage = (email: string) => `Another account now uses ${email}.`;

/** The success messages of the calls this part adds. */
export const recoveryMessages = {
  restored: 'Account restored.',
  purged: 'Account purged.',
} as const;
