import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { expectClosedWithFocusOn, openDialogWith } from '../private/stories/dialogs';
import { InviteDialog, type InviteDialogProps, type InviteDialogRole } from './InviteDialog';
import { clipboardThat } from '../private/stories/clipboard';
import { usageDocs } from '../private/stories/usage';

// The staff roles as the app describes them (from api-contract; the design system does not depend on it).
const roles: readonly InviteDialogRole[] = [
  { value: 'owner', label: 'Owner', description: 'Everything, including deleting accounts, editing the policy and terms, and managing staff.' },
  { value: 'moderator', label: 'Moderator', description: 'Reads everything and suspends or unsuspends accounts.' },
  { value: 'viewer', label: 'Viewer', description: 'Reads everything and changes nothing.' },
];

const title = 'Invite a staff member';
const invitationLink = 'https://admin.chairside.app/invitation/5q9Yk2rT8wLm3vXc';
const linkHint = 'No mail server is set, so share this link with them yourself. It works once, for 72 hours.';

type HarnessProps = InviteDialogProps & {
  /** What the page shows once `onInvite` has resolved: the sentence of an email sent, or the link to share. */
  outcome?: 'sent' | 'link';
};

/** The dialog as the staff page opens it: a button sets it open, and a resolved invite shows the outcome. */
function Harness({ outcome, ...args }: HarnessProps) {
  const [open, setOpen] = useState(args.open);
  const [sent, setSent] = useState(args.sent);
  const [link, setLink] = useState(args.link);
  return (
    <>
      <Button
        onClick={() => {
          // Each opening starts on the form again.
          setSent(args.sent);
          setLink(args.link);
          setOpen(true);
        }}
      >
        Invite staff
      </Button>
      <InviteDialog
        {...args}
        open={open}
        sent={sent}
        link={link}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
        onInvite={async (invite) => {
          await args.onInvite(invite);
          if (outcome === 'sent') setSent(`Invitation sent to ${invite.email}.`);
          if (outcome === 'link') setLink(invitationLink);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Security/InviteDialog',
  component: InviteDialog,
  args: {
    open: false,
    roles,
    defaultRole: 'viewer',
    busy: false,
    error: '',
    link: '',
    sent: '',
    onOpenChange: fn(),
    onInvite: fn(),
  },
  argTypes: { roles: { control: 'object' } },
  render: (args) => <Harness {...args} />,
  parameters: { docs: { description: { component: usageDocs({
        summary: 'Invites a staff member to the back office: their email address and a role, each with what it may do. Once sent, it says so, or gives the link to share when no mail server is set.',
        use: ["From the staff page's Invite button, with the app's `roles` and a `defaultRole` when one is usual.", '`onInvite` sends the invitation: set `busy` while it runs and `error` if it failed, then `sent` (a sentence) or `link` (to share by hand).'],
        avoid: ['For a yes or no question: use `ConfirmDialog`.', 'For an account that already exists (suspend, unsuspend, delete): use `ModerationDialog`.'],
        accessibility: ["Focus starts on Email. A refused send shows each message on its field, announces them once and moves focus to the first field in the wrong. Each role's description is read with its radio.", 'After sending, focus moves to Done, which reads the outcome, or to the selected link; whether Copy link worked is announced.', 'Escape, Cancel or a click outside closes it, never while `busy`, and focus goes back to what opened it.'],
        do: 'After `onInvite` resolves, pass `sent="Invitation sent to ann@example.com."` (or `link` when no email went out) and let Done close it.',
        dont: 'Closing the dialog as soon as `onInvite` resolves: the admin never sees the link to share when no email could be sent.',
      }) } } },
} satisfies Meta<typeof InviteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Opens the dialog with the page's button; hands back the button, the dialog and its fields by role and name. */
async function openDialog(canvas: Canvas) {
  const opened = await openDialogWith(canvas, 'Invite staff', title);
  const { inDialog } = opened;
  return {
    ...opened,
    email: () => inDialog.getByRole('textbox', { name: 'Email' }),
    role: (name: string) => inDialog.getByRole('radio', { name }),
    roles: () => inDialog.getByRole('group', { name: 'Role' }),
    send: () => inDialog.getByRole('button', { name: 'Send invitation' }),
    cancel: () => inDialog.getByRole('button', { name: 'Cancel' }),
  };
}

/**
 * Keyboard only: focus starts on Email; Tab enters the roles at the chosen one and the arrows choose;
 * Enter on Send invitation hands over the address and the role. The sentence of the app then stands
 * in for the form, Done has focus and reads it, and Enter closes with focus back on the page's button.
 */
export const Default: Story = {
  render: (args) => <Harness {...args} outcome="sent" />,
  play: async ({ args, canvas }) => {
    const parts = await openDialog(canvas);
    await waitFor(() => expect(parts.email()).toHaveFocus());
    await expect(parts.email()).toHaveAttribute('type', 'email');
    await expect(parts.email()).toBeRequired();
    await expect(parts.role('Viewer')).toBeChecked();
    await expect(parts.role('Moderator')).toHaveAccessibleDescription('Reads everything and suspends or unsuspends accounts.');

    await userEvent.keyboard('ann@example.com');
    await userEvent.tab();
    await expect(parts.role('Viewer')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(parts.role('Moderator')).toBeChecked();
    await userEvent.tab();
    await expect(parts.cancel()).toHaveFocus();
    await userEvent.tab();
    await expect(parts.send()).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.onInvite).toHaveBeenCalledTimes(1);
    await expect(args.onInvite).toHaveBeenCalledWith({ email: 'ann@example.com', role: 'moderator' });
    const done = await parts.inDialog.findByRole('button', { name: 'Done' });
    await expect(parts.inDialog.getByText('Invitation sent to ann@example.com.')).toBeVisible();
    await expect(parts.inDialog.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await waitFor(() => expect(done).toHaveFocus());
    await expect(done).toHaveAccessibleDescription('Invitation sent to ann@example.com.');
    await userEvent.keyboard('{Enter}');
    await expectClosedWithFocusOn(parts.opener);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Playground: Story = {};

/**
 * The address is checked before anything is sent: missing, then not an address, each message on the
 * field with focus on it; with no role chosen, focus goes to the first role. Enter in the field is
 * refused as the button is, and the message goes as soon as the address is put right.
 */
export const InvalidEmail: Story = {
  args: { defaultRole: undefined },
  play: async ({ args, canvas }) => {
    const parts = await openDialog(canvas);
    await expect(parts.roles()).toBeVisible();
    for (const name of ['Owner', 'Moderator', 'Viewer']) await expect(parts.role(name)).not.toBeChecked();

    await userEvent.click(parts.send());
    await expect(args.onInvite).not.toHaveBeenCalled();
    await waitFor(() => expect(parts.email()).toHaveFocus());
    await expect(parts.email()).toHaveAttribute('aria-invalid', 'true');
    await expect(parts.email()).toHaveAccessibleDescription('Email is required.');
    await expect(parts.roles()).toHaveAccessibleDescription('Choose a role.');
    await expect(within(document.body).getByRole('alert')).toHaveTextContent('Email is required. Choose a role.');

    await userEvent.keyboard('ann@example');
    await expect(parts.email()).toHaveAccessibleDescription('Enter a valid email address.');
    await userEvent.keyboard('{Enter}');
    await expect(args.onInvite).not.toHaveBeenCalled();
    await expect(within(document.body).getByRole('alert')).toHaveTextContent('Enter a valid email address. Choose a role.');

    await userEvent.keyboard('.com');
    await expect(parts.email()).not.toHaveAttribute('aria-invalid');
    await expect(parts.email()).not.toHaveAccessibleDescription();
    await userEvent.keyboard('{Enter}');
    await expect(args.onInvite).not.toHaveBeenCalled();
    await waitFor(() => expect(parts.role('Owner')).toHaveFocus());

    await userEvent.click(parts.role('Viewer'));
    await expect(parts.roles()).not.toHaveAccessibleDescription();
    await userEvent.click(parts.send());
    await expect(args.onInvite).toHaveBeenCalledTimes(1);
    await expect(args.onInvite).toHaveBeenCalledWith({ email: 'ann@example.com', role: 'viewer' });
  },
};

/**
 * No mail server: the link stands in for the form, focused and selected, with how to use it as its
 * description; Copy link puts it on the clipboard and says so.
 */
export const LinkToShare: Story = {
  render: (args) => <Harness {...args} outcome="link" />,
  beforeEach: clipboardThat('resolves'),
  play: async ({ args, canvas }) => {
    const parts = await openDialog(canvas);
    await userEvent.type(parts.email(), '  bo@example.com ');
    await userEvent.click(parts.send());
    await expect(args.onInvite).toHaveBeenCalledWith({ email: 'bo@example.com', role: 'viewer' });

    const linkField = await parts.inDialog.findByRole('textbox', { name: 'Invitation link' });
    await expect(linkField).toHaveValue(invitationLink);
    await expect(linkField).toHaveAttribute('readonly');
    await expect(linkField).toHaveAccessibleDescription(linkHint);
    await waitFor(() => expect(linkField).toHaveFocus());
    await expect(parts.inDialog.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await expect(parts.inDialog.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();

    await userEvent.click(parts.inDialog.getByRole('button', { name: 'Copy link' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(invitationLink);
    await expect(parts.inDialog.getByRole('status')).toHaveTextContent('Link copied.');

    await userEvent.click(parts.inDialog.getByRole('button', { name: 'Done' }));
    await expectClosedWithFocusOn(parts.opener);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The clipboard refused (a browser setting): the link is selected and focused, and the status says how to copy it. */
export const CopyRefused: Story = {
  args: { link: invitationLink },
  beforeEach: clipboardThat('rejects'),
  play: async ({ canvas }) => {
    const parts = await openDialog(canvas);
    const linkField = parts.inDialog.getByRole<HTMLInputElement>('textbox', { name: 'Invitation link' });
    await userEvent.click(parts.inDialog.getByRole('button', { name: 'Copy link' }));
    await expect(parts.inDialog.getByRole('status')).toHaveTextContent(
      'The link could not be copied here. It is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
    );
    await waitFor(() => expect(linkField).toHaveFocus());
    await expect(linkField.selectionStart).toBe(0);
    await expect(linkField.selectionEnd).toBe(invitationLink.length);
  },
};

/** Opened on the outcome of an emailed invitation: its sentence and Done; Escape closes as Done does. */
export const Sent: Story = {
  args: { sent: 'Invitation sent to ann@example.com.' },
  play: async ({ args, canvas }) => {
    const parts = await openDialog(canvas);
    await expect(parts.inDialog.getByText('Invitation sent to ann@example.com.')).toBeVisible();
    await expect(parts.inDialog.queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() => expect(parts.inDialog.getByRole('button', { name: 'Done' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(parts.opener);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

/** Sending: the button keeps its name and spins, Cancel is off, and neither Escape nor a second press does anything. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas }) => {
    const parts = await openDialog(canvas);
    await expect(parts.send()).toHaveAttribute('aria-busy', 'true');
    await expect(parts.send()).toHaveTextContent('Sending…');
    await expect(parts.cancel()).toBeDisabled();
    await userEvent.type(parts.email(), 'ann@example.com{Enter}');
    await userEvent.click(parts.send());
    await expect(args.onInvite).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(parts.dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** Refused by the server: its message is an alert, and the address and role typed stay to try again. */
export const WithError: Story = {
  args: {
    error: 'A staff member with this email already exists.',
    // An implementation given to fn() survives the reset of the spies before each story; mockRejectedValue would not.
    onInvite: fn(async () => {
      throw new Error('Conflict');
    }),
  },
  play: async ({ args, canvas }) => {
    const parts = await openDialog(canvas);
    // The form keeps a second, empty alert of its own for its refused submits.
    const alerts = parts.inDialog.getAllByRole('alert').map((alert) => alert.textContent);
    await expect(alerts).toContain('A staff member with this email already exists.');
    await userEvent.type(parts.email(), 'ann@example.com');
    await userEvent.click(parts.role('Owner'));
    await userEvent.click(parts.send());
    await expect(args.onInvite).toHaveBeenCalledWith({ email: 'ann@example.com', role: 'owner' });
    await expect(parts.email()).toHaveValue('ann@example.com');
    await expect(parts.role('Owner')).toBeChecked();
    await expect(parts.send()).toBeVisible();
  },
};

/** Closed and opened again: nothing of the last opening is left. */
export const ResetOnClose: Story = {
  play: async ({ args, canvas }) => {
    let parts = await openDialog(canvas);
    await userEvent.type(parts.email(), 'ann@example.com');
    await userEvent.click(parts.role('Owner'));
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(parts.opener);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    parts = await openDialog(canvas);
    await expect(parts.email()).toHaveValue('');
    await expect(parts.role('Viewer')).toBeChecked();
    await userEvent.click(parts.cancel());
    await expectClosedWithFocusOn(parts.opener);
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};
