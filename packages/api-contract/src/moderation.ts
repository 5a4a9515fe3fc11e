import { z } from 'zod';

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
