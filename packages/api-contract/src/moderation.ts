import { z } from 'zod';
import { limits, refuseControlCharacters, strictBody } from './common';

/** Why an account was suspended, unsuspended or deleted: the one list the dialog, the server and the log use. */
export const moderationReasons = [
  'Fake or duplicate account',
  'Spam or scam',
  'Harassment or abuse',
  'Unsafe or illegal service',
  'Payment or subscription problem',
  'Inappropriate content',
  'Requested by the account holder',
  'Other',
] as const;
export type ModerationReason = (typeof moderationReasons)[number];
export const moderationReasonSchema = z.enum(moderationReasons);

/** What the log records for a call that gave no reason: SPEC.md's body-less suspend, unsuspend and delete. */
export const reasonNotGiven = 'Not given';

export const moderationActions = ['suspend', 'unsuspend', 'delete'] as const;
export type ModerationAction = (typeof moderationActions)[number];

// --- Request bodies --------------------------------------------------------------------------------

const reason = z.enum(moderationReasons, {
  error: (issue) => (issue.input === undefined ? 'reason is required.' : `reason must be one of: ${moderationReasons.join(', ')}.`),
});

/** Optional text, trimmed; empty (or null) means none. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .check(refuseControlCharacters(label))
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

// --- Notices ---------------------------------------------------------------------------------------

/** Replaced by the account's name when the notice is written to the outbox (and in the dialog's preview). */
export const noticeNamePlaceholder = '{name}';

/** The subject of the email for each action. */
export const noticeSubjects: Record<ModerationAction, string> = {
  suspend: 'Your Chairside account has been suspended',
  unsuspend: 'Your Chairside account is active again',
  delete: 'Your Chairside account has been deleted',
};

/** Why, as the sentence "…because {explanation}." of a suspend or delete notice puts it. */
const reasonExplanations: Record<ModerationReason, string> = {
  'Fake or duplicate account': 'it appears to be a fake account or a duplicate of another account',
  'Spam or scam': 'it was used to send spam or to mislead other members',
  'Harassment or abuse': 'it was used to harass or abuse other members',
  'Unsafe or illegal service': 'it offered a service that is unsafe or not allowed by law',
  'Payment or subscription problem': 'of a problem with a payment or a subscription',
  'Inappropriate content': 'its profile or pictures contained content that is not allowed on Chairside',
  'Requested by the account holder': 'you asked us to',
  Other: 'of a problem our team found while reviewing it',
};

const greeting = `Hello ${noticeNamePlaceholder},`;
const signature = 'The Chairside team';

/**
 * The plain text the dialog prefills for an action and reason, addressed to the account holder by
 * `{name}`. The administrator may edit it before it is sent.
 */
export const noticeTemplate = (action: ModerationAction, reasonGiven?: ModerationReason): string => {
  const because = reasonGiven ? ` because ${reasonExplanations[reasonGiven]}` : '';
  const body = {
    suspend: `We have suspended your Chairside account${because}. While it is suspended you cannot sign in and your profile is hidden from the marketplace.\n\nIf you think this is a mistake, reply to this email and tell us why.`,
    unsuspend: 'Your Chairside account is active again: you can sign in, and your profile is visible in the marketplace.',
    delete: `We have deleted your Chairside account${because}. Your profile and its data have been removed from the marketplace.\n\nIf you think this is a mistake, reply to this email.`,
  }[action];
  return `${greeting}\n\n${body}\n\n${signature}`;
};

/** The notice as the account holder reads it: every `{name}` replaced by their name. */
export const fillNotice = (message: string, values: { name: string }): string => message.replaceAll(noticeNamePlaceholder, values.name);

// --- Notice delivery, as the log shows it ----------------------------------------------------------

/**
 * Where a notice is: waiting for (or being handed to) the mail server, accepted by it, given up after
 * the last try, or kept because no mail server is configured (SMTP_URL unset).
 */
export const noticeStatuses = ['pending', 'sent', 'failed', 'unconfigured'] as const;
export type NoticeStatus = (typeof noticeStatuses)[number];
export const noticeStatusSchema = z.enum(noticeStatuses);

/** How screens and the CSV export name each status. */
export const noticeStatusLabels: Record<NoticeStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
  unconfigured: 'Not sent: no mail server configured',
};
