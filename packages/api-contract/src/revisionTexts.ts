/*
 * The sizes of policy and terms revisions (issue 18) without schemas: the editor and the public pages
 * read them, and a module without zod keeps zod out of those pages' code (scripts/bundle-budget.mjs).
 */

/** Policy and terms revisions (issue 18). */
export const revisionLimits = {
  /** The one-line summary of a save. */
  summary: 200,
  /** A page of the history. */
  page: 10,
  /** A scheduled save may be at most this far ahead. */
  scheduleDays: 366 * 2,
} as const;

/**
 * What a save or a restore that takes effect before a scheduled revision does with it, when that
 * revision was built on older text: without a choice such a save is a 409.
 * - 'rebase': the scheduled revision keeps its own text, records the new one as its base, and carries a
 *   note that its text does not include what this save published, shown until it takes effect;
 * - 'withdraw': the scheduled revision is withdrawn, as its Cancel would;
 * - 'keep': both stand, knowingly: on its date the scheduled revision replaces this text as written.
 */
export const scheduledRevisionChoices = ['rebase', 'withdraw', 'keep'] as const;
export type ScheduledRevisionChoice = (typeof scheduledRevisionChoices)[number];
