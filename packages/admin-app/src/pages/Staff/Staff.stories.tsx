// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Canvas } from 'storybook/internal/types';
import { securityMessages } from '@chairside/api-contract';
import { db } from '../../mocks/db';
import { asRole } from '../../mocks/security';
import { screenSetup } from '../../stories/screen';
import { screenMeta, screenReady } from '../../stories/screenMeta';
import { failureStory, loadingStory } from '../../stories/screenStories';

const meta = { title: 'Screens/Staff', ...screenMeta('/staff') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The members' table once it has loaded. */
const membersTable = async (canvas: Canvas) => canvas.findByRole('table', { name: 'Staff members' }, screenReady);

/** The row of the member named `name`. */
const rowOf = (table: HTMLElement, name: string) => {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('cell', { name }));
  if (!row) throw new globalThis.Error(`No row for ${name}`);
  return within(row);
};

/** Opens the invitation dialog, fills it in and sends it. */
async function sendInvitation(canvas: Canvas, email: string, role: string) {
  await membersTable(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Invite staff member' }));
  const dialog = within(await within(document.body).findByRole('dialog', { name: 'Invite a staff member' }));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.click(dialog.getByRole('radio', { name: role }));
  await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
  return dialog;
}

/** A skeleton while the signed-in admin's role is read. */
export const Loading: Story = loadingStory('getSecurity', 'Loading staff', {
  more: async (canvas) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Invite staff member' })).toBeNull();
  },
});

/** The staff could not be loaded: the server's message and a way to try again. */
export const Error: Story = failureStory('listStaff', 'Error loading staff: Database unavailable.', {
  more: async (canvas) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

/**
 * Every staff member with their role (a select), two-factor, last sign-in and status, and Deactivate
 * or Reactivate; the open invitations with Withdraw. Staff is lit in the sidebar.
 */
export const List: Story = {
  play: async ({ canvas }) => {
    const table = await membersTable(canvas);
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Email',
      'Role',
      'Two-factor',
      'Last signed in',
      'Status',
      'Action',
    ]);
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(db.staff.members.length);
    const priya = rowOf(table, 'Priya Shah');
    await expect(priya.getByRole('combobox', { name: 'Role of Priya Shah' })).toHaveValue('moderator');
    await expect(priya.getByText('Yes')).toBeVisible();
    await expect(priya.getByRole('button', { name: 'Deactivate Priya Shah' })).toBeVisible();
    const tom = rowOf(table, 'Tom Becker');
    await expect(tom.getByText('Never')).toBeVisible();
    const lena = rowOf(table, 'Lena Ortiz');
    await expect(lena.getByText('Deactivated')).toBeVisible();
    await expect(lena.getByRole('button', { name: 'Reactivate Lena Ortiz' })).toBeVisible();

    const invitations = canvas.getByRole('table', { name: 'Open invitations' });
    await expect(within(invitations).getByText('sam.rivera@example.com')).toBeVisible();
    await expect(within(invitations).getByRole('button', { name: 'Withdraw the invitation to sam.rivera@example.com' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
  },
};

/** No mail server is set: the dialog gives the link to share by hand, and the invitation joins the list. */
export const InviteWithLink: Story = {
  beforeEach: () => {
    db.staff.mailer = false;
  },
  play: async ({ canvas }) => {
    const dialog = await sendInvitation(canvas, 'jo.kim@example.com', 'Moderator');
    const link = await dialog.findByRole('textbox', { name: 'Invitation link' });
    await expect((link as HTMLInputElement).value).toMatch(/\/accept-invitation#token=/);
    await waitFor(() => expect(link).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvas.getByRole('table', { name: 'Open invitations' })).getByText('jo.kim@example.com')).toBeVisible();
  },
};

/** With a mail server the dialog says the invitation went, in the server's words. */
export const InviteSent: Story = {
  play: async ({ canvas }) => {
    const dialog = await sendInvitation(canvas, 'jo.kim@example.com', 'Viewer');
    await expect(await dialog.findByText(securityMessages.invitationSent('jo.kim@example.com'))).toBeVisible();
    await expect(dialog.queryByRole('textbox', { name: 'Invitation link' })).toBeNull();
  },
};

/** An address that already signs in: the server's refusal shows in the dialog, which keeps what was typed. */
export const InviteRefused: Story = {
  play: async ({ canvas }) => {
    const dialog = await sendInvitation(canvas, 'priya.shah@chairside.test', 'Viewer');
    // The dialog's other alert (announcing fields refused before sending) stays empty.
    await expect(await dialog.findByText(securityMessages.staffExists)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('priya.shah@chairside.test');
  },
};

/** A new role chosen in the row goes to the server at once; the toast says so in its words. */
export const ChangeRole: Story = {
  play: async ({ canvas }) => {
    const table = await membersTable(canvas);
    const select = rowOf(table, 'Tom Becker').getByRole('combobox', { name: 'Role of Tom Becker' });
    await userEvent.selectOptions(select, 'moderator');
    await expect(await within(document.body).findByText('Tom Becker is now a moderator.')).toBeInTheDocument();
    await expect(select).toHaveValue('moderator');
    await expect(db.staff.members.find((member) => member.fullName === 'Tom Becker')?.staffRole).toBe('moderator');
  },
};

/** Deactivate asks first, with what it does; then the member reads Deactivated and can be reactivated. */
export const Deactivate: Story = {
  play: async ({ canvas }) => {
    const table = await membersTable(canvas);
    await userEvent.click(rowOf(table, 'Priya Shah').getByRole('button', { name: 'Deactivate Priya Shah' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Deactivate Priya Shah?' }));
    await waitFor(() => expect(dialog.getByText('They are signed out at once and cannot sign in until reactivated.')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await expect(await within(document.body).findByText('Priya Shah can no longer sign in.')).toBeInTheDocument();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(await rowOf(table, 'Priya Shah').findByRole('button', { name: 'Reactivate Priya Shah' })).toBeVisible();
    await expect(rowOf(table, 'Priya Shah').getByText('Deactivated')).toBeVisible();
  },
};

/** The only owner cannot stop being one: the server's refusal is a toast, and the select goes back. */
export const LastOwnerRefused: Story = {
  play: async ({ canvas }) => {
    const table = await membersTable(canvas);
    const { fullName } = db.admin;
    const select = rowOf(table, fullName).getByRole('combobox', { name: `Role of ${fullName}` });
    await userEvent.selectOptions(select, 'viewer');
    await expect(await within(document.body).findByText(securityMessages.lastOwner)).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('owner'));
  },
};

/** Nobody deactivates themselves: the server's refusal is a toast and the row stays active. */
export const SelfDeactivateRefused: Story = {
  play: async ({ canvas }) => {
    const table = await membersTable(canvas);
    const { fullName } = db.admin;
    await userEvent.click(rowOf(table, fullName).getByRole('button', { name: `Deactivate ${fullName}` }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: `Deactivate ${fullName}?` }));
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await expect(await within(document.body).findByText(securityMessages.selfDeactivate)).toBeInTheDocument();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(rowOf(table, fullName).getByText('Active')).toBeVisible();
  },
};

/** A moderator reaching /staff reads why not; the sidebar offers no Staff item. */
export const ForbiddenForModerator: Story = {
  beforeEach: screenSetup([asRole('moderator')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Only owners can manage staff.', {}, screenReady)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Invite staff member' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Staff' })).toBeNull();
  },
};
