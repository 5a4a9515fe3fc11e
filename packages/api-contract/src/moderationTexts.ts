/*
 * The moderation words without their schemas: the reasons, the actions and the notices' subjects and
 * templates. The app's moderation dialog imports these, and a module without zod keeps zod out of the
 * list and detail pages' code (scripts/bundle-budget.mjs). moderation.ts re-exports them beside the
 * schemas built from them.
 */

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

/** What the log records for a call that gave no reason: SPEC.md's body-less suspend, unsuspend and delete. */
export const reasonNotGiven = 'Not given';

export const moderationActions = ['suspend', 'unsuspend', 'delete'] as const;
export type ModerationAction = (typeof moderationActions)[number];

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

/**
 * The line of ours above the notice in its email: the staff member's message follows it
 * quoted line by line, so nothing they write can pass for Chairside's own words. `staffName` comes
 * quoted, as data.
 */
export const noticeFrom = (staffName: string) => `Message from the Chairside team member ${staffName}:`;

/** The notice as the account holder reads it: every `{name}` replaced by their name. */
export const fillNotice = (message: string, values: { name: string }): string => message.replaceAll(noticeNamePlaceholder, values.name);
