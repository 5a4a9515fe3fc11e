import { useState } from 'react';
import { Text, toast } from '@chairside/design-system';

/**
 * Saving an edited document (the privacy policy, the terms): `save` sends the content, then `onSaved`
 * runs with the answer. A failure is logged, toasted and kept for `SaveFailure` to show beside the
 * editor, in the page's own words (SPEC.md section 8); the next save clears it.
 */
export function useDocumentSave<Saved>(
  save: { trigger: (content: string) => Promise<Saved> },
  failureText: string,
  onSaved: (saved: Saved) => void,
) {
  const [failure, setFailure] = useState<string>();
  const submit = async (content: string) => {
    setFailure(undefined);
    try {
      onSaved(await save.trigger(content));
    } catch (error) {
      console.error(failureText, error);
      setFailure(failureText);
      toast.error(failureText);
    }
  };
  return { submit, failure, clearFailure: () => setFailure(undefined) };
}

/** The last save's failure, as an alert beside the editor or form that was saved. */
export function SaveFailure({ failure }: { failure: string | undefined }) {
  return failure ? (
    <Text role="alert" tone="danger">
      {failure}
    </Text>
  ) : null;
}
