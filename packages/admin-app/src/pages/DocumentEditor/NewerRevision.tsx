import { useState } from 'react';
import type { PolicyRevision } from '@chairside/api-contract';
import { Button, DocumentDialog, DocumentDiff, Notice } from '@chairside/design-system';
import type { EditedDocumentName } from '../../data/documents';
import { useRevision } from '../../data/useDocuments';
import { editorTexts as texts } from './editorTexts';

export type NewerRevisionProps = {
  document: EditedDocumentName;
  /** The newest revision, saved by someone after this edit began (the 409's `latest`). */
  latest: PolicyRevision;
  /** The editor's text, compared with it. */
  text: string;
  /** While the save runs again. */
  busy: boolean;
  /** Saves over it. */
  onSaveAnyway: () => void;
};

/**
 * A save stopped because someone saved a newer revision after this edit began (issue 18): a notice
 * that says who and when, with Compare (the two side by side, loaded on demand) and Save anyway.
 */
export function NewerRevision({ document, latest, text, busy, onSaveAnyway }: NewerRevisionProps) {
  const [comparing, setComparing] = useState(false);
  const newest = useRevision(document, comparing ? latest.id : null);
  return (
    <>
      <Notice
        tone="warning"
        role="alert"
        title={texts.conflictTitle}
        actions={
          <>
            <Button variant="secondary" onClick={() => setComparing(true)}>
              {texts.compare}
            </Button>
            <Button busy={busy} busyText="Saving..." onClick={onSaveAnyway}>
              {texts.saveAnyway}
            </Button>
          </>
        }
      >
        {texts.conflict(latest)}
      </Notice>
      {comparing ? (
        <DocumentDialog
          open
          onOpenChange={setComparing}
          title={texts.conflictDialogTitle(latest)}
          loading={newest.isLoading}
          error={newest.error ? texts.revisionFailed : null}
          onRetry={() => void newest.mutate()}
          actions={[{ label: texts.saveAnyway, onClick: onSaveAnyway, busy, busyText: 'Saving...' }]}
        >
          {newest.data ? (
            <DocumentDiff before={newest.data.content} after={text} beforeLabel={texts.revisionLabel(newest.data)} afterLabel={texts.yourChanges} />
          ) : null}
        </DocumentDialog>
      ) : null}
    </>
  );
}
