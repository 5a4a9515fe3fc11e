import { documentContent, type PolicyRevision } from '@chairside/api-contract';

/**
 * The two documents staff edit and the public reads (issue 18: each with a history). Everything that
 * differs between them on the wire is named here once; the hooks and the editor take a document's name.
 */
export const editedDocuments = {
  privacyPolicy: {
    /** How texts name it: 'Revision 3 of the privacy policy'. */
    name: 'privacy policy',
    read: 'getAdminPrivacyPolicy',
    save: 'saveAdminPrivacyPolicy',
    publicRead: 'getPublicPrivacyPolicy',
    list: 'listPrivacyPolicyRevisions',
    one: 'getPrivacyPolicyRevision',
    restore: 'restorePrivacyPolicyRevision',
    cancel: 'cancelPrivacyPolicyRevision',
  },
  terms: {
    name: 'terms',
    read: 'getAdminTerms',
    save: 'saveAdminTerms',
    publicRead: 'getPublicTerms',
    list: 'listTermsRevisions',
    one: 'getTermsRevision',
    restore: 'restoreTermsRevision',
    cancel: 'cancelTermsRevision',
  },
} as const;

export type EditedDocumentName = keyof typeof editedDocuments;

/**
 * A document as the app shows it, read tolerantly: SPEC.md's backend answers only its content (under
 * its name, bare, or as a string), ours adds when it took effect and which revisions it knows.
 */
export type DocumentState = {
  content: string | undefined;
  /** When what is shown took effect; undefined when the backend does not say (or for the built-in default). */
  updatedAt: string | undefined;
  /** The revision being served: null for the built-in default, undefined when the backend keeps no history. */
  revisionId: number | null | undefined;
  /** What an editor opened now starts from: the newest revision saved, scheduled ones included. */
  latestRevisionId: number | null | undefined;
  /** Revisions waiting for their date, soonest first. */
  scheduled: PolicyRevision[];
};

const idOrNull = (value: unknown): number | null | undefined =>
  value === null ? null : typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/** Reads a document answer of either backend into what the screens show. */
export function readDocument(answer: unknown, name: EditedDocumentName): DocumentState {
  const wrapped = answer !== null && typeof answer === 'object' ? (answer as Record<string, unknown>)[name] : undefined;
  const fields = (wrapped !== null && typeof wrapped === 'object' ? wrapped : answer) as Record<string, unknown> | null | undefined;
  const extra = fields !== null && typeof fields === 'object' ? fields : {};
  return {
    content: documentContent(answer, name),
    updatedAt: typeof extra.updatedAt === 'string' ? extra.updatedAt : undefined,
    revisionId: idOrNull(extra.revisionId),
    latestRevisionId: idOrNull(extra.latestRevisionId),
    scheduled: Array.isArray(extra.scheduled) ? (extra.scheduled as PolicyRevision[]) : [],
  };
}

/**
 * The revision an editor that opens `document` now starts from, sent back as `baseRevision` so a save
 * over someone else's newer one is refused (409). Undefined when the backend keeps no revisions: then
 * the save sends only SPEC.md's `{ content }`.
 */
export const baseRevisionOf = (document: DocumentState | undefined): number | null | undefined =>
  document?.latestRevisionId !== undefined ? document.latestRevisionId : document?.revisionId;

/**
 * The newest revision a 409 names (`revisionConflictSchema`: `{ message, latest }`), read without zod so
 * the editor's code stays small; undefined for any other 409 (an account conflict, a backend of its own).
 */
export function conflictOf(body: unknown): PolicyRevision | undefined {
  const latest = body !== null && typeof body === 'object' ? (body as { latest?: unknown }).latest : undefined;
  if (latest === null || typeof latest !== 'object') return undefined;
  const { id, number, savedAt, author } = latest as Partial<PolicyRevision>;
  const known = typeof id === 'number' && typeof number === 'number' && typeof savedAt === 'string' && author !== null && typeof author === 'object';
  return known ? (latest as PolicyRevision) : undefined;
}

/**
 * The scheduled revisions a 409 says the save would leave on older text (`scheduledConflictSchema`:
 * `{ message, scheduled, current }`), soonest first; undefined for any other 409.
 */
export function scheduledConflictOf(body: unknown): PolicyRevision[] | undefined {
  const scheduled = body !== null && typeof body === 'object' ? (body as { scheduled?: unknown }).scheduled : undefined;
  if (!Array.isArray(scheduled) || scheduled.length === 0) return undefined;
  const known = scheduled.every(
    (row: Partial<PolicyRevision> | null) => row !== null && typeof row === 'object' && typeof row.id === 'number' && typeof row.effectiveAt === 'string',
  );
  return known ? (scheduled as PolicyRevision[]) : undefined;
}
