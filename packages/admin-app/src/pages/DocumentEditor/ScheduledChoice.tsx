import type { PolicyRevision, ScheduledRevisionChoice } from '@chairside/api-contract';
import { DocumentDialog, Stack, Text } from '@chairside/design-system';
import { editorTexts as texts } from './editorTexts';

export type ScheduledChoiceProps = {
  /** The scheduled revisions the refused save would leave on older text, soonest first (the 409's `scheduled`). */
  scheduled: readonly PolicyRevision[];
  /** How texts name the document: 'terms'. */
  documentName: string;
  /** The choice being sent, while the save runs again with it. */
  busy: ScheduledRevisionChoice | undefined;
  /** Saves again with the choice. */
  onChoose: (choice: ScheduledRevisionChoice) => void;
  /** Back to the editor, its text as it was. */
  onClose: () => void;
};

/**
 * A save refused because a revision scheduled for later was written on the older text, and
 * would replace this save on its date. It says so, with the date, and offers the three ways on, each a
 * button named for what it does; closing it returns to the editor with nothing lost.
 */
export function ScheduledChoice({ scheduled, documentName, busy, onChoose, onClose }: ScheduledChoiceProps) {
  const [first] = scheduled;
  if (!first) return null;
  const action = (choice: ScheduledRevisionChoice, label: string, tone: 'primary' | 'danger' | 'secondary') => ({
    label,
    tone,
    busy: busy === choice,
    busyText: 'Saving...',
    onClick: () => onChoose(choice),
  });
  return (
    <DocumentDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={texts.scheduledChoiceTitle(first.effectiveAt)}
      actions={[
        action('rebase', texts.rebaseScheduled, 'primary'),
        action('withdraw', texts.withdrawScheduled, 'danger'),
        action('keep', texts.keepScheduled, 'secondary'),
      ]}
      closeLabel={texts.backToEditing}
    >
      <Stack space="medium">
        <Text>{texts.scheduledChoice(scheduled, documentName)}</Text>
        {texts.scheduledChoices.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </Stack>
    </DocumentDialog>
  );
}
