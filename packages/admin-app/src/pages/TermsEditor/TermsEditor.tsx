import { useState } from 'react';
import { can, permissionRefusals } from '@chairside/api-contract';
import { Button, ErrorMessage, Heading, Inline, Skeleton, SkeletonGroup, Stack, Text, toast } from '@chairside/design-system';
import { RichTextEditor } from '@chairside/design-system/editor';
import { SaveFailure, useDocumentSave } from '../../app/saving';
import { useAdminTerms } from '../../data/useReads';
import { useSaveTerms } from '../../data/useSaveContent';
import { useStaffRole } from '../../data/useStaffRole';
import { defaultTermsTemplate } from './defaultTerms';

export const termsMessages = {
  saveFailed: 'There was an error saving the Terms and Conditions.',
  loadFailed: 'The saved terms could not be loaded, so a default template is shown. Saving will replace the saved terms.',
  saved: 'Terms saved.',
} as const;

/**
 * /terms: the terms, read-only until Edit; 'Save Terms' saves and returns to read-only (SPEC.md section
 * 4). A staff role that may not edit them (all but owners; issue 17) gets no Edit, and a note saying
 * why; neither shows until the role is known.
 */
export default function TermsEditor() {
  const { role } = useStaffRole();
  const canEdit = can(role, 'content');
  const { data, error, isLoading, mutate } = useAdminTerms();
  const save = useSaveTerms();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<string>();
  const saved = data?.content ?? (error ? defaultTermsTemplate : '');
  const content = draft ?? saved;
  const { submit, failure, clearFailure } = useDocumentSave(save, termsMessages.saveFailed, () => {
    setDraft(undefined);
    setEditing(false);
    toast.success(termsMessages.saved);
  });

  const onCancel = () => {
    setDraft(undefined);
    clearFailure();
    setEditing(false);
  };

  if (isLoading) {
    return (
      <Stack space="large">
        <Heading level={1}>Terms and Conditions</Heading>
        <SkeletonGroup label="Loading the terms">
          <Skeleton count={8} />
        </SkeletonGroup>
      </Stack>
    );
  }

  return (
    <Stack space="large">
      <Inline space="medium" align="space-between" alignY="center">
        <Heading level={1}>Terms and Conditions</Heading>
        {editing || !canEdit ? null : <Button onClick={() => setEditing(true)}>Edit</Button>}
      </Inline>
      {role !== undefined && !canEdit ? <Text tone="muted">{permissionRefusals.content}</Text> : null}
      {error ? <ErrorMessage onRetry={() => void mutate()}>{termsMessages.loadFailed}</ErrorMessage> : null}
      <RichTextEditor
        // A new editor for each mode and each saved version, so Cancel really returns to what was saved.
        key={`${editing ? 'edit' : 'read'}:${saved.length}:${data ? 'loaded' : 'fallback'}`}
        label="Terms and conditions"
        defaultValue={content}
        editable={editing}
        height={editing ? undefined : 'auto'}
        onChange={setDraft}
      />
      <SaveFailure failure={failure} />
      {editing ? (
        <Inline space="medium">
          <Button busy={save.isMutating} busyText="Saving..." onClick={() => void submit(content)}>
            Save Terms
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
