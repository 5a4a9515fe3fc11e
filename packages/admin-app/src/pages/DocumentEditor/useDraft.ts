import { useEffect, useRef, useState } from 'react';
import { readDraft, removeDraft, writeDraft, type Draft } from '../../data/drafts';
import type { EditedDocumentName } from '../../data/documents';
import { useAdminProfile } from '../../data/useReads';

/** How often an edit in progress is kept in the browser while it differs from what was loaded. */
export const draftIntervalMs = 3000;

type DraftInput = {
  /** The editor's HTML now. */
  content: string;
  /** Whether it differs from what was loaded. */
  dirty: boolean;
  /** The revision the edit started from. */
  baseRevision: number | null | undefined;
  /** The loaded document's HTML; undefined until it has loaded (no offer is made before). */
  loaded: string | undefined;
};

/** What the interval and the last-moment write keep: the newest edit, as of the last render. */
type Latest = { document: EditedDocumentName; member: string | undefined; content: string; dirty: boolean; baseRevision: number | null | undefined; paused: boolean; written: string | undefined };

/** Writes the edit unless there is nothing new to keep (unchanged since the last write, or an offer is waiting). */
function keep(latest: Latest) {
  const { document, member, content, dirty, baseRevision, paused, written } = latest;
  if (!member || !dirty || paused || content === written) return;
  if (writeDraft(document, member, { content, savedAt: new Date().toISOString(), baseRevision })) latest.written = content;
}

/**
 * Keeps a staff member's unsaved edit of a document in this browser (issue 18): every few seconds while
 * it differs from what was loaded, and at once when the editor goes away (a 401 sends the member to
 * /login, a tab is closed). Opening the editor again as the same member offers the kept edit back,
 * unless it is what the document already says. The member is known by the profile's id, so nobody
 * else is offered it.
 */
export function useDraft(document: EditedDocumentName, { content, dirty, baseRevision, loaded }: DraftInput) {
  const { data: profile } = useAdminProfile();
  const member = profile ? String(profile.id) : undefined;
  const [offer, setOffer] = useState<Draft>();
  // Whose draft was looked for, so it is looked for once per member, as soon as the document is there.
  const [lookedFor, setLookedFor] = useState<string>();
  if (member && loaded !== undefined && lookedFor !== member) {
    setLookedFor(member);
    const kept = readDraft(document, member);
    setOffer(kept && kept.content !== loaded ? kept : undefined);
  }

  const latest = useRef<Latest>({ document, member, content, dirty, baseRevision, paused: false, written: undefined });
  useEffect(() => {
    Object.assign(latest.current, { document, member, content, dirty, baseRevision, paused: offer !== undefined });
  });

  useEffect(() => {
    if (!dirty) return undefined;
    const timer = setInterval(() => keep(latest.current), draftIntervalMs);
    return () => clearInterval(timer);
  }, [dirty]);

  useEffect(() => {
    const state = latest.current;
    const keepNow = () => keep(state);
    window.addEventListener('pagehide', keepNow);
    return () => {
      window.removeEventListener('pagehide', keepNow);
      keepNow();
    };
  }, []);

  return {
    /** A kept edit found on opening, waiting for Restore or Discard; nothing is kept meanwhile. */
    offer,
    /** Takes the offer: the caller puts its content in the editor. */
    restore: (): Draft | undefined => {
      setOffer(undefined);
      return offer;
    },
    /** Declines the offer and forgets the kept edit. */
    discard: () => {
      setOffer(undefined);
      if (member) removeDraft(document, member);
    },
    /** Forgets the kept edit once it was saved or thrown away; nothing more is kept until the next change. */
    clear: () => {
      Object.assign(latest.current, { dirty: false, written: undefined });
      if (member) removeDraft(document, member);
    },
  };
}
