/*
 * The app's words around recovery (issue 16): the questions and summaries of bulk actions, the toast
 * after one (and its Undo), a conflict worded in the administrator's own time, and the Recently
 * deleted screen's days left. Pure functions, so the tests pin the wording down without a screen.
 */
import { conflictMessage, type AccountKind, type BulkAction } from '@chairside/api-contract';
import { formatDateTime } from './moderationTexts';

/** An action the app can undo from its toast: the three of the lists, and a restore. */
export type UndoableAction = BulkAction | 'restore';

/** The kinds as one account and as several are called in sentences. */
export const kindNouns: Record<AccountKind, { one: string; many: string }> = {
  professional: { one: 'professional', many: 'professionals' },
  salon: { one: 'salon', many: 'salons' },
  'private-suite': { one: 'private suite', many: 'private suites' },
};

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The kind as a column or a toast starts it: 'Professional', 'Private suite'. */
export const kindLabel = (kind: AccountKind): string => capitalised(kindNouns[kind].one);

/** '1 salon', '48 professionals'. */
export const countOf = (count: number, kind: AccountKind): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? kindNouns[kind].one : kindNouns[kind].many}`;

const verbs: Record<BulkAction, string> = { suspend: 'Suspend', unsuspend: 'Unsuspend', delete: 'Delete' };
const participles: Record<UndoableAction, string> = { suspend: 'suspended', unsuspend: 'unsuspended', delete: 'deleted', restore: 'restored' };
const progressives: Record<BulkAction, string> = { suspend: 'Suspending', unsuspend: 'Unsuspending', delete: 'Deleting' };

/** The bulk dialog's question: 'Suspend 48 professionals?', 'Delete 1 private suite?'. */
export const bulkQuestion = (action: BulkAction, count: number, kind: AccountKind): string => `${verbs[action]} ${countOf(count, kind)}?`;

/** The typed confirmation of a bulk delete: the count, as digits. */
export const bulkDeleteConfirmation = (count: number) => ({ expected: String(count), label: `Type ${count} to confirm` });

/** The typed confirmation of one delete: the account's name. */
export const deleteConfirmation = (name: string) => ({ expected: name, label: `Type ${name} to confirm` });

/** How many names a summary spells out before it counts the rest. */
const namesShown = 3;

/** The accounts a bulk action is about: 'Ann Lee, Bo Chan, Cy Diaz and 45 more'. */
export function nameSummary(names: readonly string[]): string {
  const shown = names.slice(0, namesShown).join(', ');
  const more = names.length - namesShown;
  return more > 0 ? `${shown} and ${more.toLocaleString('en-US')} more` : shown;
}

/** The progress bar's words while a long bulk action runs: 'Suspending 150 of 600 accounts'. */
export const bulkProgressLabel = (action: BulkAction, done: number, total: number): string =>
  `${progressives[action]} ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} accounts`;

/** How many ids one bulk request carries; more are sent in turn, so the dialog can show progress. */
export const bulkChunkSize = 50;

/** `items` in runs of `size`, in order: the requests of a long bulk action. */
export function chunked<T>(items: readonly T[], size: number = bulkChunkSize): T[][] {
  if (!(size >= 1)) throw new RangeError('chunked: size must be at least 1.');
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size) runs.push(items.slice(start, start + size));
  return runs;
}

/** One account's outcome as the summary needs it; `skipped` when it was left alone on purpose (already suspended). */
export type BulkOutcome = { ok: boolean; name: string; message?: string; skipped?: boolean };

/**
 * The failures grouped by the server's message, in the order first met, each naming its accounts as
 * nameSummary does: 'Ann Lee, Bo Chan: No account has that id. Cy Diaz: It is already deleted.'
 */
export function failureGroups(failures: readonly { name: string; message?: string }[]): string {
  const groups = new Map<string, string[]>();
  for (const { name, message } of failures) {
    const text = message?.trim() || 'It could not be done.';
    groups.set(text, [...(groups.get(text) ?? []), name]);
  }
  return [...groups].map(([message, names]) => `${nameSummary(names)}: ${message}`).join(' ');
}

/**
 * The one toast after a bulk action: '48 suspended.' when all went through, else the skipped and the
 * failures named as well: '48 suspended. 1 skipped: Cy Diaz: Already suspended until lifted. 2 failed:
 * Ann Lee, Bo Chan: No account has that id.'
 */
export function bulkSummaryText(action: UndoableAction, outcomes: readonly BulkOutcome[]): string {
  const done = outcomes.filter((outcome) => outcome.ok).length;
  const parts = [`${done.toLocaleString('en-US')} ${participles[action]}.`];
  const skipped = outcomes.filter((outcome) => !outcome.ok && outcome.skipped);
  const failed = outcomes.filter((outcome) => !outcome.ok && !outcome.skipped);
  if (skipped.length > 0) parts.push(`${skipped.length.toLocaleString('en-US')} skipped: ${failureGroups(skipped)}`);
  if (failed.length > 0) parts.push(`${failed.length.toLocaleString('en-US')} failed: ${failureGroups(failed)}`);
  return parts.join(' ');
}

/**
 * The bulk suspension's choice for accounts already suspended, which it leaves as they are unless told
 * otherwise (the server's `alreadySuspended`). `count` is how many of the selection the list shows
 * suspended, null when some of it is off screen and unknown.
 */
export const alreadySuspendedChoice = (count: number | null) => ({
  label:
    count === null
      ? 'Some of the selected accounts may already be suspended'
      : `${count.toLocaleString('en-US')} of the selected accounts ${count === 1 ? 'is' : 'are'} already suspended`,
  options: [
    { value: 'skip', label: 'Leave their suspension as it is' },
    { value: 'change', label: "Give them this suspension's end instead" },
  ],
});

/** The step before a bulk action sends notices to more than `bulkLimits.unconfirmedNotices` accounts. */
export const noticeConfirmation = (count: number) => ({
  question: `Send notices to ${count.toLocaleString('en-US')} accounts?`,
  confirmLabel: `Send ${count.toLocaleString('en-US')} notices`,
  cancelLabel: 'Go back',
});

/** The toast after one account's action went through, for a restore: 'Private suite restored.'. */
export const restoredText = (kind: AccountKind): string => `${kindLabel(kind)} restored.`;

/** The toast's Undo button. */
export const undoLabel = 'Undo';

/** The Undo button's fuller name for assistive technology: 'Undo: professional suspended'. */
export const undoAltText = (doneText: string): string => `Undo: ${doneText.charAt(0).toLowerCase()}${doneText.slice(1).replace(/\.$/, '')}`;

/** The toast once Undo went through. */
export const undoneText = 'Undone.';

/**
 * The toast when some or all of an undo was refused: the server's messages, each once, after how much
 * did go through: 'Undone for 1 of 3. Not undone: This account was changed by ….'
 */
export function undoFailureText(results: readonly { ok: boolean; message?: string }[]): string {
  const failed = results.filter((result) => !result.ok);
  const messages = [...new Set(failed.map((result) => result.message?.trim() || 'It could not be undone.'))];
  const done = results.length - failed.length;
  const head = done > 0 ? `Undone for ${done} of ${results.length}. ` : '';
  return `${head}Not undone: ${messages.join(' ')}`;
}

/** A 409's facts worded in the administrator's locale and time zone, as the rest of the app shows times. */
export const conflictText = (changedBy: { name: string; at: string }): string => conflictMessage(changedBy.name, formatDateTime(changedBy.at));

/** How long a deleted account can still be restored: '12 days', '1 day', or 'Last day'. */
export const daysLeftText = (days: number): string => (days <= 0 ? 'Last day' : days === 1 ? '1 day' : `${days.toLocaleString('en-US')} days`);
