import { z } from 'zod';
import { noticeStatuses } from './auditTexts';
import { moderationReasons, type ModerationReason } from './moderationTexts';
import { limits, multiLine, strictBody } from './common';

export {
  fillNotice,
  moderationActions,
  moderationReasons,
  noticeFrom,
  noticeNamePlaceholder,
  noticeSubjects,
  noticeTemplate,
  reasonNotGiven,
  type ModerationAction,
  type ModerationReason,
} from './moderationTexts';
export const moderationReasonSchema = z.enum(moderationReasons);

// --- Request bodies --------------------------------------------------------------------------------

const reason = z.enum(moderationReasons, {
  error: (issue) => (issue.input === undefined ? 'reason is required.' : `reason must be one of: ${moderationReasons.join(', ')}.`),
});

/** Optional text of lines (a textarea's), trimmed; empty (or null) means none. */
const optionalText = (label: string, max: number) =>
  multiLine(label, `${label} must be text.`)
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .nullable()
    .optional();

/** `{ send, message }`: whether to email the account holder, and the plain text to send. */
export const moderationNoticeSchema = z
  .strictObject(
    {
      send: z.boolean({ error: 'notice.send must be true or false.' }),
      message: optionalText('notice.message', limits.noticeMessage),
    },
    {
      error: (issue) => {
        if (issue.code === 'unrecognized_keys') return `notice: unexpected field ${issue.keys.join(', ')}.`;
        if (issue.code === 'invalid_type') return 'notice must be an object { send, message }.';
        return undefined;
      },
    },
  )
  .superRefine((value, ctx) => {
    if (value.send && !value.message) {
      ctx.addIssue({ code: 'custom', message: 'notice.message is required when notice.send is true.', path: ['message'], input: value.message });
    }
  });
export type ModerationNotice = z.infer<typeof moderationNoticeSchema>;

const note = optionalText('note', limits.moderationNote);

/** The end of a timed suspension; null (or left out) suspends until an administrator lifts it. The server checks it is ahead. */
const until = z.iso
  .datetime({ offset: true, error: 'until must be an ISO 8601 date and time, e.g. 2026-01-31T18:00:00Z.' })
  .nullable()
  .optional();

/**
 * The optional bodies of the moderation calls. SPEC.md section 7 sends none (nor does a client that
 * sends `{}` or `null`): the server then records the reason 'Not given' and sends no notice.
 */
export const suspendRequestSchema = strictBody({ reason, note, notice: moderationNoticeSchema.optional(), until });
export type SuspendRequest = z.infer<typeof suspendRequestSchema>;

/** The reason is optional when lifting a suspension; `until` belongs to suspend only. */
export const unsuspendRequestSchema = strictBody({ reason: reason.optional(), note, notice: moderationNoticeSchema.optional() });
export type UnsuspendRequest = z.infer<typeof unsuspendRequestSchema>;

export const deleteRequestSchema = strictBody({ reason, note, notice: moderationNoticeSchema.optional() });
export type DeleteRequest = z.infer<typeof deleteRequestSchema>;

/** What any of the three bodies carries once parsed. */
export type ModerationRequest = { reason?: ModerationReason | undefined; note?: string | null | undefined; notice?: ModerationNotice | undefined; until?: string | null | undefined };

// --- Notice delivery, as the log shows it ----------------------------------------------------------

export { noticeStatuses, noticeStatusLabels, type NoticeStatus } from './auditTexts';
export const noticeStatusSchema = z.enum(noticeStatuses);
