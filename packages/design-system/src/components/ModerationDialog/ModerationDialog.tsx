import { useId, useRef, type ChangeEvent, type RefObject } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { ConfirmDialog } from '../ConfirmDialog';
import { ErrorMessage } from '../ErrorMessage';
import { RadioGroup } from '../RadioGroup';
import { SelectField } from '../SelectField';
import { Stack } from '../Stack';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import * as styles from './ModerationDialog.css';
import {
  actionDefaults,
  durationChoices,
  moderationDurations,
  moderationTexts as texts,
  toLocalDateTime,
  type ModerationAction,
  type ModerationDuration,
  type ModerationValues,
} from './moderationForm';
import { useModerationForm } from './useModerationForm';

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
  /** The account's email address; null when it has none, which disables the notice. */
  recipient: string | null;
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
  busy = false,
  returnFocusTo,
  onClosed,
  className,
  ...formProps
}: ModerationDialogProps) {
  if (import.meta.env.DEV && !question.trim()) {
    throw new Error('ModerationDialog: `question` is required; it is what the admin answers.');
  }
  const reasonRef = useRef<HTMLSelectElement | null>(null);
  const danger = action === 'delete';

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
      // A request under way cannot be called back: closing would only hide its outcome.
      onOpenChange={(next) => {
        if (next || !busy) onOpenChange(next);
      }}
      tone={danger ? 'danger' : 'default'}
    >
      <ConfirmDialog.Content
        className={cx(styles.panel, className)}
        returnFocusTo={returnFocusTo}
        onOpenAutoFocus={handleOpenAutoFocus}
        onCloseAutoFocus={onClosed ? () => onClosed() : undefined}
        // The question is the name; a description would only repeat it.
        aria-describedby={undefined}
      >
        <ConfirmDialog.Title>{question}</ConfirmDialog.Title>
        <ModerationForm {...formProps} action={action} busy={busy} reasonRef={reasonRef} />
      </ConfirmDialog.Content>
    </ConfirmDialog.Root>
  );
}
ModerationDialog.displayName = 'ModerationDialog';

type ModerationFormProps = Omit<ModerationDialogProps, 'open' | 'onOpenChange' | 'question' | 'returnFocusTo' | 'onClosed' | 'className'> & {
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
  const canSend = recipient !== null && recipient.trim() !== '';
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
    <form noValidate onSubmit={form.submit}>
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
          hint={canSend ? texts.sendNoticeHint(recipient) : texts.noRecipient}
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
                <dd className={styles.previewValue}>{recipient}</dd>
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

      {error ? <ErrorMessage>{error}</ErrorMessage> : null}

      <ConfirmDialog.Actions>
        <ConfirmDialog.Cancel disabled={busy}>{texts.cancel}</ConfirmDialog.Cancel>
        <Button type="submit" variant={action === 'delete' ? 'danger' : 'primary'} busy={busy} busyText={texts.busy[action]}>
          {texts.confirm[action]}
        </Button>
      </ConfirmDialog.Actions>
      </Stack>
    </form>
  );
}
