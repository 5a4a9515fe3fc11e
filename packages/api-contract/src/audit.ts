import { z } from 'zod';
import { idSchema, roleSchema, timestampSchema } from './common';
import { auditActions } from './auditTexts';
import { noticeStatusSchema } from './moderation';

/*
 * The audit log: who did what to whom, and when. Entries are only ever added; no call changes or
 * removes one.
 */

export { auditActions, auditActionLabels, activityCsvFileName, activityPageSize, type AuditAction } from './auditTexts';
export const auditActionSchema = z.enum(auditActions);

const nullableText = z.string().nullable();

/**
 * The email sent with a moderation action: its delivery status (see `noticeStatuses`) and the mail
 * server's last error, if any. Null when the action sent no notice.
 */
export const auditNoticeSchema = z.object({ status: noticeStatusSchema, error: nullableText });
export type AuditNotice = z.infer<typeof auditNoticeSchema>;

/**
 * Who did what to whom, and when. Names are copied at the time of the action so the entry still reads
 * after the account is deleted. `actorId` is null for what the server did by itself (an automatic
 * unsuspension) and for a failed sign-in, whose `actorEmail` is the address as typed.
 */
export const auditLogEntrySchema = z.object({
  id: idSchema,
  action: auditActionSchema,
  actorId: idSchema.nullable(),
  actorName: nullableText,
  actorEmail: nullableText,
  targetId: idSchema.nullable(),
  targetName: nullableText,
  targetRole: roleSchema.nullable(),
  /** Free text such as the route's kind ("salon") or the changed fields. */
  detail: nullableText,
  /** Additive: a moderation reason, 'Not given' for a call without one, null for other actions. */
  reason: nullableText,
  /** Additive: the note for other administrators. */
  note: nullableText,
  /** Additive: the end of a timed suspension. */
  until: timestampSchema.nullable(),
  /** Additive: the notice emailed with the action. */
  notice: auditNoticeSchema.nullable(),
  /** Additive: the entry this one undid (its action reversed through POST /api/admin/undo). */
  undoes: idSchema.nullable().optional(),
  /** Additive: the entry that undid this one, if any. */
  undoneBy: idSchema.nullable().optional(),
  createdAt: timestampSchema,
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** GET /api/admin/accounts/:id/history: the account's own entries, newest first, and where its suspension stands. */
export const accountHistoryResponseSchema = z.object({
  suspension: z.object({
    suspended: z.boolean(),
    /** When a timed suspension lifts itself; null when it lasts until lifted, or when active. */
    until: timestampSchema.nullable(),
  }),
  entries: z.array(auditLogEntrySchema),
});
export type AccountHistoryResponse = z.infer<typeof accountHistoryResponseSchema>;
