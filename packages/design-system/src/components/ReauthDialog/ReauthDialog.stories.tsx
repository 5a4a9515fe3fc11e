import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { expectClosedWithFocusOn, expectDialogClosed, findOpenDialog, openDialogWith } from '../private/stories/dialogs';
import { ReauthDialog, type ReauthDialogProps } from './ReauthDialog';
import { usageDocs } from '../private/stories/usage';

const title = 'Confirm it is you';
const withAction = 'To delete this account, confirm it is you. You will not be asked again for 10 minutes.';
const general = 'Confirm it is you to continue. You will not be asked again for 10 minutes.';
const wrongPassword = 'That password is not right.';
const wrongCode = 'That code did not work. Check it and try again.';

type HarnessProps = ReauthDialogProps & {
  /** The one answer the pretend server takes; without it every answer is taken at once. */
  accepts?: string;
  /** The pretend server's message for any passkey; without it a passkey is taken at once. */
  refusePasskey?: string;
};

/**
 * The dialog as the app runs it: the sensitive action's button opens it; an answer goes to a pretend
 * server, which takes `accepts` and refuses anything else with the server's message; taken, it closes.
 */
function Harness({ accepts, refusePasskey, ...args }: HarnessProps) {
  const [open, setOpen] = useState(args.open);
  const [busy, setBusy] = useState(args.busy);
  const [error, setError] = useState(args.error);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <ReauthDialog
        {...args}
        open={open}
        busy={busy}
        error={error}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(undefined);
          args.onOpenChange(next);
        }}
        onPasskey={async () => {
          await args.onPasskey?.();
          if (refusePasskey === undefined) setOpen(false);
          else setError(refusePasskey);
        }}
        onSubmit={async (answer) => {
          await args.onSubmit(answer);
          if (accepts === undefined) {
            setOpen(false);
            return;
          }
          setError(undefined);
          setBusy(true);
          await new Promise((resolve) => setTimeout(resolve, 150));
          setBusy(false);
          if (answer.value === accepts) setOpen(false);
          else setError(answer.method === 'password' ? wrongPassword : wrongCode);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Security/ReauthDialog',
  component: ReauthDialog,
  args: {
    open: false,
    methods: ['password', 'totp'],
    actionLabel: 'delete this account',
    busy: false,
    onOpenChange: fn(),
    onSubmit: fn(),
    onPasskey: fn(),
  },
  render: (args) => <Harness {...args} />,
  parameters: { docs: { description: { component: usageDocs({
        summary: 'Asks a staff member to confirm who they are before a sensitive action, such as deleting an account: with their password, an authenticator or recovery code, or a passkey.',
        use: ['When the server wants a fresh proof of identity before it carries out an action.', "List the ways the staff member has set up in `methods`: the password comes first, more than one typed way adds radios to choose between, and 'passkey' adds a 'Use a passkey' button (give `onPasskey`)."],
        avoid: ['To ask whether to go ahead: use `ConfirmDialog`. This dialog checks who someone is, not what they meant.', 'To check the first code of a new authenticator: use `TotpEnrolment`.'],
        accessibility: ["A modal dialog titled 'Confirm it is you', described by what is about to happen (`actionLabel`) and for how long it will not ask again (`rememberMinutes`).", 'Focus starts in the field, or on the passkey button when that is the only way; Escape and Cancel close it and focus goes back to what opened it. A click outside does not close it, so a half-typed password is not lost.', "An empty or malformed answer is refused here, with the message on the field; the server's `error` is an alert and the field's message, and focus goes back to the field with its text selected."],
        do: 'Set `busy` while the server checks the answer, `error` when it refuses, and `open` to false when it accepts: `onSubmit` only hands the answer over.',
        dont: '`rememberMinutes={30}` when the server asks again after 10: the number only sets the words, so it must match what the server does.',
      }) } } },
} satisfies Meta<typeof ReauthDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Opens the dialog with the page's button and finds it by its title, once it has faded in. */
async function openDialog(canvas: Canvas) {
  const opened = await openDialogWith(canvas, 'Delete account', title);
  const { inDialog } = opened;
  return {
    ...opened,
    // The password input has no role of its own; the 'Password' radio shares its name, so it is told apart by kind.
    password: () => inDialog.getByLabelText<HTMLInputElement>('Password', { selector: 'input:not([type="radio"])' }),
    code: (name: string) => inDialog.getByRole<HTMLInputElement>('textbox', { name }),
    confirm: () => inDialog.getByRole('button', { name: 'Confirm' }),
  };
}

/**
 * Password or authenticator code, the password chosen and focused: typed and sent with Enter, the
 * dialog closes and focus goes back to the button that opened it.
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const { opener, dialog, inDialog, password } = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleDescription(withAction);
    await expect(inDialog.getByRole('group', { name: 'Confirm with' })).toBeVisible();
    await expect(inDialog.getByRole('radio', { name: 'Password' })).toBeChecked();
    await waitFor(() => expect(password()).toHaveFocus());
    await expect(password()).toHaveAttribute('autocomplete', 'current-password');

    await userEvent.keyboard('correct horse battery staple{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'password', value: 'correct horse battery staple' });
    await expectClosedWithFocusOn(opener);
  },
};

export const Playground: Story = {
  args: { methods: ['password', 'totp', 'recovery', 'passkey'], error: '' },
};

/** The password alone: no choice to make, and without an action the description asks in general. */
export const PasswordOnly: Story = {
  args: { methods: ['password'], actionLabel: undefined },
  play: async ({ args, canvas }) => {
    const { dialog, inDialog, password, confirm } = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleDescription(general);
    await expect(inDialog.queryByRole('group', { name: 'Confirm with' })).not.toBeInTheDocument();
    await expect(inDialog.queryByRole('radio')).not.toBeInTheDocument();
    await expect(inDialog.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();

    await userEvent.click(confirm());
    await expect(password()).toHaveAccessibleDescription('Enter your password.');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(password(), 'hunter2');
    await expect(password()).not.toHaveAttribute('aria-invalid');
    await userEvent.click(confirm());
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'password', value: 'hunter2' });
  },
};

