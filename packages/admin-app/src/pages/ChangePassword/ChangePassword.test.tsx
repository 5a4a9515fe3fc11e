import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { toast } from '@chairside/design-system';
import { db, mockAdminPassword, mockToken } from '../../mocks/db';
import { answering, failing, slow, unreachable } from '../../mocks/handlers';
import { submitForm, typeAndTab } from '../../test/forms';
import { renderRoute } from '../../test/renderRoute';
import { recordCalls, server, setupMockServer } from '../../test/server';
import { noSession, sessionAtLogin } from '../../test/session';
import { playStory, userEvent } from '../../test/stories';
import * as stories from './ChangePassword.stories';

setupMockServer();
// Toasts live in a module-level store; closing them before the provider unmounts lets it forget them.
afterEach(() => toast.dismiss());

const { Changed, Default, Error, Mismatch, Validation } = composeStories(stories);

/** The toast list, which mounts with the first toast (issue 19). */
const toastList = async () => within(await screen.findByRole('region', { name: /Notifications/ }));

/** Types `current` and `next` (confirmed) into the form and presses Change Password. */
const changePassword = (current = mockAdminPassword, next = 'a brand new secret') =>
  submitForm('/change-password', 'Change Password', async () => {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current Password'), current);
    await user.type(screen.getByLabelText('New Password'), next);
    await user.type(screen.getByLabelText('Confirm New Password'), next);
    return user;
  });

describe('ChangePassword', () => {
  // The Changed story shows the toast and the emptied Current Password; this adds the rest.
  it('changes the password on the server and clears every field', async () => {
    await playStory(Changed);
    expect(db.password).toBe('a brand new secret');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
  });

  const own = { message: 'Your password is updated.' };
  it.each([
    { answer: 'answers with a message of its own', handler: () => answering('changePassword', 200, own), text: own.message },
    { answer: 'answers without one', handler: () => answering('changePassword', 204), text: 'Password changed successfully.' },
    { answer: 'fails without a message', handler: () => answering('changePassword', 500), text: 'Something went wrong.' },
    { answer: 'cannot be reached', handler: () => unreachable('changePassword'), text: 'Something went wrong.' },
  ])("toasts '$text' when the server $answer", async ({ handler, text }) => {
    server.use(handler());
    await changePassword();
    expect(await (await toastList()).findByText(text)).toBeInTheDocument();
  });

  it('sends the current and new passwords with the bearer token', async () => {
    // Any current password will do here; the recorder goes on last, so it sees the call first.
    server.use(answering('changePassword', 200, { message: 'Password changed successfully.' }));
    const calls = recordCalls('changePassword');
    await changePassword(' old secret ', ' new secret ');
    await (await toastList()).findByText('Password changed successfully.');
    // Passwords travel exactly as typed, spaces included.
    expect(calls).toEqual([
      { body: { currentPassword: ' old secret ', newPassword: ' new secret ' }, authorization: `Bearer ${mockToken}` },
    ]);
  });

  // The Mismatch story shows the toast; this adds the field's message, the focus and that nothing is sent.
  it('marks a mismatched confirmation on the field and makes no call', async () => {
    const calls = recordCalls('changePassword');
    await playStory(Mismatch);
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription('New passwords do not match.');
    expect(screen.getByLabelText('Confirm New Password')).toHaveFocus();
    expect(screen.getByLabelText('New Password')).toHaveValue('a brand new secret');
    await delay(50);
    expect(calls).toHaveLength(0);
    expect(db.password).toBe(mockAdminPassword);
  });

  // The Validation story shows two of the three messages; this adds the third, the focus and that
  // nothing is sent until every field is filled.
  it('requires all three fields and makes no call until they are filled', async () => {
    const calls = recordCalls('changePassword');
    await playStory(Validation);
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription('New Password is required.');
    expect(screen.getByLabelText('Current Password')).toHaveFocus();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current Password'), mockAdminPassword);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText('Current Password')).not.toHaveAccessibleDescription('Current Password is required.');
    expect(screen.getByLabelText('New Password')).toHaveFocus();
    await delay(50);
    expect(calls).toHaveLength(0);
  });

  // The Default story turns the current and confirm fields to text; this adds the new one, that there is
  // no toggle per field and that the toggle hides them again.
  it('shows and hides all three passwords with one shared toggle', async () => {
    await playStory(Default);
    const fields = ['Current Password', 'New Password', 'Confirm New Password'].map((label) => screen.getByLabelText(label));
    for (const field of fields) expect(field).toHaveAttribute('type', 'text');
    expect(screen.queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Show passwords' }));
    for (const field of fields) expect(field).toHaveAttribute('type', 'password');
  });

  it('shows a spinner on the button while the change is under way', async () => {
    server.use(slow('changePassword', 200));
    await changePassword();
    const button = screen.getByRole('button', { name: 'Change Password' });
    // A busy Button draws its spinner (decorative, hidden from the accessibility tree) and says it is busy.
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName('Change Password');
    await (await toastList()).findByText('Password changed successfully.');
    // The toast is shown from inside the change, so the button's busy state ends on the render after it.
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  // The Error story shows the server's message on the page; this adds that the session and the typed
  // value are kept and the password is unchanged.
  it('keeps the admin logged in when the current password is wrong (a 400)', async () => {
    await playStory(Error);
    expect(window.localStorage.getItem('auth')).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBe(mockToken);
    expect(db.password).toBe(mockAdminPassword);
    expect(screen.getByLabelText('Current Password')).toHaveValue('not my password');
  });

  it('sends the admin to /login with storage cleared when the session has expired (401)', async () => {
    server.use(failing('changePassword', 401, 'Session expired.'));
    const { router } = await changePassword();
    expect(await sessionAtLogin(router)).toEqual(noSession);
    expect(screen.queryByText('Session expired.')).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
  });

  it('can be used with the keyboard alone', async () => {
    renderRoute('/change-password');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Current Password'));
    await typeAndTab(user, [mockAdminPassword, 'a brand new secret', 'a brand new secret']);
    expect(screen.getByRole('checkbox', { name: 'Show passwords' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await (await toastList()).findByText('Password changed successfully.')).toBeInTheDocument();
  });
});
