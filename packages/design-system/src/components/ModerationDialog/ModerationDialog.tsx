import { useId, useRef, useState, type ChangeEvent, type ReactNode, type RefObject } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { ConfirmDialog } from '../ConfirmDialog';
import { ErrorMessage } from '../ErrorMessage';
import { ProgressBar } from '../ProgressBar';
import { RadioGroup } from '../RadioGroup';
import { SelectField } from '../SelectField';
import { Stack } from '../Stack';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { closeUnlessBusy } from '../private/closeUnlessBusy';
import * as styles from './ModerationDialog.css';
import {
  actionDefaults,
  confirmationMatches,
  durationChoices,
  moderationDurations,
  moderationTexts as texts,
  toLocalDateTime,
  type ModerationAction,
  type ModerationDuration,
  type ModerationValues,
} from './moderationForm';
import { useModerationForm } from './useModerationForm';

/** A text the admin types before the confirm button turns on, for an action that cannot be undone. */
export type ModerationDialogConfirmation = {
  /** What must be typed, such as the account's name or, for a bulk delete, the number of accounts ('48'). */
  expected: string;
  /** The field's label, which says what to type: 'Type Ann Lee to confirm'. */
  label: string;
};

/** How far a bulk action has got. */
export type ModerationDialogProgress = {
  /** Accounts done so far. */
  done: number;
  /** Accounts in all. */
  total: number;
  /** Names the bar and is shown above it: 'Suspending 150 of 600 accounts'. */
  label: string;
};

export type ModerationDialogProps = {
  /** Whether the dialog is shown. What is entered is kept while it is open and starts afresh each time it opens. */
  open: boolean;
  /** Called with false when the admin cancels (Cancel or Escape); never while `busy`. */
  onOpenChange: (open: boolean) => void;
  /** What is done to the account: picks the confirm button, the tone, the defaults and whether a duration is asked. */
  action: ModerationAction;
  /** The title, word for word from the app, such as 'Are you sure you want to suspend this professional?'. */
  question: string;
  /** The reasons offered, in order, such as api-contract's `moderationReasons`. */
  reasons: readonly string[];
  /** Whether a reason must be chosen; by default yes for suspend and delete, no for unsuspend. */
  reasonRequired?: boolean;
  /** The notice's text for a reason (null: none chosen); prefills the message until the admin edits it. */
  noticeTemplate: (reason: string | null) => string;
  /** The email's subject, shown in the preview. */
  noticeSubject: string;
  /** How the message reads once sent (a name put in for a placeholder); shown in the preview. The message itself by default. */
  noticePreview?: (message: string) => string;
  /** The account's email address; null when it has none, which disables the notice (unless `recipientLabel` is given). */
  recipient: string | null;
  /** Stands in for the address where there are several (a bulk action), in the hint and the preview's To: "Each account's email address". */
  recipientLabel?: string;
  /** Names the accounts of a bulk action under the title, such as 'Ann Lee, Bo Chan, Cy Diaz and 45 more'; read as the dialog's description. */
  summary?: ReactNode;
  /** A text to type before the confirm button turns on; matched whatever its case and the spaces around it. */
  confirmation?: ModerationDialogConfirmation;
  /** While a bulk action runs, how far it has got, shown as a bar above the buttons; null or missing for none. */
  progress?: ModerationDialogProgress | null;
  /** Fields only the caller knows of, after the duration (a bulk suspension's choice for accounts already suspended). */
  moreFields?: ReactNode;
  /** The most characters the note may have. */
  noteMaxLength?: number;
  /** The most characters the notice may have. */
  messageMaxLength?: number;
  /** Whether 'Send a notice' starts ticked; by default yes for suspend and delete, no for unsuspend. */
  sendNoticeByDefault?: boolean;
  /** The current time, for the end of a timed suspension and the check that a chosen end is ahead. */
  now?: () => Date;
  /** While true the action is being done: the confirm button spins and nothing closes the dialog. */
  busy?: boolean;
  /** The server's message when the action failed, shown as an alert above the buttons. */
  error?: string | null;
  /** Called with what the admin entered, once it is valid; the dialog stays open until `open` turns false. */
  onConfirm: (values: ModerationValues) => void;
  /** Where focus goes after closing; defaults to the element focused when the dialog opened. */
  returnFocusTo?: HTMLElement | null;
  /** Called once the dialog has gone and focus is back where it came from. */
  onClosed?: () => void;
  /** Extra class names for the panel, merged last. */
  className?: string;
};

