import { toast } from '@chairside/design-system';
import { DocumentEditor } from '../DocumentEditor/DocumentEditor';
import { defaultTermsTemplate } from './defaultTerms';

export const termsMessages = {
  saveFailed: 'There was an error saving the Terms and Conditions.',
  loadFailed: 'The saved terms could not be loaded, so a default template is shown. Saving will replace the saved terms.',
  saved: 'Terms saved.',
} as const;

/**
 * /terms: the terms, read-only until Edit; 'Save Terms' saves and returns to read-only (SPEC.md section
 * 4), and a failed load falls back to a template (section 8).
 */
export default function TermsEditor() {
  return (
    <DocumentEditor
      document="terms"
      documentName="terms"
      title="Terms and Conditions"
      editorLabel="Terms and conditions"
      loadingLabel="Loading the terms"
      saveLabel="Save Terms"
      messages={termsMessages}
      editing="on-request"
      fallback={defaultTermsTemplate}
      onSaved={(_content, { stopEditing }) => {
        stopEditing();
        toast.success(termsMessages.saved);
      }}
    />
  );
}
