import { z } from 'zod';
import { idSchema, limits, messageResponseSchema, multiLine, strictBody, timestampSchema } from './common';
import { alreadySuspendedChoices, bulkActions, bulkLimits } from './recoveryTexts';
import { moderationNoticeSchema, moderationReasonSchema } from './moderation';

export {
  alreadySuspendedChoices,
  bulkActions,
  bulkLimits,
  bulkMessages,
  conflictMessage,
  defaultNoticeRateLimit,
  defaultRetentionDays,
  defaultUndoWindowSeconds,
  emailInUseMessage,
  recoveryMessages,
  shortestUndoWindowSeconds,
  undoSeconds,
  type AlreadySuspendedChoice,
  type BulkAction,
} from './recoveryTexts';

/*
 * Recovery: a delete that can be restored for a while, undo through the server, one request for many
 * accounts, and versions that catch two administrators acting on one account at once.
 */

/**
 * An account's version: a whole number the server raises with every change to the account, moderation
 * included. Suspend, unsuspend and delete take it back in an `If-Match` header (`"7"` or `7`); a stale
 * one answers 409 with `conflictResponseSchema`.
 */
export const accountVersionSchema = z.number().int().positive();

/** What suspend, unsuspend, delete and restore answer: SPEC.md's `{ message }` plus the log entry and the version now. */
export const moderationResponseSchema = messageResponseSchema.extend({
  /** Additive: the audit entry the action wrote; undo names it (POST /api/admin/undo). */
  entry: idSchema.optional(),
  /** Additive: the account's version after the action (after a delete, the version it was deleted at). */
  version: accountVersionSchema.optional(),
});
export type ModerationResponse = z.infer<typeof moderationResponseSchema>;

/** An account's moderation state as it stands, sent with a conflict so the caller can show it at once. */
export const accountStateSchema = z.object({
  id: idSchema,
  role: z.enum(['professional', 'salon', 'private-suite']),
  fullName: z.string(),
  email: z.string(),
  isSuspended: z.boolean(),
  suspendedUntil: timestampSchema.nullable(),
  version: accountVersionSchema,
});
export type AccountState = z.infer<typeof accountStateSchema>;

/**
 * 409 for a stale `If-Match` (or an undo of an action that is no longer the account's last):
 * `message` is `conflictMessage(name, time)` with the time in UTC; `changedBy` gives the same facts for
 * a caller that words them in its own time zone.
 */
export const conflictResponseSchema = z.object({
  message: z.string(),
  current: accountStateSchema,
  changedBy: z.object({ name: z.string(), at: timestampSchema }),
});
export type ConflictResponse = z.infer<typeof conflictResponseSchema>;

// --- Recently deleted -----------------------------------------------------------------------------

/** One account kept after its delete, restorable until `purgeAt`. */
export const deletedAccountSchema = z.object({
  id: idSchema,
  role: z.enum(['professional', 'salon', 'private-suite']),
  fullName: z.string(),
  email: z.string(),
  deletedAt: timestampSchema,
  /** Who deleted it, as named then; null id for the command line. */
  deletedBy: z.object({ id: idSchema.nullable(), name: z.string().nullable() }),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  /** When the sweep removes it for good. */
  purgeAt: timestampSchema,
  /** Calendar days (UTC) from today to the day of `purgeAt`: 30 just after a delete kept 30 days, 0 on the day it is purged. */
  daysLeft: z.number().int().nonnegative(),
  /** The delete's audit entry. */
  entry: idSchema.nullable(),
});
export type DeletedAccount = z.infer<typeof deletedAccountSchema>;

// --- Bulk and undo ----------------------------------------------------------------------------------

const idList = (label: string) =>
  z
    .array(idSchema, {
      error: (issue) =>
        issue.code === 'invalid_type' && Array.isArray(issue.input)
          ? `${label} must hold positive whole numbers.`
          : issue.input === undefined
            ? `${label} is required.`
            : `${label} must be a list of ids.`,
    })
    .min(1, { error: `${label} must name at least one account.` })
    .max(bulkLimits.ids, { error: `${label} can name at most ${bulkLimits.ids.toLocaleString('en-US')} at once.` })
    .superRefine((ids, ctx) => {
      const seen = new Set<number>();
      for (const id of ids) {
        if (seen.has(id)) {
          ctx.addIssue({ code: 'custom', message: `${label} must not repeat an id (${id} is there twice).`, input: ids });
          return;
        }
        seen.add(id);
      }
    });