const systemNow = () => new Date();

const durationOptions = moderationDurations.map((value) => ({ value, label: durationChoices[value].label }));

/**
 * The one dialog for suspending, unsuspending and deleting an account: a reason, a note for other
 * administrators, a notice to the account holder with a preview of the email, and for a suspension
 * how long it lasts. Every message shows at once on a refused confirm, and focus goes to the first.
 */
export function ModerationDialog({
  open,
  onOpenChange,
  action,
  question,
  summary,
  busy = false,
  returnFocusTo,
  onClosed,
  className,
  ...formProps
}: ModerationDialogProps) {
  if (import.meta.env.DEV && !question.trim()) {
    throw new Error('ModerationDialog: `question` is required; it is what the admin answers.');
  }
  if (import.meta.env.DEV && formProps.confirmation && !formProps.confirmation.expected.trim()) {
    throw new Error('ModerationDialog: `confirmation.expected` must not be empty; it is what the admin types.');
  }
  const reasonRef = useRef<HTMLSelectElement | null>(null);
  const danger = action === 'delete';
  const hasSummary = summary !== undefined && summary !== null && summary !== false && summary !== '';

  const handleOpenAutoFocus = (event: Event) => {
    // A delete starts on Cancel (the parts' default), so a stray Enter deletes nothing; the others
    // start on the first thing to answer.
    if (danger) return;
    event.preventDefault();
    reasonRef.current?.focus({ preventScroll: true });
  };

  return (
    <ConfirmDialog.Root
      open={open}
      onOpenChange={closeUnlessBusy(busy, onOpenChange)}
      tone={danger ? 'danger' : 'default'}
    >
      <ConfirmDialog.Content
        className={cx(styles.panel, className)}
        returnFocusTo={returnFocusTo}
        onOpenAutoFocus={handleOpenAutoFocus}
        onCloseAutoFocus={onClosed ? () => onClosed() : undefined}
        // The question is the name; without a summary a description would only repeat it.
        {...(hasSummary ? {} : { 'aria-describedby': undefined })}
      >
        <ConfirmDialog.Title>{question}</ConfirmDialog.Title>
        {hasSummary ? <ConfirmDialog.Description>{summary}</ConfirmDialog.Description> : null}
        <ModerationForm {...formProps} action={action} busy={busy} reasonRef={reasonRef} />
      </ConfirmDialog.Content>
    </ConfirmDialog.Root>
  );
}
ModerationDialog.displayName = 'ModerationDialog';

type ModerationFormProps = Omit<ModerationDialogProps, 'open' | 'onOpenChange' | 'question' | 'summary' | 'returnFocusTo' | 'onClosed' | 'className'> & {
  busy: boolean;
  reasonRef: RefObject<HTMLSelectElement | null>;
};

