import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ErrorMessage, Heading, Inline, SkeletonGroup, Skeleton, Stack } from '@chairside/design-system';
import { RichTextEditor } from '@chairside/design-system/editor';
import { SaveFailure, useDocumentSave } from '../../app/saving';
import { useAdminPrivacyPolicy } from '../../data/useReads';
import { useSavePrivacyPolicy } from '../../data/useSaveContent';

export const policyMessages = {
  saveFailed: 'There was an error saving the privacy policy.',
  loadFailed: 'The saved privacy policy could not be loaded, so the editor starts empty. Saving will replace it.',
} as const;

/** Carried to /policy-view after a save (SPEC.md section 2). */
export type PolicyViewState = { content: string };

/** /policy-editor: the privacy policy in the rich-text editor, 'Save Policy', then /policy-view. */
export default function PolicyEditor() {
  const navigate = useNavigate();
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
      {isLoading ? (
        <SkeletonGroup label="Loading the privacy policy">
          <Skeleton shape="block" height="xlarge" />
        </SkeletonGroup>
      ) : (
        <>
          {error ? (
            <ErrorMessage onRetry={() => void mutate()}>{policyMessages.loadFailed}</ErrorMessage>
          ) : null}
          <RichTextEditor
            key={data ? 'loaded' : 'empty'}
            label="Privacy policy"
            defaultValue={content}
            onChange={setDraft}
          />
          <SaveFailure failure={failure} />
          <Inline space="medium">
            <Button busy={save.isMutating} busyText="Saving..." onClick={() => void submit(content)}>
              Save Policy
            </Button>
          </Inline>
        </>
      )}
    </Stack>
  );
}