/** The moderation dialog's note, a text of lines as the single calls take it. */
const optionalNote = multiLine('note')
  .trim()
  .max(limits.moderationNote, { error: `note must be at most ${limits.moderationNote} characters.` })
  .nullable()
  .optional();

const confirmNoticesError = 'confirmNotices must be a positive whole number.';

/**
 * POST /api/admin/accounts/bulk: one action on many accounts of any kind, each applied in its own
 * transaction. The same fields as the single calls; a reason is required to suspend or delete, and
 * `until` belongs to suspend only.
 */
export const bulkRequestSchema = strictBody({
  action: z.enum(bulkActions, { error: `action must be one of: ${bulkActions.join(', ')}.` }),
  ids: idList('ids'),
  reason: moderationReasonSchema.optional(),
  note: optionalNote,
  notice: moderationNoticeSchema.optional(),
  until: z.iso
    .datetime({ offset: true, error: 'until must be an ISO 8601 date and time, e.g. 2026-01-31T18:00:00Z.' })
    .nullable()
    .optional(),
  /**
   * Additive, suspend only: what to do with accounts already suspended. 'skip' (the default) leaves them
   * as they are, reported in their results as skipped; 'change' gives them this suspension's end.
   */
  alreadySuspended: z.enum(alreadySuspendedChoices, { error: `alreadySuspended must be one of: ${alreadySuspendedChoices.join(', ')}.` }).optional(),
  /**
   * Additive: the number of accounts the caller confirmed sending notices to. Required, equal to the
   * number of ids, when this request sends notices to more than `bulkLimits.unconfirmedNotices`; never
   * fewer than the ids (a caller sending one confirmed run in several requests names the whole run).
   */
  confirmNotices: z
    .number({ error: confirmNoticesError })
    .int({ error: confirmNoticesError })
    .positive({ error: confirmNoticesError })
    .optional(),
}).superRefine((body, ctx) => {
  if (body.action !== 'suspend' && body.alreadySuspended) {
    ctx.addIssue({ code: 'custom', message: 'alreadySuspended belongs to suspend only.', path: ['alreadySuspended'], input: body.alreadySuspended });
  }
  if (body.action !== 'unsuspend' && !body.reason) {
    ctx.addIssue({ code: 'custom', message: 'reason is required.', path: ['reason'], input: body.reason });
  }
  if (body.action !== 'suspend' && body.until) {
    ctx.addIssue({ code: 'custom', message: 'until belongs to suspend only.', path: ['until'], input: body.until });
  }
});
export type BulkRequest = z.infer<typeof bulkRequestSchema>;

/** One id's outcome: `ok` with the entry written and the version now, or why not in `message`. */
export const bulkResultSchema = z.object({
  id: idSchema,
  ok: z.boolean(),
  message: z.string().optional(),
  entry: idSchema.optional(),
  version: accountVersionSchema.optional(),
  /** Additive: true when the account was left as it was on purpose (already suspended), `message` saying why. */
  skipped: z.boolean().optional(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** `{ results }`, one per id in the order asked. */
export const bulkResponseSchema = z.object({ results: z.array(bulkResultSchema) });
export type BulkResponse = z.infer<typeof bulkResponseSchema>;

/**
 * POST /api/admin/undo: reverses the actions of these audit entries (a suspend by unsuspending, an
 * unsuspend by suspending until the previous end, a delete by restoring, a restore by deleting). Each
 * result's `id` is the entry undone and `entry` the new one, which links back to it (`undoes`).
 */
export const undoRequestSchema = strictBody({ entries: idList('entries') });
export type UndoRequest = z.infer<typeof undoRequestSchema>;

/** POST /api/admin/users/:id/restore: an optional note for other administrators. */
export const restoreRequestSchema = strictBody({ note: optionalNote });
export type RestoreRequest = z.infer<typeof restoreRequestSchema>;

/** GET /api/admin/accounts/matching: every account of a kind the search matches, for 'Select all N matching'. */
export const matchingAccountsResponseSchema = z.object({
  /** How many match; `accounts` stops at `bulkLimits.selection`. */
  total: z.number().int().nonnegative(),
  accounts: z.array(z.object({ id: idSchema, fullName: z.string(), version: accountVersionSchema })),
});
export type MatchingAccountsResponse = z.infer<typeof matchingAccountsResponseSchema>;
