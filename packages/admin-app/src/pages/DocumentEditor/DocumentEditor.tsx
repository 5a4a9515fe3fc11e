import { useEffect, useRef, useState } from 'react';
import { can, permissionRefusals, type PolicyRevision } from '@chairside/api-contract';
import { Button, ErrorMessage, Heading, Inline, Notice, PublishDialog, Skeleton, SkeletonGroup, Stack, Text, toast } from '@chairside/design-system';
import { RichTextEditor } from '@chairside/design-system/editor';
import { ApiError } from '../../api/client';
import { isSignedOut } from '../../api/failure';
import { LeavePrompt } from '../../app/LeavePrompt';
import { SaveFailure } from '../../app/saving';
import { baseRevisionOf, conflictOf, scheduledConflictOf, type DocumentState, type EditedDocumentName } from '../../data/documents';
import { useEditedDocument, useSaveDocument, type SaveRequest } from '../../data/useDocuments';
import { useStaffRole } from '../../data/useStaffRole';
import { DocumentHistory } from './DocumentHistory';
import { editorTexts as texts } from './editorTexts';
import { NewerRevision } from './NewerRevision';
import { ScheduledChanges } from './ScheduledChanges';
import { ScheduledChoice } from './ScheduledChoice';
import { useDraft } from './useDraft';

/** What sets the privacy policy's editor and the terms' apart (SPEC.md section 4). */
export type DocumentEditorDescription = {
  document: EditedDocumentName;
  /** How texts name it: 'privacy policy'. */
  documentName: string;
  /** The page's heading. */
  title: string;
  /** The editor's accessible name. */
  editorLabel: string;
  /** The skeleton's name while the document loads. */
  loadingLabel: string;
  /** The save button: 'Save Policy'. */
  saveLabel: string;
  /** SPEC.md section 8's words for a failed save, and this app's for a failed load. */
  messages: { saveFailed: string; loadFailed: string };
  /** 'always': editable on arrival (the policy); 'on-request': read-only until Edit (the terms). */
  editing: 'always' | 'on-request';
  /** What the editor holds when the document could not be loaded. */
  fallback: string;
  /** Runs after a save that took effect at once, with the saved content. */
  onSaved: (content: string, done: { stopEditing: () => void }) => void;
};

/** One editing session: the editor's key (a new one remounts it), what it started with, and from which revision. */
type Session = { key: number; initial: string; base: number | null | undefined };

/** The choices of the save dialog, kept for 'Save anyway' after a conflict, and the one about a scheduled revision. */
type Choice = Pick<SaveRequest, 'summary' | 'effectiveAt' | 'scheduledRevisions'>;

const startOf = (data: DocumentState | undefined, fallback: string, key: number): Session => ({
  key,
  initial: data?.content ?? fallback,
  base: baseRevisionOf(data),
});

/**
 * The privacy policy's or the terms' editor (SPEC.md section 4, issue 18): the rich-text editor and
 * its save, now through a dialog that asks for a summary and when it takes effect; what is scheduled,
 * with Cancel; the edit kept in the browser and offered back after a session ends; a question before
 * leaving unsaved changes; a save over someone else's newer revision stopped with an offer to compare;
 * and the History panel. A staff role that may not edit reads the document and its history.
 */
