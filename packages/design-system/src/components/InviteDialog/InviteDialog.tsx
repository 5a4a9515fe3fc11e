import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { RadioGroup } from '../RadioGroup';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import { DialogForm, FormDialog } from '../private/FormDialog';
import { useCopyText } from '../private/useCopyText';
import * as styles from './InviteDialog.css';
import {
  firstInvalidField,
  initialRole,
  inviteValues,
  validateInvite,
  type InviteField,
  type InviteFormState,
  type InviteValues,
} from './inviteForm';

/** A staff role the invitation may give, as the app describes it. */
export type InviteDialogRole = {
  /** The role's value, handed to `onInvite`: 'moderator'. */
  value: string;
  /** Its name: 'Moderator'. */
  label: string;
  /** What it may do, read as its radio's description: 'Reads everything and suspends or unsuspends accounts.' */
  description: string;
};

/** The design system's own words in the dialog; the roles and the outcome's words come from the app. */
export const inviteDialogTexts = {
  title: 'Invite a staff member',
  email: 'Email',
  role: 'Role',
  send: 'Send invitation',
  sending: 'Sending…',
  cancel: 'Cancel',
  done: 'Done',
  link: 'Invitation link',
  linkHint: 'No mail server is set, so share this link with them yourself. It works once, for 72 hours.',
  copy: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'The link could not be copied here. It is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
} as const;

const texts = inviteDialogTexts;

export type InviteDialogProps = {
  /** Whether the dialog is shown. What is typed is kept while it is open and starts afresh each time it opens. */
  open: boolean;
  /** Called with false on Cancel, Done, Escape or a click outside; never while `busy`. */
  onOpenChange: (open: boolean) => void;
  /** The roles offered, in order, each with what it may do. */
  roles: readonly InviteDialogRole[];
  /** The role chosen when the dialog opens; without it none is, and one must be chosen. */
  defaultRole?: string;
  /** Called with the address (trimmed) and the role once both are valid; a rejection keeps what was typed. */
  onInvite: (invite: InviteValues) => void | Promise<void>;
  /** While true the invitation is being sent: the send button spins and nothing closes the dialog. */
  busy?: boolean;
  /** The server's message when the invitation failed, shown as an alert above the buttons; what was typed stays. */
  error?: string | null;
  /** After an invitation that could not be emailed: the link to share by hand, shown in place of the form. */
  link?: string | null;
  /** After an invitation that was emailed: what to say, such as 'Invitation sent to ann@example.com.', shown in place of the form. */
  sent?: string | null;
  /** Extra class names for the panel, merged last. */
  className?: string;
};

/**
 * Invites a staff member: their email address and a role, each role with what it may do. Once the
 * app has sent it, the dialog says so, or, when no mail server is set, gives the link to share by hand.
 */
export function InviteDialog({
  open,
  onOpenChange,
  roles,
  defaultRole,
  onInvite,
  busy = false,
  error,
  link,
  sent,
  className,
}: InviteDialogProps) {
  if (import.meta.env.DEV && roles.length === 0) {
    throw new Error('InviteDialog: `roles` must offer at least one role.');
  }
  if (import.meta.env.DEV && defaultRole !== undefined && !roles.some((role) => role.value === defaultRole)) {
    throw new Error(`InviteDialog: \`defaultRole\` '${defaultRole}' is not one of the roles.`);
  }
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} busy={busy} title={texts.title} className={cx(styles.panel, className)}>
      {link ? (
        <LinkView link={link} />
      ) : sent ? (
        <SentView sent={sent} />
      ) : (
        <InviteForm roles={roles} defaultRole={defaultRole} onInvite={onInvite} busy={busy} error={error} />
      )}
    </FormDialog>
  );
}
InviteDialog.displayName = 'InviteDialog';

type InviteFormProps = Pick<InviteDialogProps, 'roles' | 'defaultRole' | 'onInvite' | 'error'> & { busy: boolean };

