import { useState } from 'react';
import type { PolicyRevision } from '@chairside/api-contract';
import { Button, ConfirmDialog, Notice, toast } from '@chairside/design-system';
import { failureMessage, isSignedOut } from '../../api/failure';
import type { EditedDocumentName } from '../../data/documents';
import { useCancelRevision } from '../../data/useDocuments';
import { editorTexts as texts } from './editorTexts';

export type ScheduledChangesProps = {
  document: EditedDocumentName;
  /** How texts name it: 'terms'. */
  documentName: string;
  /** Revisions waiting for their date, soonest first. */
  scheduled: readonly PolicyRevision[];
  /** Whether the staff member may withdraw them. */
  canEdit: boolean;
};

/**
 * What is scheduled (issue 18): a notice per revision waiting for its date, saying when, by whom, and
 * whether it needs review or will not take effect, with Cancel, which asks before it
 * withdraws the revision.
 */
export function ScheduledChanges({ document, documentName, scheduled, canEdit }: ScheduledChangesProps) {
  const cancel = useCancelRevision(document);
  const [withdrawing, setWithdrawing] = useState<PolicyRevision>();

  const onWithdraw = async (revision: PolicyRevision) => {
    try {
      await cancel.trigger(revision.id);
      toast.success(texts.cancelled);
    } catch (failed) {
      if (!isSignedOut(failed)) toast.error(failureMessage(failed));
    }
  };

  return (
    <>
      {scheduled.map((revision) => (
        <Notice
          key={revision.id}
          tone="info"
          role="region"
          title={texts.scheduled(revision.effectiveAt)}
          actions={
            canEdit ? (
              <Button variant="secondary" aria-label={texts.cancelScheduledName(revision.effectiveAt)} onClick={() => setWithdrawing(revision)}>
                {texts.cancelScheduled}
              </Button>
            ) : null
          }
        >
          {texts.scheduledDetail(revision)}
        </Notice>
      ))}
      <ConfirmDialog
        open={withdrawing !== undefined}
        onOpenChange={(open) => {
          if (!open) setWithdrawing(undefined);
        }}
        title={texts.cancelTitle}
        question={withdrawing ? texts.cancelQuestion(withdrawing.effectiveAt, documentName) : texts.cancelTitle}
        confirmLabel={texts.cancelConfirm}
        cancelLabel="Keep it"
        tone="danger"
        onConfirm={() => {
          if (withdrawing) void onWithdraw(withdrawing);
        }}
      />
    </>
  );
}
