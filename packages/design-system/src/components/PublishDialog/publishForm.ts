// The save dialog's rules as plain data and functions: when a change may take effect and what is
// handed over. No React here, so each rule is tested on its own.
import { parseLocalDateTime } from '../ModerationDialog/moderationForm';

/** When the change takes effect: as it is saved, or on a date chosen. */
export const publishTimings = ['now', 'later'] as const;
export type PublishTiming = (typeof publishTimings)[number];

// The words are English, so the digits are grouped as English writes them, whatever the browser's language.
const count = (value: number) => value.toLocaleString('en-GB');

/** The validation messages, one per rule. */
export const publishErrors = {
  summaryTooLong: (limit: number) => `Keep the summary to ${count(limit)} characters or fewer.`,
  dateMissing: 'Choose when the change takes effect.',
  dateNotFuture: 'Choose a time in the future.',
} as const;

/** What the editor has entered; kept while the dialog is open. */
export type PublishFormState = {
  summary: string;
  timing: PublishTiming;
  /** The chosen date as a datetime-local value, 'YYYY-MM-DDTHH:mm' in the editor's time zone; '' for none. */
  effectiveAt: string;
};

export const initialPublishState: PublishFormState = { summary: '', timing: 'now', effectiveAt: '' };

/** What the dialog hands to `onSubmit`. */
export type PublishChoice = {
  /** The one line for the history, without the spaces around it; '' for none. */
  summary: string;
  /** When the change takes effect; null for as soon as it is saved. */
  effectiveAt: Date | null;
};

/** The fields that can be wrong, in the order they are shown (and focused). */
export const publishFields = ['summary', 'effectiveAt'] as const;
export type PublishField = (typeof publishFields)[number];
export type PublishErrors = Partial<Record<PublishField, string>>;

export type PublishRules = { summaryMaxLength: number; now: Date };

/** Every message that applies at once, keyed by field; empty when the change can be saved. */
export function validatePublish(state: PublishFormState, rules: PublishRules): PublishErrors {
  const errors: PublishErrors = {};
  if (state.summary.trim().length > rules.summaryMaxLength) errors.summary = publishErrors.summaryTooLong(rules.summaryMaxLength);
  if (state.timing === 'later') {
    const date = parseLocalDateTime(state.effectiveAt);
    if (date === null) errors.effectiveAt = publishErrors.dateMissing;
    else if (date.getTime() <= rules.now.getTime()) errors.effectiveAt = publishErrors.dateNotFuture;
  }
  return errors;
}

/** What `onSubmit` receives for a valid form. */
export const publishChoice = (state: PublishFormState): PublishChoice => ({
  summary: state.summary.trim(),
  effectiveAt: state.timing === 'later' ? parseLocalDateTime(state.effectiveAt) : null,
});
