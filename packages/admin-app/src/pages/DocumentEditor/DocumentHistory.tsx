import { useState } from 'react';
import type { PolicyRevision, PolicyRevisionWithContent, ScheduledRevisionChoice } from '@chairside/api-contract';
import { DocumentDialog, DocumentDiff, RevisionHistory, SafeHtml, toast, type RevisionHistoryItem } from '@chairside/design-system';
import { ApiError } from '../../api/client';
import { failureMessage, isSignedOut } from '../../api/failure';
import { scheduledConflictOf, type EditedDocumentName } from '../../data/documents';
import { formatDateTime } from '../../data/moderationTexts';
import { useRestoreRevision, useRevision, useRevisions } from '../../data/useDocuments';
import { editorTexts as texts } from './editorTexts';
import { ScheduledChoice } from './ScheduledChoice';

/** A revision as the History panel lists it, its times written out for the reader. */
const itemOf = (revision: PolicyRevision): RevisionHistoryItem => ({
  id: revision.id,
  number: revision.number,
  saved: formatDateTime(revision.savedAt),
  effective: formatDateTime(revision.effectiveAt),
  author: texts.author(revision),
  size: revision.size,
  summary: revision.summary,
  restoredFromNumber: revision.restoredFrom?.number ?? null,
  status: revision.status,
});

/** What the panel's dialog shows: one revision to read, or two to compare. */
type Shown = { read: number } | { compare: [number, number] };

export type DocumentHistoryProps = {
  document: EditedDocumentName;
  /** How texts name the document: 'privacy policy'. */
  documentName: string;
  /** Whether the staff member may restore (their role may edit the document). */
  canEdit: boolean;
  /** The revision an editor with changes started from; a restore over a newer one is refused (409). */
  baseRevision: number | null | undefined;
  /** Runs after a restore made `revision` the current one. */
  onRestored: (revision: PolicyRevisionWithContent) => void;
};

/**
 * The History panel of a document editor (issue 18): its revisions newest first, a page at a time;
 * any one opened to read (sanitised by SafeHtml), any two compared word by word, any earlier one
 * restored as a new revision. A backend without revisions (404) shows no panel at all.
 */
export function DocumentHistory({ document, documentName, canEdit, baseRevision, onRestored }: DocumentHistoryProps) {
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<Shown>();
  const [restoringId, setRestoringId] = useState<number | null>(null);
  // A restore refused because a scheduled revision built on older text would replace it.
  const [stale, setStale] = useState<{ id: number; scheduled: PolicyRevision[]; choice?: ScheduledRevisionChoice }>();
  const revisions = useRevisions(document, page);
  const restore = useRestoreRevision(document);
  const first = useRevision(document, shown ? ('read' in shown ? shown.read : shown.compare[0]) : null);
  const second = useRevision(document, shown && 'compare' in shown ? shown.compare[1] : null);

  if (revisions.error instanceof ApiError && revisions.error.status === 404) return null;

  const onRestore = async (id: number, scheduledRevisions?: ScheduledRevisionChoice) => {
    setRestoringId(id);
    try {
      const made = await restore.trigger({ id, baseRevision, scheduledRevisions });
      setStale(undefined);
      const from = revisions.data?.data.find((revision) => revision.id === id)?.number ?? made.restoredFrom?.number ?? id;
      toast.success(texts.restored(from, made.number));
      setPage(1);
      onRestored(made);
    } catch (failure) {
      const scheduled = failure instanceof ApiError && failure.status === 409 ? scheduledConflictOf(failure.body) : undefined;
      if (scheduled) setStale({ id, scheduled });
      else if (!isSignedOut(failure)) toast.error(failureMessage(failure));
    } finally {
      setRestoringId(null);
    }
  };

  const loading = first.isLoading || second.isLoading;
  const error = first.error ?? second.error;
  const retry = () => {
    void first.mutate();
    void second.mutate();
  };
  const dialog =
    shown === undefined
      ? undefined
      : 'read' in shown
        ? {
            title: first.data ? texts.readTitle(first.data) : texts.loadingRevision,
            meta: first.data ? texts.readMeta(first.data) : undefined,
            body: first.data ? <SafeHtml html={first.data.content} /> : null,
          }
        : {
            title: first.data && second.data ? texts.compareTitle(first.data, second.data) : texts.loadingRevision,
            meta: undefined,
            body:
              first.data && second.data ? (
                <DocumentDiff
                  before={first.data.content}
                  after={second.data.content}
                  beforeLabel={texts.revisionLabel(first.data)}
                  afterLabel={texts.revisionLabel(second.data)}
                />
              ) : null,
          };

  return (
    <>
      <RevisionHistory
        revisions={(revisions.data?.data ?? []).map(itemOf)}
        documentName={documentName}
        loading={revisions.isLoading}
        error={revisions.error && !revisions.data ? texts.historyFailed : null}
        onRetry={() => void revisions.mutate()}
        page={page}
        totalPages={revisions.data?.totalPages ?? 1}
        onPageChange={setPage}
        onOpen={(id) => setShown({ read: id })}
        onCompare={(older, newer) => setShown({ compare: [older, newer] })}
        onRestore={canEdit ? (id) => onRestore(id) : undefined}
        restoringId={restoringId}
      />
      {dialog ? (
        <DocumentDialog
          open
          onOpenChange={(open) => {
            if (!open) setShown(undefined);
          }}
          title={dialog.title}
          meta={dialog.meta}
          loading={loading}
          error={error ? texts.revisionFailed : null}
          onRetry={retry}
        >
          {dialog.body}
        </DocumentDialog>
      ) : null}
      {stale ? (
        <ScheduledChoice
          scheduled={stale.scheduled}
          documentName={documentName}
          busy={restore.isMutating ? stale.choice : undefined}
          onChoose={(choice) => {
            setStale({ ...stale, choice });
            void onRestore(stale.id, choice);
          }}
          onClose={() => setStale(undefined)}
        />
      ) : null}
    </>
  );
}
