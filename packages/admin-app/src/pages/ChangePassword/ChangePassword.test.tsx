import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@chairside/design-system';
import { db, mockAdminPassword, mockToken } from '../../mocks/db';
import { failing } from '../../mocks/handlers';
import { renderRoute } from '../../test/renderRoute';
import { server, setupMockServer } from '../../test/server';

setupMockServer();
// Toasts live in a module-level store; closing them before the provider unmounts lets it forget them.
afterEach(() => {
  toast.dismiss();
  server.events.removeAllListeners();
});

const toastList = () => within(screen.getByRole('region', { name: /Notifications/ }));

async function fillIn(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  if (current) await user.type(await screen.findByLabelText('Current Password'), current);
  else await screen.findByLabelText('Current Password');
  if (next) await user.type(screen.getByLabelText('New Password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  return user;
}

/** Counts calls to the password endpoint while still answering as the mock server does. */
function countCalls() {
  const calls: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname === '/api/admin/password') calls.push(request.url);
  });
  return calls;
}

describe('ChangePassword', () => {
  it('changes the password, shows the server message as a toast and clears the fields', async () => {
    renderRoute('/change-password');
    const user = await fillIn(mockAdminPassword, 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await toastList().findByText('Password changed successfully.')).toBeInTheDocument();
    expect(db.password).toBe('a brand new secret');
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
  });

  it("uses the server's own success message when it sends one, and the spec's default otherwise", async () => {
    server.use(http.put('*/api/admin/password', () => HttpResponse.json({ message: 'Your password is updated.' })));
    const first = renderRoute('/change-password');
    let user = await fillIn(mockAdminPassword, 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await toastList().findByText('Your password is updated.')).toBeInTheDocument();
    first.unmount();
    toast.dismiss();

    server.use(http.put('*/api/admin/password', () => new HttpResponse(null, { status: 204 })));
    renderRoute('/change-password');
    user = await fillIn(mockAdminPassword, 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await toastList().findByText('Password changed successfully.')).toBeInTheDocument();
  });

  it('sends the current and new passwords with the bearer token', async () => {
    let sent: { body: unknown; authorization: string | null } | undefined;
    server.use(
      http.put('*/api/admin/password', async ({ request }) => {
        sent = { body: await request.json(), authorization: request.headers.get('authorization') };
        return HttpResponse.json({ message: 'Password changed successfully.' });
      }),
    );
    renderRoute('/change-password');
    const user = await fillIn(' old secret ', ' new secret ');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await toastList().findByText('Password changed successfully.');
    // Passwords travel exactly as typed, spaces included.
    expect(sent).toEqual({
      body: { currentPassword: ' old secret ', newPassword: ' new secret ' },
      authorization: `Bearer ${mockToken}`,
    });
  });

  it("says 'New passwords do not match.' as a toast and makes no call", async () => {
    const calls = countCalls();
    renderRoute('/change-password');
    const user = await fillIn(mockAdminPassword, 'a brand new secret', 'a brand new secreT');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await toastList().findByText('New passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription('New passwords do not match.');
    expect(screen.getByLabelText('Confirm New Password')).toHaveFocus();
    expect(screen.getByLabelText('New Password')).toHaveValue('a brand new secret');
    await delay(50);
    expect(calls).toHaveLength(0);
    expect(db.password).toBe(mockAdminPassword);
  });

  it('requires all three fields and makes no call until they are filled', async () => {
    const calls = countCalls();
    renderRoute('/change-password');
    const user = await fillIn('', '', '');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription('Current Password is required.');
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription('New Password is required.');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription('Confirm New Password is required.');
    expect(screen.getByLabelText('Current Password')).toHaveFocus();

    await user.type(screen.getByLabelText('Current Password'), mockAdminPassword);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText('Current Password')).not.toHaveAccessibleDescription('Current Password is required.');
    expect(screen.getByLabelText('New Password')).toHaveFocus();
    await delay(50);
    expect(calls).toHaveLength(0);
  });

  it('shows and hides all three passwords with one shared toggle', async () => {
    renderRoute('/change-password');
    const user = userEvent.setup();
    const fields = [
      await screen.findByLabelText('Current Password'),
      screen.getByLabelText('New Password'),
      screen.getByLabelText('Confirm New Password'),
    ];
    for (const field of fields) expect(field).toHaveAttribute('type', 'password');
    // One toggle for the three fields, not one each.
    expect(screen.queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('checkbox', { name: 'Show passwords' });
    await user.click(toggle);
    for (const field of fields) expect(field).toHaveAttribute('type', 'text');
    await user.click(toggle);
    for (const field of fields) expect(field).toHaveAttribute('type', 'password');
  });

  it('shows a spinner on the button while the change is under way', async () => {
    server.use(
      http.put('*/api/admin/password', async () => {
        await delay(200);
        return HttpResponse.json({ message: 'Password changed successfully.' });
      }),
    );
    renderRoute('/change-password');
    const user = await fillIn(mockAdminPassword, 'a brand new secret');
    const button = screen.getByRole('button', { name: 'Change Password' });
    await user.click(button);
    // A busy Button draws its spinner (decorative, hidden from the accessibility tree) and says it is busy.
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName('Change Password');
    await toastList().findByText('Password changed successfully.');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('keeps the admin logged in when the current password is wrong (a 400), showing the server message', async () => {
    const { router } = renderRoute('/change-password');
    const user = await fillIn('not my password', 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await toastList().findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/change-password');
    expect(window.localStorage.getItem('auth')).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBe(mockToken);
    expect(db.password).toBe(mockAdminPassword);
    expect(screen.getByLabelText('Current Password')).toHaveValue('not my password');
  });

  it("falls back to 'Something went wrong.' when the server gives no message or cannot be reached", async () => {
    server.use(http.put('*/api/admin/password', () => new HttpResponse(null, { status: 500 })));
    const first = renderRoute('/change-password');
    let user = await fillIn(mockAdminPassword, 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await toastList().findByText('Something went wrong.')).toBeInTheDocument();
    first.unmount();
    toast.dismiss();

    server.use(http.put('*/api/admin/password', () => HttpResponse.error()));
    renderRoute('/change-password');
    user = await fillIn(mockAdminPassword, 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await toastList().findByText('Something went wrong.')).toBeInTheDocument();
  });

  it('sends the admin to /login with storage cleared when the session has expired (401)', async () => {
    server.use(failing('put', '/api/admin/password', 401, 'Session expired.'));
    const { router } = renderRoute('/change-password');
    const user = await fillIn(mockAdminPassword, 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('auth')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText('Session expired.')).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
  });

  it('can be used with the keyboard alone', async () => {
    renderRoute('/change-password');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Current Password'));
    await user.keyboard(mockAdminPassword);
    await user.tab();
    await user.keyboard('a brand new secret');
    await user.tab();
    await user.keyboard('a brand new secret');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Show passwords' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await toastList().findByText('Password changed successfully.')).toBeInTheDocument();
  });
});
