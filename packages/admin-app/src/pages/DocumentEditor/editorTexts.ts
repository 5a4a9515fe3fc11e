/*
 * The words of the policy and terms editors around what SPEC.md gives (issue 18): the schedule, the
 * kept draft, the conflict and the history's dialogs. Dates and times are written in the staff
 * member's locale and time zone.
 */
import type { PolicyRevision } from '@chairside/api-contract';
import { formatDateTime } from '../../data/moderationTexts';

const author = (revision: Pick<PolicyRevision, 'author'>) => revision.author.name ?? 'a former staff member';

export const editorTexts = {
  scheduled: (effectiveAt: string) => `Scheduled for ${formatDateTime(effectiveAt)}`,
  scheduledDetail: (revision: PolicyRevision) =>
    `Revision ${revision.number}, saved by ${author(revision)}${revision.summary ? `: “${revision.summary}”` : '.'}` +
    (revision.stale ? ' It was built on older text than what is in force before it, so it will not take effect.' : '') +
    (revision.reviewNote ? ` ${revision.reviewNote}` : ''),
  // A save that a scheduled revision built on older text would replace on its date.
  scheduledChoiceTitle: (effectiveAt: string) => `A change is scheduled for ${formatDateTime(effectiveAt)}`,
  scheduledChoice: (scheduled: readonly PolicyRevision[], document: string) =>
    scheduled.length === 1
      ? `Revision ${scheduled[0]!.number} of the ${document}, scheduled for ${formatDateTime(scheduled[0]!.effectiveAt)}, was written on the older text. If it takes effect as it is, it replaces what you are saving.`
      : `Revisions ${scheduled.map((revision) => revision.number).join(', ')} of the ${document}, scheduled from ${formatDateTime(scheduled[0]!.effectiveAt)}, were written on the older text. If they take effect as they are, they replace what you are saving.`,
  scheduledChoices: [
    'Rebase: it stays scheduled, marked for review, so your change can be carried into it before its date.',
    'Withdraw: it is cancelled, and what you are saving stays in force.',
    'Keep both: on its date it replaces what you are saving, as it was written.',
  ],
  rebaseScheduled: 'Rebase the scheduled change',
  withdrawScheduled: 'Withdraw the scheduled change',
  keepScheduled: 'Keep both',
  backToEditing: 'Back to editing',
  cancelScheduled: 'Cancel',
  cancelScheduledName: (effectiveAt: string) => `Cancel the change scheduled for ${formatDateTime(effectiveAt)}`,
  cancelTitle: 'Withdraw the scheduled change?',
  cancelQuestion: (effectiveAt: string, document: string) =>
    `The change scheduled for ${formatDateTime(effectiveAt)} will not take effect, and the ${document} stays as it is. The history keeps it as withdrawn.`,
  cancelConfirm: 'Withdraw change',
  cancelled: 'The scheduled change was withdrawn.',
  scheduledToast: (effectiveAt: string) => `Saved. It takes effect on ${formatDateTime(effectiveAt)}.`,
  draftOffer: (savedAt: string) => `Restore your unsaved changes from ${formatDateTime(savedAt)}?`,
  draftRestore: 'Restore',
  draftDiscard: 'Discard',
  draftLabel: 'Unsaved changes',
  conflictTitle: 'Someone saved a newer revision',
  conflict: (latest: PolicyRevision) =>
    `Revision ${latest.number} was saved by ${author(latest)} on ${formatDateTime(latest.savedAt)}, after you started editing. Compare it with your changes before you save over it.`,
  compare: 'Compare',
  saveAnyway: 'Save anyway',
  conflictDialogTitle: (latest: PolicyRevision) => `Revision ${latest.number} and your changes`,
  yourChanges: 'Your changes',
  revisionLabel: (revision: PolicyRevision) => `Revision ${revision.number}, ${formatDateTime(revision.savedAt)}`,
  leaveQuestion: (document: string) => `Your changes to the ${document} have not been saved. Leave and discard them?`,
  saveDialogTitle: (document: string) => `Save the ${document}`,
  readTitle: (revision: PolicyRevision) => `Revision ${revision.number}`,
  readMeta: (revision: PolicyRevision) =>
    `Saved by ${author(revision)} on ${formatDateTime(revision.savedAt)} · in effect from ${formatDateTime(revision.effectiveAt)}`,
  compareTitle: (older: PolicyRevision, newer: PolicyRevision) => `Revisions ${older.number} and ${newer.number}`,
  loadingRevision: 'Loading the revision',
  revisionFailed: 'The revision could not be loaded.',
  historyFailed: 'The history could not be loaded.',
  restored: (from: number, to: number) => `Revision ${from} restored as revision ${to}.`,
  author,
} as const;
