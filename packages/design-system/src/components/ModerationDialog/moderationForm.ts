// The moderation dialog's rules as plain data and functions: its actions, durations, defaults,
// validation and the end of a timed suspension. No React here, so each rule is tested on its own.

export const moderationActions = ['suspend', 'unsuspend', 'delete'] as const;
export type ModerationAction = (typeof moderationActions)[number];

export const moderationDurations = ['until-lifted', '24h', '7d', '30d', 'custom'] as const;
export type ModerationDuration = (typeof moderationDurations)[number];

const hour = 60 * 60 * 1000;

/** Each duration's label, and its length for the fixed ones. */
export const durationChoices: Record<ModerationDuration, { label: string; length?: number }> = {
  'until-lifted': { label: 'Until lifted' },
  '24h': { label: '24 hours', length: 24 * hour },
  '7d': { label: '7 days', length: 7 * 24 * hour },
  '30d': { label: '30 days', length: 30 * 24 * hour },
  custom: { label: 'A date and time' },
};

/** The texts of the dialog that are the design system's own (the question and the reasons come from the app). */
export const moderationTexts = {
  reason: 'Reason',
  reasonPlaceholder: 'Choose a reason',
  note: 'Note for other administrators',
  noteHint: 'Only administrators see it, in the account history and the activity log.',
  sendNotice: 'Send a notice',
  sendNoticeHint: (recipient: string) => `By email to ${recipient}.`,
  /** The hint when the app describes the addresses (a bulk action) rather than giving one. */
  sendNoticeHintFor: (recipientLabel: string) => `By email: ${recipientLabel}.`,
  noRecipient: 'This account has no email address.',
  message: 'Notice',
  preview: 'Email preview',
  previewTo: 'To',
  previewSubject: 'Subject',
  duration: 'Duration',
  until: 'Suspended until',
  untilHint: 'In your time zone.',
  /** Under the typed confirmation: why the confirm button is off, for those who cannot see it greyed. */
  confirmationHint: (confirmLabel: string) => `The ${confirmLabel.toLowerCase()} button turns on when the text matches.`,
  cancel: 'Cancel',
  confirm: { suspend: 'Suspend', unsuspend: 'Unsuspend', delete: 'Delete' } satisfies Record<ModerationAction, string>,
  busy: { suspend: 'Suspending...', unsuspend: 'Unsuspending...', delete: 'Deleting...' } satisfies Record<ModerationAction, string>,
} as const;

const count = (limit: number) => limit.toLocaleString('en-US');

/** The validation messages, one per rule. */
export const moderationErrors = {
  reasonMissing: 'Choose a reason.',
  noteTooLong: (limit: number) => `The note can be at most ${count(limit)} characters.`,
  messageEmpty: 'Write the notice, or untick Send a notice.',
  messageTooLong: (limit: number) => `The notice can be at most ${count(limit)} characters.`,
  untilNotFuture: 'Choose a date and time in the future.',
} as const;

/** What the admin has entered; kept while the dialog is open, whatever is shown. */
export type ModerationFormState = {
  /** '' while no reason is chosen. */
  reason: string;
  note: string;
  send: boolean;
  message: string;
  duration: ModerationDuration;
  /** The custom end as a datetime-local value, 'YYYY-MM-DDTHH:mm' in the admin's time zone. */
  customUntil: string;
};

/** What the dialog hands to `onConfirm`. */
export type ModerationValues = {
  /** The chosen reason, or null when none was chosen (allowed only where the reason is optional). */
  reason: string | null;
  /** The note for other administrators, trimmed; '' for none. */
  note: string;
  /** Whether to email the account holder, and the plain text, trimmed. */
  notice: { send: boolean; message: string };
  /** When a suspension ends, as an ISO 8601 date and time in UTC; null until lifted (and for the other actions). */
  until: string | null;
  /** The duration chosen; 'until-lifted' for the other actions. */
  duration: ModerationDuration;
};

/** The fields that can be wrong, in the order they are shown (and focused). */
export const moderationFields = ['reason', 'note', 'message', 'until'] as const;
export type ModerationField = (typeof moderationFields)[number];
export type ModerationErrors = Partial<Record<ModerationField, string>>;

export type ModerationRules = {
  action: ModerationAction;
  reasonRequired: boolean;
  noteMaxLength: number;
  messageMaxLength: number;
  now: Date;
};

/** Every message that applies at once, keyed by field; empty when the form can be sent. */
export function validateModeration(state: ModerationFormState, rules: ModerationRules): ModerationErrors {
  const errors: ModerationErrors = {};
  if (rules.reasonRequired && state.reason === '') errors.reason = moderationErrors.reasonMissing;
  if (state.note.trim().length > rules.noteMaxLength) errors.note = moderationErrors.noteTooLong(rules.noteMaxLength);
  if (state.send) {
    const message = state.message.trim();
    if (message === '') errors.message = moderationErrors.messageEmpty;
    else if (message.length > rules.messageMaxLength) errors.message = moderationErrors.messageTooLong(rules.messageMaxLength);
  }
  if (rules.action === 'suspend' && state.duration === 'custom') {
    const end = parseLocalDateTime(state.customUntil);
    if (end === null || end.getTime() <= rules.now.getTime()) errors.until = moderationErrors.untilNotFuture;
  }
  return errors;
}

/** The first field with a message, in the order shown; where focus goes after a refused submit. */
export const firstInvalidField = (errors: ModerationErrors): ModerationField | undefined =>
  moderationFields.find((field) => errors[field] !== undefined);

/** A datetime-local value read in the local time zone, or null when it is empty or not a date. */
export function parseLocalDateTime(value: string): Date | null {
  // Without an offset, ECMAScript reads a date and time as local time, as the input shows it.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `date` as a datetime-local value in the local time zone, to the minute. */
export const toLocalDateTime = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** When a suspension chosen at `now` ends, as ISO 8601 in UTC; null until lifted. Assumes a valid form. */
export function suspensionEnd(state: Pick<ModerationFormState, 'duration' | 'customUntil'>, now: Date): string | null {
  if (state.duration === 'custom') return parseLocalDateTime(state.customUntil)?.toISOString() ?? null;
  const { length } = durationChoices[state.duration];
  return length === undefined ? null : new Date(now.getTime() + length).toISOString();
}

/** The values `onConfirm` receives for a valid form. */
export function moderationValues(state: ModerationFormState, action: ModerationAction, now: Date): ModerationValues {
  const timed = action === 'suspend';
  return {
    reason: state.reason === '' ? null : state.reason,
    note: state.note.trim(),
    notice: { send: state.send, message: state.message.trim() },
    until: timed ? suspensionEnd(state, now) : null,
    duration: timed ? state.duration : 'until-lifted',
  };
}

/**
 * The notice after the reason changes: the new template's text, unless the admin has changed the
 * message since it was last filled in (their words are never overwritten).
 */
export function prefillNotice(message: string, lastPrefill: string, nextTemplate: string): string {
  return message === lastPrefill ? nextTemplate : message;
}

/** Defaults that follow the action: the reason is required, and a notice sent, for suspend and delete. */
export const actionDefaults = (action: ModerationAction) => ({
  reasonRequired: action !== 'unsuspend',
  sendNotice: action !== 'unsuspend',
});

/**
 * Whether a typed confirmation matches the text asked for: the same words, whatever their case and
 * the spaces around them, so 'ann lee ' confirms 'Ann Lee' while 'Ann' or 'Anne Lee' do not.
 */
export function confirmationMatches(typed: string, expected: string): boolean {
  return typed.trim().toLocaleLowerCase() === expected.trim().toLocaleLowerCase();
}
