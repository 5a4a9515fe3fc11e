// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockAdminPassword } from '../../mocks/db';
import { failing, hanging } from '../../mocks/handlers';
import { screenSetup } from '../../stories/screen';
import { screenMeta, screenReady } from '../../stories/screenMeta';

const meta = { title: 'Screens/ChangePassword', ...screenMeta('/change-password') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fillIn(canvas: Canvas, current: string, next: string, confirm = next) {
  await userEvent.type(await canvas.findByLabelText('Current Password', {}, screenReady), current);
  await userEvent.type(canvas.getByLabelText('New Password'), next);
  await userEvent.type(canvas.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
}

/** The toast list, which mounts with the first toast (issue 19). */
const notifications = async (canvas: Canvas) => within(await canvas.findByRole('region', { name: /Notifications/ }));

/** The empty form; one toggle shows or hides all three passwords. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const current = await canvas.findByLabelText('Current Password', {}, screenReady);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show passwords' }));
    await expect(current).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Confirm New Password')).toHaveAttribute('type', 'text');
  },
};

/** All three fields are required. */
export const Validation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Change Password' }, screenReady));
    // The form's rules load on first use, so the messages come a moment after the click.
    await waitFor(() => expect(canvas.getByLabelText('Current Password')).toHaveAccessibleDescription('Current Password is required.'));
    await expect(canvas.getByLabelText('Confirm New Password')).toHaveAccessibleDescription('Confirm New Password is required.');
  },
};

/** New and confirm differ: the spec's toast, and nothing is sent. */
export const Mismatch: Story = {
  play: async ({ canvas }) => {
    await fillIn(canvas, mockAdminPassword, 'a brand new secret', 'another secret');
    await expect(await (await notifications(canvas)).findByText('New passwords do not match.')).toBeVisible();
  },
};

/** While the change is under way the button shows a spinner. */
export const Busy: Story = {
  beforeEach: screenSetup([hanging('changePassword')]),
  play: async ({ canvas }) => {
    await fillIn(canvas, mockAdminPassword, 'a brand new secret');
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Changed: the server's message as a success toast, and empty fields. */
export const Changed: Story = {
  play: async ({ canvas }) => {
    await fillIn(canvas, mockAdminPassword, 'a brand new secret');
    await expect(await (await notifications(canvas)).findByText('Password changed successfully.')).toBeVisible();
    // The form empties in the render after the toast; under load that can be a moment later.
    await waitFor(() => expect(canvas.getByLabelText('Current Password')).toHaveValue(''));
  },
};

/** A wrong current password: the server's message as an error toast; the admin stays logged in. */
export const Error: Story = {
  beforeEach: screenSetup([failing('changePassword', 400, 'The current password is incorrect.')]),
  play: async ({ canvas }) => {
    await fillIn(canvas, 'not my password', 'a brand new secret');
    await expect(await (await notifications(canvas)).findByText('The current password is incorrect.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  },
};
