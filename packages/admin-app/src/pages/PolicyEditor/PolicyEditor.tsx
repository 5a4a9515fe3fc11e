import { useNavigate } from 'react-router';
import { DocumentEditor } from '../DocumentEditor/DocumentEditor';

export const policyMessages = {
  saveFailed: 'There was an error saving the privacy policy.',
  loadFailed: 'The saved privacy policy could not be loaded, so the editor starts empty. Saving will replace it.',
} as const;

/** Carried to /policy-view after a save (SPEC.md section 2). */
export type PolicyViewState = { content: string };

/**
 * /policy-editor: the privacy policy in the rich-text editor, 'Save Policy', then /policy-view with what
 * was saved (SPEC.md section 4); a save scheduled for later stays here and says so (issue 18).
 */
export default function PolicyEditor() {
  const navigate = useNavigate();
  return (
    <DocumentEditor
      document="privacyPolicy"
      documentName="privacy policy"
      title="Privacy Policy"
      editorLabel="Privacy policy"
      loadingLabel="Loading the privacy policy"
      saveLabel="Save Policy"
      messages={policyMessages}
      editing="always"
      fallback=""
      onSaved={(content) => {
        void navigate('/policy-view', { state: { content } satisfies PolicyViewState });
      }}
    />
  );
}
