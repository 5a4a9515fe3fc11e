import { useId, useState, type Ref } from 'react';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { RadioGroup } from '../RadioGroup';
import { TextField } from '../TextField';
import { characterCount } from '../TextArea/characterCount';
import { VisuallyHidden } from '../VisuallyHidden';
import { toLocalDateTime } from '../ModerationDialog/moderationForm';
import { Field, fieldControl, useFieldProps } from '../private/Field';
import { DialogForm, FormDialog } from '../private/FormDialog';
import { useCheckedForm } from '../private/useCheckedForm';
import * as styles from './PublishDialog.css';
import {
  initialPublishState,
  publishChoice,
  publishFields,
  publishTimings,
  validatePublish,
  type PublishChoice,
  type PublishFormState,
  type PublishTiming,
} from './publishForm';

/** The design system's own words in the dialog; its title and its button's words come from the app. */
export const publishDialogTexts = {
  summary: 'Summary (optional)',
  summaryHint: 'One line for the history, such as “Clarified how long we keep messages.”',
  /** The count as read out with the field: '12 of 200 characters'. */
  summaryCount: (length: number, limit: number) => `${length} of ${limit} characters`,
  when: 'When',
  timings: { now: 'Publish now', later: 'Schedule for a later date' } satisfies Record<PublishTiming, string>,
  date: 'Date and time',
  timeZoneHint: (timeZone: string) => `Times are in ${timeZone}.`,
  cancel: 'Cancel',
} as const;

const texts = publishDialogTexts;

const timingOptions = publishTimings.map((value) => ({ value, label: texts.timings[value] }));

const systemNow = () => new Date();
const browserTimeZone = () => new Intl.DateTimeFormat().resolvedOptions().timeZone;

export type PublishDialogProps = {
  /** Whether the dialog is shown. What is entered is kept while it is open and starts afresh each time it opens. */
  open: boolean;
  /** Called with false on Cancel, Escape or a click outside; never while `busy`. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's title, which names it: 'Save the privacy policy'. */
  title: string;
  /** The submit button's words: 'Save Policy'. */
  submitLabel: string;
  /** What the submit button says while `busy`: 'Saving...'. */
  busyText: string;
  /** While true the save is under way: the submit button spins and nothing closes the dialog. */
  busy?: boolean;
  /** The server's message when the save failed, shown as an alert above the buttons; what was entered stays. */
  error?: string | null;
  /** Called with the summary (trimmed) and when the change takes effect (null: now), once both are valid. */
  onSubmit: (choice: PublishChoice) => void | Promise<void>;
  /** The most characters the summary may have; 200 by default. */
  summaryMaxLength?: number;
  /** The current time, for the earliest date offered and the check that a chosen date is ahead; the system clock by default. */
  now?: () => Date;
  /** The time zone the date and time are read in, named in the field's hint; the browser's by default. */
  timeZone?: string;
  /** Extra class names for the panel, merged last. */
  className?: string;
};

/**
 * The save dialog of a document: a one-line summary for its history, and whether the change takes
 * effect now or on a date chosen. Every message shows at once on a refused submit, and focus goes to
 * the first.
 */
export function PublishDialog({ open, onOpenChange, title, busy = false, className, ...formProps }: PublishDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} busy={busy} title={title} className={cx(styles.panel, className)}>
      {/* Mounted with the dialog's content, so each opening starts afresh. */}
      <PublishForm busy={busy} {...formProps} />
    </FormDialog>
  );
}
PublishDialog.displayName = 'PublishDialog';

type PublishFormProps = Omit<PublishDialogProps, 'open' | 'onOpenChange' | 'title' | 'className'>;

function PublishForm({
  submitLabel,
  busyText,
  busy = false,
  error,
  onSubmit,
  summaryMaxLength = 200,
  now = systemNow,
  timeZone = browserTimeZone(),
}: PublishFormProps) {
  if (import.meta.env.DEV && !(Number.isInteger(summaryMaxLength) && summaryMaxLength > 0)) {
    throw new Error(`PublishDialog: \`summaryMaxLength\` must be a whole number above 0; got ${summaryMaxLength}.`);
  }
  const [state, setState] = useState<PublishFormState>(initialPublishState);
  const { errors, announcement, register, submit } = useCheckedForm({
    fields: publishFields,
    validate: () => validatePublish(state, { summaryMaxLength, now: now() }),
    onValid: () => onSubmit(publishChoice(state)),
  });
  const update = (patch: Partial<PublishFormState>) => setState((current) => ({ ...current, ...patch }));

  return (
    <DialogForm
      onSubmit={submit}
      busy={busy}
      error={error}
      cancelLabel={texts.cancel}
      submit={
        <Button type="submit" busy={busy} busyText={busyText}>
          {submitLabel}
        </Button>
      }
    >
      <SummaryField
        inputRef={register('summary')}
        value={state.summary}
        onChange={(summary) => update({ summary })}
        maxLength={summaryMaxLength}
        error={errors.summary}
      />
      <RadioGroup
        label={texts.when}
        name="timing"
        options={timingOptions}
        value={state.timing}
        onValueChange={(timing) => update({ timing: timing as PublishTiming })}
      />
      {state.timing === 'later' ? (
        <TextField
          ref={register('effectiveAt')}
          type="datetime-local"
          label={texts.date}
          hint={texts.timeZoneHint(timeZone)}
          name="effectiveAt"
          min={toLocalDateTime(now())}
          // To the second: a change may be timed for a notice that goes out at a precise moment.
          step={1}
          value={state.effectiveAt}
          onChange={(event) => update({ effectiveAt: event.target.value })}
          error={errors.effectiveAt}
        />
      ) : null}
      {/* Each refused submit, said once; see useCheckedForm. */}
      <VisuallyHidden role="alert">{announcement}</VisuallyHidden>
    </DialogForm>
  );
}

type SummaryFieldProps = {
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  error?: string;
};

/**
 * The summary: one line, counted against its limit as it is typed but never cut off by it, so a
 * pasted text can be shortened in place; the form's own check says when it is too long.
 */
function SummaryField({ inputRef, value, onChange, maxLength, error }: SummaryFieldProps) {
  const counterId = useId();
  const { fieldProps, controlProps } = useFieldProps(
    'PublishDialog',
    { label: texts.summary, hint: texts.summaryHint, error },
    counterId,
  );
  const count = characterCount(value.length, maxLength);
  const footer = (
    <>
      {/* Read with the field's description as words; the figures are for the eye. */}
      <span id={counterId} className={styles.counter} data-state={count.state}>
        <span aria-hidden="true">{`${value.length}/${maxLength}`}</span>
        <VisuallyHidden>{texts.summaryCount(value.length, maxLength)}</VisuallyHidden>
      </span>
      {/* Quiet until the limit is near, so typing is not interrupted on every key. */}
      <VisuallyHidden role="status">{count.announce ? count.text : ''}</VisuallyHidden>
    </>
  );
  return (
    <Field {...fieldProps} footer={footer}>
      <input
        ref={inputRef}
        type="text"
        name="summary"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cx(fieldControl, focusRing)}
        {...controlProps}
      />
    </Field>
  );
}