/**
 * Every way at once, offered in any order: the password comes first, then the codes, and a passkey
 * button; switching clears what was typed, and each answer goes back normalised.
 */
export const AllMethods: Story = {
  args: { methods: ['passkey', 'recovery', 'totp', 'password'] },
  play: async ({ args, canvas }) => {
    const { opener, inDialog, password, code } = await openDialog(canvas);
    const radios = within(inDialog.getByRole('group', { name: 'Confirm with' })).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    await expect(radios[0]).toHaveAccessibleName('Password');
    await expect(radios[1]).toHaveAccessibleName('Authenticator code');
    await expect(radios[2]).toHaveAccessibleName('Recovery code');

    await userEvent.type(password(), 'not for the code field');
    await userEvent.click(inDialog.getByRole('radio', { name: 'Authenticator code' }));
    await expect(inDialog.queryByLabelText('Password', { selector: 'input:not([type="radio"])' })).not.toBeInTheDocument();
    await expect(code('Authentication code')).toHaveValue('');
    await expect(code('Authentication code')).toHaveAttribute('autocomplete', 'one-time-code');

    await userEvent.type(code('Authentication code'), '123 456{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'totp', value: '123456' });
    await expectClosedWithFocusOn(opener);

    // Opened again it starts on the password, and a passkey answers without a field.
    const again = await openDialog(canvas);
    await expect(again.inDialog.getByRole('radio', { name: 'Password' })).toBeChecked();
    await userEvent.click(again.inDialog.getByRole('button', { name: 'Use a passkey' }));
    await expect(args.onPasskey).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expectClosedWithFocusOn(again.opener);
  },
};

/** A recovery code, typed in capitals with spaces around it, goes back trimmed and in lower case. */
export const RecoveryCode: Story = {
  args: { methods: ['totp', 'recovery'] },
  play: async ({ args, canvas }) => {
    const { inDialog, code } = await openDialog(canvas);
    await expect(inDialog.getByRole('radio', { name: 'Authenticator code' })).toBeChecked();
    await waitFor(() => expect(code('Authentication code')).toHaveFocus());
    await userEvent.click(inDialog.getByRole('radio', { name: 'Recovery code' }));
    const recovery = code('Recovery code');
    await expect(recovery).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(recovery, ' K7QM2-3XZA9 ');
    await userEvent.click(inDialog.getByRole('button', { name: 'Confirm' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'recovery', value: 'k7qm2-3xza9' });
  },
};

/** Confirm with nothing typed: each way's own message on its field, focus on it, nothing sent. */
export const EmptySubmit: Story = {
  args: { methods: ['password', 'totp', 'recovery'] },
  play: async ({ args, canvas }) => {
    const { inDialog, password, code, confirm } = await openDialog(canvas);

    await userEvent.click(confirm());
    await waitFor(() => expect(password()).toHaveFocus());
    await expect(password()).toHaveAttribute('aria-invalid', 'true');
    await expect(password()).toHaveAccessibleDescription('Enter your password.');

    await userEvent.click(inDialog.getByRole('radio', { name: 'Authenticator code' }));
    await expect(code('Authentication code')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(confirm());
    await waitFor(() => expect(code('Authentication code')).toHaveFocus());
    await expect(code('Authentication code')).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app.');
    await userEvent.keyboard('123{Enter}');
    await expect(code('Authentication code')).toHaveAccessibleDescription('The code is 6 digits.');

    await userEvent.click(inDialog.getByRole('radio', { name: 'Recovery code' }));
    await userEvent.click(confirm());
    await waitFor(() => expect(code('Recovery code')).toHaveFocus());
    await expect(code('Recovery code')).toHaveAccessibleDescription('Enter one of your recovery codes.');

    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The server refuses the password: an alert says so, the field carries the message, and focus goes
 * back to it with the password selected; the right one then closes the dialog.
 */
export const WrongPassword: Story = {
  render: (args) => <Harness {...args} accepts="correct horse" />,
  play: async ({ args, canvas }) => {
    const { opener, inDialog, password } = await openDialog(canvas);
    await userEvent.type(password(), 'wrong horse{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'password', value: 'wrong horse' });

    await expect(await inDialog.findByRole('alert')).toHaveTextContent(wrongPassword);
    await waitFor(() => expect(password()).toHaveFocus());
    await expect(password()).toHaveAccessibleDescription(wrongPassword);
    await expect(password().selectionStart).toBe(0);
    await expect(password().selectionEnd).toBe('wrong horse'.length);

    await userEvent.keyboard('correct horse{Enter}');
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ method: 'password', value: 'correct horse' });
    await expectClosedWithFocusOn(opener);
  },
};

/** A refused authenticator code: the same, on the code field. */
export const WrongCode: Story = {
  args: { methods: ['totp'] },
  render: (args) => <Harness {...args} accepts="246810" />,
  play: async ({ args, canvas }) => {
    const { inDialog, code } = await openDialog(canvas);
    await expect(inDialog.queryByRole('group', { name: 'Confirm with' })).not.toBeInTheDocument();
    const field = code('Authentication code');
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('000000{Enter}');
    await expect(await inDialog.findByRole('alert')).toHaveTextContent(wrongCode);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription(wrongCode);
    await userEvent.keyboard('246810{Enter}');
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ method: 'totp', value: '246810' });
    await expectDialogClosed();
  },
};

/** An error already standing as the dialog opens: the alert and the field's message. */
export const WithError: Story = {
  args: { methods: ['password'], error: wrongPassword },
  play: async ({ canvas }) => {
    const { inDialog, password } = await openDialog(canvas);
    await expect(inDialog.getByRole('alert')).toHaveTextContent(wrongPassword);
    await expect(password()).toHaveAttribute('aria-invalid', 'true');
    await expect(password()).toHaveAccessibleDescription(wrongPassword);
  },
};

/** A refused passkey: the alert alone, since no field was wrong; focus stays on the passkey button to try again. */
export const PasskeyRefused: Story = {
  args: { methods: ['password', 'passkey'] },
  render: (args) => <Harness {...args} refusePasskey="That passkey could not be verified." />,
  play: async ({ args, canvas }) => {
    const { inDialog, password } = await openDialog(canvas);
    const passkey = inDialog.getByRole('button', { name: 'Use a passkey' });
    await userEvent.click(passkey);
    await expect(args.onPasskey).toHaveBeenCalledTimes(1);
    await expect(await inDialog.findByRole('alert')).toHaveTextContent('That passkey could not be verified.');
    await expect(password()).not.toHaveAttribute('aria-invalid');
    await expect(passkey).toHaveFocus();
  },
};

/** While the answer is checked, Confirm says so and ignores presses, and neither Cancel nor Escape closes the dialog. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas }) => {
    const { inDialog, confirm } = await openDialog(canvas);
    await expect(confirm()).toHaveAttribute('aria-busy', 'true');
    await expect(inDialog.getByText('Confirming…')).toBeVisible();
    await expect(inDialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(confirm());
    await userEvent.keyboard('{Escape}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(await findOpenDialog(title)).toBeVisible();
  },
};

/** Escape closes without sending and forgets what was typed; so does Cancel. Focus goes back each time. */
export const EscapeCancels: Story = {
  play: async ({ args, canvas }) => {
    let { opener, inDialog, password } = await openDialog(canvas);
    await waitFor(() => expect(password()).toHaveFocus());
    await userEvent.keyboard('half a passw');
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(opener);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    ({ opener, inDialog, password } = await openDialog(canvas));
    await expect(password()).toHaveValue('');
    await userEvent.type(password(), 'another');
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel' }));
    await expectClosedWithFocusOn(opener);
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A click beside the panel does not close it: a half-typed password is not lost to a stray click. */
export const ClickOutsideKeepsIt: Story = {
  play: async ({ args, canvas }) => {
    const { password } = await openDialog(canvas);
    await userEvent.type(password(), 'half');
    // The page under a modal takes no pointer events, so user-event refuses to click it; the press
    // Radix listens for is sent straight to the page instead.
    await fireEvent.pointerDown(document.body);
    await fireEvent.pointerUp(document.body);
    await fireEvent.click(document.body);
    await expect(await findOpenDialog(title)).toBeVisible();
    await expect(password()).toHaveValue('half');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A passkey alone: no field and no Confirm, the passkey button is the answer, focused and pressed with Enter. */
export const PasskeyOnly: Story = {
  args: { methods: ['passkey'] },
  play: async ({ args, canvas }) => {
    const { opener, inDialog } = await openDialog(canvas);
    await expect(inDialog.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(inDialog.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    const passkey = inDialog.getByRole('button', { name: 'Use a passkey' });
    await waitFor(() => expect(passkey).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onPasskey).toHaveBeenCalledTimes(1);
    await expectClosedWithFocusOn(opener);
  },
};

/**
 * Keyboard only: focus starts in the field; Shift+Tab reaches the radios, whose arrows switch the
 * way; Tab goes on to the field, Cancel and Confirm, and stays inside the dialog.
 */
export const KeyboardOnly: Story = {
  args: { methods: ['password', 'totp', 'passkey'] },
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Delete account' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findOpenDialog(title);
    const inDialog = within(dialog);
    await waitFor(() => expect(inDialog.getByLabelText('Password', { selector: 'input:not([type="radio"])' })).toHaveFocus());

    await userEvent.tab({ shift: true });
    await expect(inDialog.getByRole('radio', { name: 'Password' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(inDialog.getByRole('radio', { name: 'Authenticator code' })).toBeChecked();

    await userEvent.tab();
    const field = inDialog.getByRole('textbox', { name: 'Authentication code' });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('112233');
    await userEvent.tab();
    await expect(inDialog.getByRole('button', { name: 'Use a passkey' })).toHaveFocus();
    await userEvent.tab();
    await expect(inDialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    const confirm = inDialog.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toHaveFocus();
    // The focus trap: on past the last button, back into the dialog.
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'totp', value: '112233' });
    await expectClosedWithFocusOn(opener);
  },
};