/** The dialog's form, mounted with its content so each opening starts afresh. */
function ModerationForm({
  action,
  reasons,
  reasonRequired,
  noticeTemplate,
  noticeSubject,
  noticePreview,
  recipient,
  recipientLabel,
  confirmation,
  progress,
  moreFields,
  noteMaxLength = 1000,
  messageMaxLength = 2000,
  sendNoticeByDefault,
  now = systemNow,
  busy,
  error,
  onConfirm,
  reasonRef,
}: ModerationFormProps) {
  const defaults = actionDefaults(action);
  const required = reasonRequired ?? defaults.reasonRequired;
  const addressedTo = recipientLabel?.trim() ? recipientLabel : recipient?.trim() ? recipient : null;
  const canSend = addressedTo !== null;
  const [typed, setTyped] = useState('');
  const confirmed = !confirmation || confirmationMatches(typed, confirmation.expected);
  const form = useModerationForm({
    action,
    reasonRequired: required,
    noteMaxLength,
    messageMaxLength,
    sendNotice: canSend && (sendNoticeByDefault ?? defaults.sendNotice),
    noticeTemplate,
    now,
    busy,
    onConfirm,
  });
  const { state, errors, update, register } = form;
  const previewId = useId();

  // The note and the notice: counted against their limit but never cut off by it, so a pasted text
  // can be shortened in place; the form's own check says when it is too long.
  const limitedText = (field: 'note' | 'message', maxLength: number) => ({
    ref: register(field),
    name: field,
    maxLength,
    allowOverLimit: true,
    value: state[field],
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => update({ [field]: event.target.value }),
    error: errors[field],
  });

  const registerReason = register('reason');
  const setReasonRef = (node: HTMLSelectElement | null) => {
    reasonRef.current = node;
    registerReason(node);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // React bubbles events through portals to the component's ancestors: a form around the button
        // that opened the dialog would be submitted too.
        event.stopPropagation();
        // Not left to the disabled button alone: a submit (Enter in a field) before the text matches does nothing.
        if (confirmed) form.submit(event);
        else event.preventDefault();
      }}
    >
      <Stack space="large">
      <SelectField
        ref={setReasonRef}
        label={texts.reason}
        name="reason"
        options={reasons}
        placeholder={texts.reasonPlaceholder}
        required={required}
        value={state.reason}
        onValueChange={form.setReason}
        error={errors.reason}
      />

      <TextArea label={texts.note} hint={texts.noteHint} rows={3} {...limitedText('note', noteMaxLength)} />

      <Stack space="medium">
        <Checkbox
          label={texts.sendNotice}
          hint={recipientLabel?.trim() ? texts.sendNoticeHintFor(recipientLabel) : addressedTo ? texts.sendNoticeHint(addressedTo) : texts.noRecipient}
          name="sendNotice"
          checked={canSend && state.send}
          disabled={!canSend}
          onCheckedChange={(send) => update({ send })}
        />
        {canSend && state.send ? (
          <>
            <TextArea label={texts.message} rows={6} {...limitedText('message', messageMaxLength)} />
            <section aria-labelledby={previewId} className={styles.preview}>
              <h3 id={previewId} className={styles.previewHeading}>
                {texts.preview}
              </h3>
              <dl className={styles.previewFields}>
                <dt className={styles.previewTerm}>{texts.previewTo}</dt>
                <dd className={styles.previewValue}>{addressedTo}</dd>
                <dt className={styles.previewTerm}>{texts.previewSubject}</dt>
                <dd className={styles.previewValue}>{noticeSubject}</dd>
              </dl>
              <p className={styles.previewText}>{noticePreview ? noticePreview(state.message) : state.message}</p>
            </section>
          </>
        ) : null}
      </Stack>

      {action === 'suspend' ? (
        <Stack space="medium">
          <RadioGroup
            label={texts.duration}
            name="duration"
            options={durationOptions}
            value={state.duration}
            onValueChange={(duration) => update({ duration: duration as ModerationDuration })}
          />
          {state.duration === 'custom' ? (
            <TextField
              ref={register('until')}
              type="datetime-local"
              label={texts.until}
              hint={texts.untilHint}
              name="until"
              min={toLocalDateTime(now())}
              value={state.customUntil}
              onChange={(event) => update({ customUntil: event.target.value })}
              error={errors.until}
            />
          ) : null}
        </Stack>
      ) : null}

      {moreFields}

      {confirmation ? (
        <TextField
          label={confirmation.label}
          hint={texts.confirmationHint(texts.confirm[action])}
          name="confirmation"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      ) : null}

      {error ? <ErrorMessage>{error}</ErrorMessage> : null}

      {progress ? <ProgressBar value={progress.done} max={progress.total} label={progress.label} /> : null}

      <ConfirmDialog.Actions>
        <ConfirmDialog.Cancel disabled={busy}>{texts.cancel}</ConfirmDialog.Cancel>
        <Button
          type="submit"
          variant={action === 'delete' ? 'danger' : 'primary'}
          disabled={!confirmed}
          busy={busy}
          busyText={texts.busy[action]}
        >
          {texts.confirm[action]}
        </Button>
      </ConfirmDialog.Actions>
      </Stack>
    </form>
  );
}
