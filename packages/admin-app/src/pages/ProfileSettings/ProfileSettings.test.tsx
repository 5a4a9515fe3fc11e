import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { toast } from '@chairside/design-system';
import { db } from '../../mocks/db';
import { failing, slow } from '../../mocks/handlers';
import { renderRoute } from '../../test/renderRoute';
import { recordCalls, server, setupMockServer } from '../../test/server';
import { playStory, userEvent } from '../../test/stories';
import * as stories from './ProfileSettings.stories';

setupMockServer();
// Toasts live in a module-level store; closing them before the provider unmounts lets it forget them.
afterEach(() => toast.dismiss());

const { Loading, SaveFailed } = composeStories(stories);

const page = () => within(screen.getByRole('region', { name: 'Profile Settings' }));
/** The toast list, which mounts with the first toast (issue 19). */
const toastList = async () => within(await screen.findByRole('region', { name: /Notifications/ }));

async function openEditor() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return user;
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
    server.use(slow('updateAdminProfile', 150));
    const calls = recordCalls('updateAdminProfile');
    renderRoute('/profile-settings');
    const user = await openEditor();
    const name = page().getByLabelText(/^Full Name/);
    await user.clear(name);
    await user.type(name, '  Jordan Reyes ');
    await user.clear(page().getByLabelText(/^Address/));
    await user.click(page().getByRole('button', { name: 'Save Profile' }));

    expect(page().getByText('Saving...')).toBeInTheDocument();
    expect(await page().findByText('Jordan Reyes')).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([
      { fullName: 'Jordan Reyes', email: db.admin.email, address: null, imageUrl: db.admin.imageUrl },
    ]);
    expect(page().queryByRole('textbox')).not.toBeInTheDocument();
    expect(page().queryByText('Address')).not.toBeInTheDocument();
    expect(page().getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
  });

  it('Cancel throws the edits away and restores the view', async () => {
    const calls = recordCalls('updateAdminProfile');
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
    expect(calls).toHaveLength(0);
  });

  // The SaveFailed story shows the alert and the kept name; this adds the toast, the idle button and
  // that Cancel goes back to the saved profile.
  it('on failure also says so in a toast, and Cancel restores the saved profile', async () => {
    const before = db.admin.fullName;
    await playStory(SaveFailed);
    expect(await (await toastList()).findByText('There was an error updating your profile.')).toBeInTheDocument();
    expect(page().getByRole('button', { name: 'Save Profile' })).not.toHaveAttribute('aria-busy');

    await userEvent.setup().click(page().getByRole('button', { name: 'Cancel' }));
    expect(page().getByText(before)).toBeInTheDocument();
  });

  it('checks the fields before calling the server', async () => {
    const calls = recordCalls('updateAdminProfile');
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
    expect(calls).toHaveLength(0);
  });

  // The Loading story shows the skeleton; this adds that it says it is busy and offers no Edit yet.
  it('shows a busy skeleton and no Edit button while the profile loads', async () => {
    await playStory(Loading);
    expect(screen.getByRole('status', { name: 'Loading profile' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('sends the admin to /login with storage cleared when loading answers 401', async () => {
    server.use(failing('getAdminProfile', 401, 'Session expired.'));
    const { router } = renderRoute('/profile-settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.length).toBe(0);
  });

  it('sends the admin to /login with storage cleared when saving answers 401', async () => {
    server.use(failing('updateAdminProfile', 401, 'Session expired.'));
    const { router } = renderRoute('/profile-settings');
    const user = await openEditor();
    await user.click(page().getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('auth')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText('There was an error updating your profile.')).not.toBeInTheDocument();
  });
});
