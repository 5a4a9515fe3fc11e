import { ConfirmDialog, ModerationDialog, RadioGroup } from '@chairside/design-system';
import { alreadySuspendedChoices, fillNotice, type AlreadySuspendedChoice } from '@chairside/api-contract';
import { alreadySuspendedChoice, bulkDeleteConfirmation, bulkQuestion, nameSummary, noticeConfirmation } from '../data/recoveryTexts';
import type { BulkDialogState } from '../data/useBulkModeration';
import { noticeProps } from './AccountModerationDialog';

/** Where a bulk action's notices go, in place of one address. */
export const bulkRecipientLabel = "Each account's email address";

const isChoice = (value: string): value is AlreadySuspendedChoice => (alreadySuspendedChoices as readonly string[]).includes(value);

/**
 * The moderation dialog for the selected accounts of a list: 'Suspend 48 professionals?' with the
 * first names under it, the same reason, note, notice and duration as for one account (each notice
 * goes to its own account; the preview shows the first), the count typed to confirm a delete, and a
 * progress bar while a long action runs. A suspension of a selection holding suspended accounts (or
 * accounts off screen) asks what becomes of them: left as they are unless chosen otherwise. Notices
 * to many accounts are confirmed in a step of their own that names the count.
 */
export function BulkModerationDialog({
  kind,
  asked,
  opening,
  alreadySuspended,
  onAlreadySuspendedChange,
  noticeStep,
  onNoticeStepConfirm,
  onNoticeStepCancel,
  ...state
}: BulkDialogState) {
  if (!asked) return null;
  const { action, ids, names, suspended } = asked;
  const choice = action === 'suspend' && suspended !== 0 ? alreadySuspendedChoice(suspended) : null;
  const step = noticeStep === null ? null : noticeConfirmation(noticeStep);
  return (
    <>
      <ModerationDialog
        key={opening}
        {...state}
        {...noticeProps(action)}
        action={action}
        question={bulkQuestion(action, ids.length, kind)}
        summary={nameSummary(names)}
        confirmation={action === 'delete' ? bulkDeleteConfirmation(ids.length) : undefined}
        noticePreview={(message) => fillNotice(message, { name: names[0] ?? '' })}
        recipient={null}
        recipientLabel={bulkRecipientLabel}
        moreFields={
          choice ? (
            <RadioGroup
              label={choice.label}
              name="alreadySuspended"
              options={choice.options}
              value={alreadySuspended}
              onValueChange={(value) => {
                if (isChoice(value)) onAlreadySuspendedChange(value);
              }}
            />
          ) : null
        }
      />
      {step ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) onNoticeStepCancel();
          }}
          question={step.question}
          confirmLabel={step.confirmLabel}
          cancelLabel={step.cancelLabel}
          onConfirm={onNoticeStepConfirm}
        />
      ) : null}
    </>
  );
}
