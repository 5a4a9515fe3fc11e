import { useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { OneTimeCodeField } from '../OneTimeCodeField';
import { PasswordField } from '../PasswordField';
import { RadioGroup } from '../RadioGroup';
import { Stack } from '../Stack';
import { DialogForm, FormDialog } from '../private/FormDialog';
import * as styles from './ReauthDialog.css';
import {
  reauthAnswer,
  reauthDescription,
  reauthDialogTexts as texts,
  reauthProblem,
  typedMethodsOf,
  type ReauthAnswer,
  type ReauthDialogMethod,
  type TypedReauthMethod,
} from './reauthForm';

export type ReauthDialogProps = {
  /** Whether the dialog is shown. What is typed starts afresh each time it opens. */
  open: boolean;
  /** Called with false when the staff member cancels (Cancel or Escape); never while `busy`. */
  onOpenChange: (open: boolean) => void;
  /** The ways offered; the password comes first when it is among them, and 'passkey' adds a 'Use a passkey' button. */
  methods: readonly ReauthDialogMethod[];
  /** Called with a typed answer once it has the right shape; the outcome comes back through `busy`, `error` and `open`. */
  onSubmit: (answer: ReauthAnswer) => void | Promise<void>;
  /** Called by 'Use a passkey'; required when `methods` has 'passkey'. */
  onPasskey?: () => void | Promise<void>;
  /** While true the answer is being checked: its button spins and nothing closes the dialog. */
  busy?: boolean;
  /** The server's message when the answer was refused, shown as an alert (and on the field, for a typed answer). */
  error?: string;
  /** What is about to be done, in lower case, such as 'delete this account'; read in the description. */
  actionLabel?: string;
  /** How long the answer lasts before the next sensitive action asks again, as the description says. */
  rememberMinutes?: number;
  /** Where focus goes after closing; defaults to the element focused when the dialog opened. */
  returnFocusTo?: HTMLElement | null;
  /** Called once the dialog has gone and focus is back where it came from. */
  onClosed?: () => void;
  /** Extra class names for the panel, merged last. */
  className?: string;
};

/**
 * Asks a staff member to confirm who they are before a sensitive action: their password, a code from
 * their authenticator app or a recovery code (chosen with radios when more than one is offered), or a
 * passkey. A modal dialog: Escape and Cancel close it, focus starts in the field and goes back to
 * what opened it, and an answer of the wrong shape is refused here with focus on the field.
 */
export function ReauthDialog({
  open,
  onOpenChange,
  methods,
  onSubmit,
  onPasskey,
  busy = false,
  error,
  actionLabel,
  rememberMinutes = 10,
  returnFocusTo,
  onClosed,
  className,
}: ReauthDialogProps) {
  if (import.meta.env.DEV && methods.length === 0) {
    throw new Error('ReauthDialog: `methods` must offer at least one way to confirm.');
  }
  if (import.meta.env.DEV && methods.includes('passkey') && !onPasskey) {
    throw new Error("ReauthDialog: `onPasskey` is required when `methods` has 'passkey'.");
  }
  const fieldRef = useRef<HTMLInputElement | null>(null);
  const passkeyRef = useRef<HTMLButtonElement | null>(null);

  const handleOpenAutoFocus = (event: Event) => {
    // Straight to the answer, rather than Radix's first focusable element (a radio or the passkey button).
    const target = fieldRef.current ?? passkeyRef.current;
    if (target) {
      event.preventDefault();
      target.focus({ preventScroll: true });
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={texts.title}
      description={reauthDescription(actionLabel, rememberMinutes)}
      onOpenAutoFocus={handleOpenAutoFocus}
      // A stray click beside the panel must not throw away a half-typed password; Escape and Cancel close it.
      ignoreClickOutside
      returnFocusTo={returnFocusTo}
      onClosed={onClosed}
      className={cx(styles.panel, className)}
    >
      {/* Mounted with the content, so each opening starts with nothing typed. */}
      <ReauthForm
        methods={methods}
        onSubmit={onSubmit}
        onPasskey={onPasskey}
        busy={busy}
        error={error}
        fieldRef={fieldRef}
        passkeyRef={passkeyRef}
      />
    </FormDialog>
  );
}
ReauthDialog.displayName = 'ReauthDialog';

type ReauthFormProps = Pick<ReauthDialogProps, 'methods' | 'onSubmit' | 'onPasskey' | 'error'> & {
  busy: boolean;
  fieldRef: RefObject<HTMLInputElement | null>;
  passkeyRef: RefObject<HTMLButtonElement | null>;
};

/** Which answer was last given, so the busy state and the server's error land on the right control. */
type Attempt = 'typed' | 'passkey' | null;

function ReauthForm({ methods, onSubmit, onPasskey, busy, error, fieldRef, passkeyRef }: ReauthFormProps) {
  const typed = typedMethodsOf(methods);
  const offersPasskey = methods.includes('passkey') && onPasskey !== undefined;
  const [chosen, setChosen] = useState<TypedReauthMethod | undefined>(typed[0]);
  const method = chosen !== undefined && typed.includes(chosen) ? chosen : typed[0];
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState<Attempt>(null);
  // A refused submit renders again even when the message is the same, so the effect below runs.
  const [focusRequest, requestFocus] = useReducer((count: number) => count + 1, 0);
  const serverErrorOnField = error && attempt !== 'passkey' ? error : undefined;

  // After the render that shows the message, so the field is read out with it; what was typed is
  // selected, so the next try replaces it.
  useEffect(() => {
    if (focusRequest === 0) return;
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, [focusRequest, fieldRef]);

  // The server's refusal of a typed answer, once the check has ended. A refused passkey leaves focus
  // on its button, ready to try again.
  useEffect(() => {
    if (!serverErrorOnField || busy) return;
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, [serverErrorOnField, busy, fieldRef]);

  const choose = (next: string) => {
    const found = typed.find((candidate) => candidate === next);
    if (!found) return;
    // A password must never carry over into a code field, or the other way round.
    setChosen(found);
    setValue('');
    setProblem(null);
  };

  const submit = () => {
    if (!method) return;
    const found = reauthProblem(method, value);
    setProblem(found);
    if (found) {
      requestFocus();
      return;
    }
    setAttempt('typed');
    void onSubmit(reauthAnswer(method, value));
  };

  const answerWithPasskey = () => {
    if (busy || !onPasskey) return;
    setAttempt('passkey');
    setProblem(null);
    void onPasskey();
  };

  const fieldProps = {
    value,
    error: problem ?? serverErrorOnField,
  };

  const passkeyButton = offersPasskey ? (
    <Button
      ref={passkeyRef}
      variant={method ? 'secondary' : 'primary'}
      busy={busy && attempt === 'passkey'}
      busyText={texts.passkeyBusy}
      onClick={answerWithPasskey}
    >
      {texts.passkey}
    </Button>
  ) : null;

  return (
    <DialogForm
      onSubmit={submit}
      busy={busy}
      error={error}
      cancelLabel={texts.cancel}
      submit={
        method ? (
          <Button type="submit" busy={busy && attempt !== 'passkey'} busyText={texts.confirming}>
            {texts.confirm}
          </Button>
        ) : (
          passkeyButton
        )
      }
    >
      {typed.length > 1 && method ? (
        <RadioGroup
          label={texts.confirmWith}
          name="method"
          options={typed.map((option) => ({ value: option, label: texts.choices[option] }))}
          value={method}
          onValueChange={choose}
        />
      ) : null}
      {method === 'password' ? (
        <PasswordField
          ref={fieldRef}
          label={texts.fields.password}
          name="password"
          autoComplete="current-password"
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
          {...fieldProps}
        />
      ) : method ? (
        <OneTimeCodeField
          // A field of its own per kind, so the browser's autofill and undo history never cross over.
          key={method}
          ref={fieldRef}
          kind={method}
          label={texts.fields[method]}
          name="code"
          onChange={(next) => {
            setValue(next);
            setProblem(null);
          }}
          {...fieldProps}
        />
      ) : null}
      {method && passkeyButton ? <Stack align="left">{passkeyButton}</Stack> : null}
    </DialogForm>
  );
}
