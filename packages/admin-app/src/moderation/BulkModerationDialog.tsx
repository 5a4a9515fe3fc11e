import { ModerationDialog } from '@chairside/design-system';
import { fillNotice } from '@chairside/api-contract';
import { bulkDeleteConfirmation, bulkQuestion, nameSummary } from '../data/recoveryTexts';
import type { BulkDialogState } from '../data/useBulkModeration';
import { noticeProps } from './AccountModerationDialog';

/** Where a bulk action's notices go, in place of one address. */
export const bulkRecipientLabel = "Each account's email address";

/**
 * The moderation dialog for the selected accounts of a list: 'Suspend 48 professionals?' with the
 * first names under it, the same reason, note, notice and duration as for one account (each notice
 * goes to its own account; the preview shows the first), the count typed to confirm a delete, and a
 * progress bar while a long action runs.
 */
export function BulkModerationDialog({ kind, asked, opening, ...state }: BulkDialogState) {
  if (!asked) return null;
  const { action, ids, names } = asked;
  return (
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
    />
  );
}