/** The dialog's form, mounted with its content so each opening starts afresh. */
function InviteForm({ roles, defaultRole, onInvite, busy, error }: InviteFormProps) {
  const values = roles.map((role) => role.value);
  const [state, setState] = useState<InviteFormState>(() => ({ email: '', role: initialRole(values, defaultRole) }));
  const [attempted, setAttempted] = useState(false);
  // Set only on a refused submit, so the alert speaks then and not on every key.
  const [announcement, setAnnouncement] = useState('');
  // A refused submit renders again even when the messages have not changed, so the effect below runs.
  const [, requestFocus] = useReducer((count: number) => count + 1, 0);
  const focusTarget = useRef<InviteField | undefined>(undefined);
  const emailRef = useRef<HTMLInputElement>(null);
  const roleRef = useRef<HTMLFieldSetElement>(null);

  // Once a submit has been refused, the messages follow every change, so each goes as it is put right.
  const errors = attempted ? validateInvite(state, values) : {};

  // After the render that shows the messages, so the field is read out with its message.
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = undefined;
    if (target === 'email') emailRef.current?.focus();
    // The group itself takes no focus: its first radio does, and reads the group's name and message.
    else if (target === 'role') (roleRef.current?.elements[0] as HTMLElement | undefined)?.focus();
  });

  const submit = async () => {
    const found = validateInvite(state, values);
    setAttempted(true);
    focusTarget.current = firstInvalidField(found);
    if (focusTarget.current) {
      setAnnouncement(Object.values(found).join(' '));
      requestFocus();
      return;
    }
    setAnnouncement('');
    try {
      await onInvite(inviteValues(state));
    } catch {
      // The caller says what went wrong through `error`; what was typed stays, to try again.
    }
  };

  return (
    <DialogForm
      onSubmit={submit}
      busy={busy}
      error={error}
      cancelLabel={texts.cancel}
      submit={
        <Button type="submit" busy={busy} busyText={texts.sending}>
          {texts.send}
        </Button>
      }
    >
      <TextField
        ref={emailRef}
        type="email"
        label={texts.email}
        name="email"
        // Someone else's address: the browser's suggestions would offer the staff member's own.
        autoComplete="off"
        spellCheck={false}
        required
        value={state.email}
        onChange={(event) => setState((current) => ({ ...current, email: event.target.value }))}
        error={errors.email}
      />
      <RadioGroup
        ref={roleRef}
        label={texts.role}
        name="role"
        required
        options={roles.map((role) => ({ value: role.value, label: role.label, hint: role.description }))}
        value={state.role === '' ? null : state.role}
        onValueChange={(role) => setState((current) => ({ ...current, role }))}
        error={errors.role}
      />
      {/* The fields' messages are tied to them, but Enter in a field does not move focus, so a
          screen reader would not hear them; this announces each refused submit once. */}
      <VisuallyHidden role="alert">{announcement}</VisuallyHidden>
    </DialogForm>
  );
}

/** The invitation went by email: what the app says of it, and Done, which has focus and reads it. */
function SentView({ sent }: { sent: string }) {
  const doneRef = useRef<HTMLButtonElement>(null);
  const sentId = useId();
  useEffect(() => {
    // The form that had focus is gone: focus goes to Done, which reads the outcome as its description.
    doneRef.current?.focus();
  }, []);
  return (
    <Stack space="large">
      <Text id={sentId}>{sent}</Text>
      <div className={styles.actions}>
        <Dialog.Close asChild>
          <Button ref={doneRef} aria-describedby={sentId}>
            {texts.done}
          </Button>
        </Dialog.Close>
      </div>
    </Stack>
  );
}

/** The invitation could not be emailed: the link, selected and focused, to copy and share by hand. */
function LinkView({ link }: { link: string }) {
  const linkRef = useRef<HTMLInputElement>(null);
  const { state: copy, copy: copyText } = useCopyText();

  const selectLink = () => {
    linkRef.current?.focus();
    linkRef.current?.select();
  };

  useEffect(() => {
    // The form that had focus is gone: focus goes to the link, which reads how to use it as its hint.
    linkRef.current?.focus();
    linkRef.current?.select();
  }, []);

  const copyLink = async () => {
    // Refused by the browser, or no clipboard here: the link is selected for the keyboard's own copy.
    if (!(await copyText(link))) selectLink();
  };

  return (
    <Stack space="large">
      <TextField
        ref={linkRef}
        label={texts.link}
        hint={texts.linkHint}
        name="invitationLink"
        readOnly
        spellCheck={false}
        value={link}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.copyRow}>
        <Button variant="secondary" onClick={copyLink}>
          {texts.copy}
        </Button>
        {/* Always there, so the change of words is announced. */}
        <Text as="span" size="small" tone="muted" role="status">
          {copy === 'copied' ? texts.copied : copy === 'failed' ? texts.copyFailed : ''}
        </Text>
      </div>
      <div className={styles.actions}>
        <Dialog.Close asChild>
          <Button>{texts.done}</Button>
        </Dialog.Close>
      </div>
    </Stack>
  );
}
