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
