import { draftKeyPrefix, storage } from '../session/storage';
import type { EditedDocumentName } from './documents';

/** An edit not yet saved, kept in this browser for its author (issue 18). */
export type Draft = {
  content: string;
  /** When it was kept, as an ISO instant. */
  savedAt: string;
  /** The revision the edit started from; a save of the draft sends it, so a newer save is a 409. */
  baseRevision: number | null | undefined;
};

const keyOf = (document: EditedDocumentName, member: string) => `${draftKeyPrefix}${document}.${member}`;

/** The member's draft of `document`, or undefined (none, unreadable, or storage refused). */
export function readDraft(document: EditedDocumentName, member: string): Draft | undefined {
  try {
    const text = storage()?.getItem(keyOf(document, member));
    if (!text) return undefined;
    const draft = JSON.parse(text) as Partial<Draft>;
    if (typeof draft.content !== 'string' || typeof draft.savedAt !== 'string' || Number.isNaN(Date.parse(draft.savedAt))) return undefined;
    const base = draft.baseRevision;
    return { content: draft.content, savedAt: draft.savedAt, baseRevision: typeof base === 'number' || base === null ? base : undefined };
  } catch {
    return undefined;
  }
}

/** Keeps the member's draft of `document`; false when the browser would not store it (full, refused). */
export function writeDraft(document: EditedDocumentName, member: string, draft: Draft): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(keyOf(document, member), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the member's draft of `document` (it was saved, restored into the editor and saved, or discarded). */
export function removeDraft(document: EditedDocumentName, member: string): void {
  try {
    storage()?.removeItem(keyOf(document, member));
  } catch {
    // Storage that refuses a removal has nothing we could have kept there either.
  }
}
