import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { revisionLimits, type PolicyRevision, type PolicyRevisionWithContent, type ScheduledRevisionChoice } from '@chairside/api-contract';
import { call } from '../api/client';
import { editedDocuments, readDocument, type DocumentState, type EditedDocumentName } from './documents';
import { isKeyOf, keyOf } from './keys';
import { useRead } from './useReads';

/** The privacy policy or the terms as the editor loads them: content, revisions and schedule. */
export const useEditedDocument = (document: EditedDocumentName) =>
  useRead(editedDocuments[document].read, [], (answer) => readDocument(answer, document), { revalidateOnFocus: false });

/** The public privacy policy or terms (no login): the content and when it took effect. */
export const usePublicDocument = (document: EditedDocumentName) =>
  useRead(editedDocuments[document].publicRead, [], (answer) => readDocument(answer, document));

/** One page of a document's history, newest first. */
export const useRevisions = (document: EditedDocumentName, page: number) =>
  useRead(editedDocuments[document].list, [{ query: { page, limit: revisionLimits.page } }], undefined, { keepPreviousData: true });

/** One revision with its content; `id` null asks for nothing. */
export const useRevision = (document: EditedDocumentName, id: number | null) =>
  useRead(editedDocuments[document].one, id === null ? null : [{ params: { id } }], (answer): PolicyRevisionWithContent => answer.revision);

/** Every read a change of `document` makes stale: the document (editor and public) and its history. */
const documentReads = (document: EditedDocumentName) => {
  const { read, publicRead, list, one } = editedDocuments[document];
  return isKeyOf([read, publicRead, list, one]);
};

/** What a save sends beyond SPEC.md's content: the dialog's answers and the revision the edit started from. */
export type SaveRequest = {
  content: string;
  summary?: string;
  /** When it takes effect; undefined publishes now. */
  effectiveAt?: Date;
  /** Undefined for a backend without revisions: then only `{ content }` is sent. */
  baseRevision?: number | null;
  /** What to do with a scheduled revision built on older text, once a save was refused for it. */
  scheduledRevisions?: ScheduledRevisionChoice;
};

/**
 * Saves the document as a new revision. The answer is the saved document; every read of it is read
 * again, since a scheduled save changes the history but not what is shown. A 409 (someone saved after
 * the edit began) throws an ApiError whose body names their revision (`revisionConflictSchema`), or the
 * scheduled revisions the save would leave on older text (`scheduledConflictSchema`).
 */
export function useSaveDocument(document: EditedDocumentName) {
  const { mutate } = useSWRConfig();
  const { save } = editedDocuments[document];
  return useSWRMutation<DocumentState & { revision?: PolicyRevision }, Error, string, SaveRequest>(
    `${keyOf(save)}#save`,
    async (_key, { arg: { content, summary, effectiveAt, baseRevision, scheduledRevisions } }) => {
      const body = {
        content,
        ...(summary ? { summary } : {}),
        ...(effectiveAt ? { effectiveAt: effectiveAt.toISOString() } : {}),
        ...(baseRevision !== undefined ? { baseRevision } : {}),
        ...(scheduledRevisions ? { scheduledRevisions } : {}),
      };
      const answer = await call(save, { body });
      void mutate(documentReads(document));
      const wrapped = (answer as Record<string, unknown>)[document] as { revision?: PolicyRevision } | undefined;
      return { ...readDocument(answer, document), revision: wrapped?.revision };
    },
    { throwOnError: true },
  );
}

/**
 * Restores a revision as a new one; the document and its history are read again. Like a save, a 409
 * may name scheduled revisions it would leave on older text, until `scheduledRevisions` says what to do.
 */
export function useRestoreRevision(document: EditedDocumentName) {
  const { mutate } = useSWRConfig();
  const { restore } = editedDocuments[document];
  return useSWRMutation<PolicyRevisionWithContent, Error, string, { id: number } & Pick<SaveRequest, 'baseRevision' | 'scheduledRevisions'>>(
    `${keyOf(editedDocuments[document].list)}#restore`,
    async (_key, { arg: { id, baseRevision, scheduledRevisions } }) => {
      const body = { ...(baseRevision !== undefined ? { baseRevision } : {}), ...(scheduledRevisions ? { scheduledRevisions } : {}) };
      const answer = await call(restore, { params: { id }, body });
      void mutate(documentReads(document));
      return answer.revision;
    },
    { throwOnError: true },
  );
}

/** Withdraws a scheduled revision; the document and its history are read again. */
export function useCancelRevision(document: EditedDocumentName) {
  const { mutate } = useSWRConfig();
  const { cancel } = editedDocuments[document];
  return useSWRMutation<PolicyRevision, Error, string, number>(
    `${keyOf(editedDocuments[document].list)}#cancel`,
    async (_key, { arg: id }) => {
      const answer = await call(cancel, { params: { id } });
      void mutate(documentReads(document));
      return answer.revision;
    },
    { throwOnError: true },
  );
}