export function DocumentEditor({
  document,
  documentName,
  title,
  editorLabel,
  loadingLabel,
  saveLabel,
  messages,
  editing: editingMode,
  fallback,
  onSaved,
}: DocumentEditorDescription) {
  const { role, loading: roleLoading } = useStaffRole();
  const canEdit = can(role, 'content');
  const { data, error, isLoading, mutate } = useEditedDocument(document);
  const save = useSaveDocument(document);

  const [session, setSession] = useState<Session>();
  const [content, setContent] = useState<string>();
  const [editingNow, setEditingNow] = useState(false);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [conflict, setConflict] = useState<{ latest: PolicyRevision; choice: Choice }>();
  // A save refused because a scheduled revision built on older text would replace it.
  const [stale, setStale] = useState<{ scheduled: PolicyRevision[]; choice: Choice; base: number | null | undefined }>();

  const editing = canEdit && (editingMode === 'always' || editingNow);
  const loaded = data !== undefined || error !== undefined;
  const current = session ?? startOf(data, fallback, 0);
  const text = content ?? current.initial;
  const dirty = editing && content !== undefined && content !== current.initial;
  const hasHistory = data?.revisionId !== undefined;
  // Read by the leave prompt when a navigation starts; a save clears it before it navigates.
  const unsaved = useRef(dirty);
  useEffect(() => {
    unsaved.current = dirty;
  }, [dirty]);

  // A document that changed under an editor with nothing typed (a restore, a save elsewhere read
  // again) starts a new session from it; one with changes keeps them and its base, so a save is a 409.
  const fresh = startOf(data, fallback, current.key + 1);
  if (loaded && !dirty && (session === undefined || fresh.base !== session.base || (content === undefined && fresh.initial !== session.initial))) {
    setSession(fresh);
    setContent(undefined);
  }

  const draft = useDraft(document, {
    content: text,
    dirty,
    baseRevision: current.base,
    loaded: loaded && !roleLoading && canEdit ? current.initial : undefined,
  });

  const startOver = () => {
    setSession(undefined);
    setContent(undefined);
  };

  const stopEditing = () => {
    if (editingMode === 'on-request') setEditingNow(false);
  };

  const send = async (choice: Choice, base: number | null | undefined) => {
    setFailure(undefined);
    try {
      const saved = await save.trigger({ content: text, ...choice, baseRevision: hasHistory ? base : undefined });
      unsaved.current = false;
      draft.clear();
      setAsking(false);
      setConflict(undefined);
      setStale(undefined);
      if (saved.revision?.status === 'scheduled') {
        toast.success(texts.scheduledToast(saved.revision.effectiveAt));
        stopEditing();
        startOver();
        return;
      }
      startOver();
      onSaved(saved.content ?? text, { stopEditing });
    } catch (failed) {
      if (isSignedOut(failed)) return;
      const newer = failed instanceof ApiError && failed.status === 409 ? conflictOf(failed.body) : undefined;
      if (newer) {
        setAsking(false);
        setConflict({ latest: newer, choice });
        return;
      }
      const scheduled = failed instanceof ApiError && failed.status === 409 ? scheduledConflictOf(failed.body) : undefined;
      if (scheduled) {
        setAsking(false);
        setStale({ scheduled, choice, base });
        return;
      }
      console.error(messages.saveFailed, failed);
      setFailure(messages.saveFailed);
      toast.error(messages.saveFailed);
    }
  };

  const onSave = () => {
    setFailure(undefined);
    if (hasHistory) setAsking(true);
    else void send({}, undefined);
  };

  const onCancelEditing = () => {
    draft.clear();
    setFailure(undefined);
    setConflict(undefined);
    startOver();
    setEditingNow(false);
  };

  const onRestoreDraft = () => {
    const kept = draft.restore();
    if (!kept) return;
    setSession({ key: current.key + 1, initial: current.initial, base: kept.baseRevision });
    setContent(kept.content);
    setEditingNow(true);
  };

  if (isLoading || roleLoading) {
    return (
      <Stack space="large">
        <Heading level={1}>{title}</Heading>
        <SkeletonGroup label={loadingLabel}>
          {editingMode === 'always' ? <Skeleton shape="block" height="xlarge" /> : <Skeleton count={8} />}
        </SkeletonGroup>
      </Stack>
    );
  }

  return (
    <Stack space="large">
      <Inline space="medium" align="space-between" alignY="center">
        <Heading level={1}>{title}</Heading>
        {editingMode === 'on-request' && canEdit && !editingNow ? <Button onClick={() => setEditingNow(true)}>Edit</Button> : null}
      </Inline>
      {role !== undefined && !canEdit ? <Text tone="muted">{permissionRefusals.content}</Text> : null}
      {error ? <ErrorMessage onRetry={() => void mutate()}>{messages.loadFailed}</ErrorMessage> : null}
      {draft.offer ? (
        <Notice
          tone="warning"
          role="region"
          label={texts.draftLabel}
          actions={
            <>
              <Button onClick={onRestoreDraft}>{texts.draftRestore}</Button>
              <Button variant="secondary" onClick={draft.discard}>
                {texts.draftDiscard}
              </Button>
            </>
          }
        >
          {texts.draftOffer(draft.offer.savedAt)}
        </Notice>
      ) : null}
      <ScheduledChanges document={document} documentName={documentName} scheduled={data?.scheduled ?? []} canEdit={canEdit} />
      {conflict ? (
        <NewerRevision
          document={document}
          latest={conflict.latest}
          text={text}
          busy={save.isMutating}
          onSaveAnyway={() => void send(conflict.choice, conflict.latest.id)}
        />
      ) : null}
      <RichTextEditor
        key={`${editing ? 'edit' : 'read'}:${current.key}`}
        label={editorLabel}
        defaultValue={text}
        editable={editing}
        height={editing ? undefined : 'auto'}
        onChange={setContent}
      />
      {asking ? null : <SaveFailure failure={failure} />}
      {editing ? (
        <Inline space="medium">
          <Button busy={save.isMutating && !asking && !conflict} busyText="Saving..." onClick={onSave}>
            {saveLabel}
          </Button>
          {editingMode === 'on-request' ? (
            <Button variant="secondary" onClick={onCancelEditing}>
              Cancel
            </Button>
          ) : null}
        </Inline>
      ) : null}
      {hasHistory ? (
        <DocumentHistory
          document={document}
          documentName={documentName}
          canEdit={canEdit}
          baseRevision={current.base}
          onRestored={() => {
            if (!dirty) startOver();
          }}
        />
      ) : null}
      <PublishDialog
        open={asking}
        onOpenChange={(open) => {
          setAsking(open);
          if (!open) setFailure(undefined);
        }}
        title={texts.saveDialogTitle(documentName)}
        submitLabel={saveLabel}
        busyText="Saving..."
        busy={save.isMutating}
        error={failure ?? null}
        onSubmit={({ summary, effectiveAt }) => send({ summary: summary.trim() || undefined, effectiveAt: effectiveAt ?? undefined }, current.base)}
      />
      {stale ? (
        <ScheduledChoice
          scheduled={stale.scheduled}
          documentName={documentName}
          busy={save.isMutating ? stale.choice.scheduledRevisions : undefined}
          onChoose={(scheduledRevisions) => {
            const choice = { ...stale.choice, scheduledRevisions };
            setStale({ ...stale, choice });
            void send(choice, stale.base);
          }}
          onClose={() => setStale(undefined)}
        />
      ) : null}
      <LeavePrompt isDirty={() => unsaved.current} question={texts.leaveQuestion(documentName)} onLeave={draft.clear} />
    </Stack>
  );
}
