import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@chairside/design-system';
import { db } from '../../mocks/db';
import { failing, hanging } from '../../mocks/handlers';
import { renderRoute } from '../../test/renderRoute';
import { server, setupMockServer } from '../../test/server';

setupMockServer();
// Toasts live in a module-level store; closing them before the provider unmounts lets it forget them.
afterEach(() => toast.dismiss());

const page = () => within(screen.getByRole('region', { name: 'Profile Settings' }));
const toastList = () => within(screen.getByRole('region', { name: /Notifications/ }));

async function openEditor() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return user;
}

/** Answers the profile save as a success, counting the calls made. */
function watchCalls() {
  const calls = { count: 0 };
  server.use(
    http.put('*/api/admin/profile', () => {
      calls.count += 1;
      return HttpResponse.json(db.admin);
    }),
  );
  return calls;
}

describe('ProfileSettings', () => {
  it('shows the name, email and address in view mode', async () => {
    renderRoute('/profile-settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    expect(await screen.findByText(db.admin.fullName)).toBeInTheDocument();
    expect(page().getByText(db.admin.email)).toBeInTheDocument();
    expect(page().getByText(db.admin.address!)).toBeInTheDocument();
    expect(page().queryByRole('textbox')).not.toBeInTheDocument();
    expect(page().queryByRole('button', { name: 'Save Profile' })).not.toBeInTheDocument();
  });

  it('leaves the address out when there is none', async () => {
    db.admin = { ...db.admin, address: null, imageUrl: null };
    renderRoute('/profile-settings');
    await screen.findByText(db.admin.fullName);
    expect(page().queryByText('Address')).not.toBeInTheDocument();
  });

  it('opens the editor filled with the profile and focuses the first field', async () => {
    renderRoute('/profile-settings');
    await openEditor();
    expect(page().getByLabelText(/^Full Name/)).toHaveValue(db.admin.fullName);
    expect(page().getByLabelText(/^Full Name/)).toHaveFocus();
    expect(page().getByLabelText(/^Email/)).toHaveValue(db.admin.email);
    expect(page().getByLabelText(/^Address/)).toHaveValue(db.admin.address);
    expect(page().getByLabelText(/^Image URL/)).toHaveValue(db.admin.imageUrl);
    expect(page().getByRole('button', { name: 'Save Profile' })).toBeInTheDocument();
    expect(page().getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('saves, shows Saving... meanwhile, replaces the shown data and returns to view mode', async () => {
    let sent: unknown;
    server.use(
      http.put('*/api/admin/profile', async ({ request }) => {
        sent = await request.json();
        await delay(150);
        db.admin = { ...db.admin, ...(sent as object), updatedAt: new Date().toISOString() };
        return HttpResponse.json(db.admin);
      }),
    );
    renderRoute('/profile-settings');
    const user = await openEditor();
    const name = page().getByLabelText(/^Full Name/);
    await user.clear(name);
    await user.type(name, '  Jordan Reyes ');
    await user.clear(page().getByLabelText(/^Address/));
    await user.click(page().getByRole('button', { name: 'Save Profile' }));

    expect(page().getByText('Saving...')).toBeInTheDocument();
    expect(await page().findByText('Jordan Reyes')).toBeInTheDocument();
    expect(sent).toEqual({ fullName: 'Jordan Reyes', email: db.admin.email, address: null, imageUrl: db.admin.imageUrl });
    expect(page().queryByRole('textbox')).not.toBeInTheDocument();
    expect(page().queryByText('Address')).not.toBeInTheDocument();
    expect(page().getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
  });

  it('Cancel throws the edits away and restores the view', async () => {
    const calls = watchCalls();
    renderRoute('/profile-settings');
    const user = await openEditor();
    await user.clear(page().getByLabelText(/^Full Name/));
    await user.type(page().getByLabelText(/^Full Name/), 'Someone Else');
    await user.click(page().getByRole('button', { name: 'Cancel' }));
    expect(page().getByText(db.admin.fullName)).toBeInTheDocument();
    expect(page().queryByText('Someone Else')).not.toBeInTheDocument();
    expect(page().getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    await user.click(page().getByRole('button', { name: 'Edit Profile' }));
    expect(page().getByLabelText(/^Full Name/)).toHaveValue(db.admin.fullName);
    expect(calls.count).toBe(0);
  });

  it("on failure shows 'There was an error updating your profile.' and keeps the form with the typed values", async () => {
    const before = db.admin.fullName;
    server.use(failing('put', '/api/admin/profile', 409, 'That email belongs to another account.'));
    renderRoute('/profile-settings');
    const user = await openEditor();
    await user.clear(page().getByLabelText(/^Full Name/));
    await user.type(page().getByLabelText(/^Full Name/), 'Jordan Reyes');
    await user.click(page().getByRole('button', { name: 'Save Profile' }));

    expect(await page().findByRole('alert')).toHaveTextContent('There was an error updating your profile.');
    expect(await toastList().findByText('There was an error updating your profile.')).toBeInTheDocument();
    expect(page().getByLabelText(/^Full Name/)).toHaveValue('Jordan Reyes');
    expect(page().getByRole('button', { name: 'Save Profile' })).not.toHaveAttribute('aria-busy');

    await user.click(page().getByRole('button', { name: 'Cancel' }));
    expect(page().getByText(before)).toBeInTheDocument();
  });

  it('checks the fields before calling the server', async () => {
    const calls = watchCalls();
    renderRoute('/profile-settings');
    const user = await openEditor();
    await user.clear(page().getByLabelText(/^Full Name/));
    await user.clear(page().getByLabelText(/^Email/));
    await user.type(page().getByLabelText(/^Email/), 'nobody');
    await user.clear(page().getByLabelText(/^Image URL/));
    await user.type(page().getByLabelText(/^Image URL/), 'javascript:alert(1)');
    await user.click(page().getByRole('button', { name: 'Save Profile' }));

    expect(page().getByLabelText(/^Full Name/)).toHaveAccessibleDescription('Full Name is required.');
    expect(page().getByLabelText(/^Email/)).toHaveAccessibleDescription(/valid email address/);
    expect(page().getByLabelText(/^Image URL/)).toHaveAccessibleDescription(/http:\/\/ or https:\/\//);
    expect(page().getByLabelText(/^Full Name/)).toHaveFocus();
    expect(calls.count).toBe(0);
  });

  it('shows a skeleton while the profile loads', async () => {
    server.use(hanging('get', '/api/admin/profile'));
    renderRoute('/profile-settings');
    expect(await screen.findByRole('status', { name: 'Loading profile' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('says so when the profile cannot be loaded', async () => {
    server.use(failing('get', '/api/admin/profile', 500, 'Database unavailable.'));
    renderRoute('/profile-settings');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your profile. Please try again later.');
  });

  it('sends the admin to /login with storage cleared when loading answers 401', async () => {
    server.use(failing('get', '/api/admin/profile', 401, 'Session expired.'));
    const { router } = renderRoute('/profile-settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.length).toBe(0);
  });

  it('sends the admin to /login with storage cleared when saving answers 401', async () => {
    server.use(failing('put', '/api/admin/profile', 401, 'Session expired.'));
    const { router } = renderRoute('/profile-settings');
    const user = await openEditor();
    await user.click(page().getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('auth')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText('There was an error updating your profile.')).not.toBeInTheDocument();
  });
});
