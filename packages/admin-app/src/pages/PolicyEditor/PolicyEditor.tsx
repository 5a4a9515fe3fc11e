import { useState } from 'react';
import { useNavigate } from 'react-router';
import { can, permissionRefusals } from '@chairside/api-contract';
import { Button, ErrorMessage, Heading, Inline, SkeletonGroup, Skeleton, Stack, Text } from '@chairside/design-system';
import { RichTextEditor } from '@chairside/design-system/editor';
import { SaveFailure, useDocumentSave } from '../../app/saving';
import { useAdminPrivacyPolicy } from '../../data/useReads';
import { useSavePrivacyPolicy } from '../../data/useSaveContent';
import { useStaffRole } from '../../data/useStaffRole';

export const policyMessages = {
  saveFailed: 'There was an error saving the privacy policy.',
  loadFailed: 'The saved privacy policy could not be loaded, so the editor starts empty. Saving will replace it.',
} as const;

/** Carried to /policy-view after a save (SPEC.md section 2). */
export type PolicyViewState = { content: string };

/**
 * /policy-editor: the privacy policy in the rich-text editor, 'Save Policy', then /policy-view. A staff
 * role that may not edit it (all but owners; issue 17) reads it with a note saying so and no Save; the
 * skeleton stays until the role is known, so neither the toolbar nor the button flashes up.
 */
export default function PolicyEditor() {
  const navigate = useNavigate();
  const { role, loading: roleLoading } = useStaffRole();
  const canEdit = can(role, 'content');
  const { data, error, isLoading, mutate } = useAdminPrivacyPolicy();
  const save = useSavePrivacyPolicy();
  const [draft, setDraft] = useState<string>();
  const content = draft ?? data?.content ?? '';
  const { submit, failure } = useDocumentSave(save, policyMessages.saveFailed, (saved) => {
    void navigate('/policy-view', { state: { content: saved?.content ?? content } satisfies PolicyViewState });
  });

  return (
    <Stack space="large">
      <Heading level={1}>Privacy Policy</Heading>
      {isLoading || roleLoading ? (
        <SkeletonGroup label="Loading the privacy policy">
          <Skeleton shape="block" height="xlarge" />
        </SkeletonGroup>
      ) : (
        <>
          {error ? (
            <ErrorMessage onRetry={() => void mutate()}>{policyMessages.loadFailed}</ErrorMessage>
          ) : null}
          {role !== undefined && !canEdit ? <Text tone="muted">{permissionRefusals.content}</Text> : null}
          <RichTextEditor
            key={data ? 'loaded' : 'empty'}
            label="Privacy policy"
            defaultValue={content}
            editable={canEdit}
            height={canEdit ? undefined : 'auto'}
            onChange={setDraft}
          />
          {canEdit ? (
            <>
              <SaveFailure failure={failure} />
              <Inline space="medium">
                <Button busy={save.isMutating} busyText="Saving..." onClick={() => void submit(content)}>
                  Save Policy
                </Button>
              </Inline>
            </>
          ) : null}
        </>
      )}
    </Stack>
  );
}
