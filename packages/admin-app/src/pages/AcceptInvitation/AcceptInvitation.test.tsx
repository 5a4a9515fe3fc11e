import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invitationPath, securityMessages } from '@chairside/api-contract';
import { composeStories } from '@storybook/react-vite';
import { db, mockToken } from '../../mocks/db';
import { mockInvitation, mockInvitationToken } from '../../mocks/signIn';
import { renderRoute } from '../../test/renderRoute';
import { recordCalls, requestsWhere, setupMockServer } from '../../test/server';
import { playStory, userEvent } from '../../test/stories';
import * as stories from './AcceptInvitation.stories';

setupMockServer();
const { Invalid, InviterGone } = composeStories(stories);

const link = `${invitationPath}#token=${mockInvitationToken}`;

describe('AcceptInvitation', () => {
  it('reads the token from the fragment and sends it only in a body, never in a url', async () => {
    const lookups = recordCalls('lookupInvitation');
    const urls = requestsWhere(() => true);
    renderRoute(link, { loggedIn: false });
    expect(await screen.findByText('You are invited to the Chairside back-office as Moderator.')).toBeInTheDocument();
    expect(lookups).toEqual([{ body: { token: mockInvitationToken }, authorization: null }]);
    expect(urls.filter((url) => url.href.includes(mockInvitationToken))).toEqual([]);
  });

  it('takes the token out of the address once read, so the history does not keep a working link', async () => {
    const { router } = renderRoute(link, { loggedIn: false });
    expect(await screen.findByText('You are invited to the Chairside back-office as Moderator.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(invitationPath);
    expect(router.state.location.hash).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('creates the staff member with the name and password typed, signs them in and opens the back-office', async () => {
    const accepts = recordCalls('acceptInvitation');
    const { router } = renderRoute(link, { loggedIn: false });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), '  Robin Moss ');
    await user.type(screen.getByLabelText('Password'), 'a new passphrase');
    await user.type(screen.getByLabelText('Confirm password'), 'a new passphrase');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(accepts).toEqual([{ body: { token: mockInvitationToken, fullName: 'Robin Moss', password: 'a new passphrase' }, authorization: null }]);
    expect(window.localStorage.getItem('token')).toBe(mockToken);
    expect(db.staff.members.find((member) => member.email === mockInvitation().email)?.fullName).toBe('Robin Moss');
  });

  it('sends nothing while the passwords differ', async () => {
    const accepts = recordCalls('acceptInvitation');
    renderRoute(link, { loggedIn: false });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Robin Moss');
    await user.type(screen.getByLabelText('Password'), 'a new passphrase');
    await user.type(screen.getByLabelText('Confirm password'), 'another passphrase');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match.');
    expect(accepts).toHaveLength(0);
  });

  it('shows the server’s refusal when the link was used meanwhile, keeping what was typed', async () => {
    renderRoute(link, { loggedIn: false });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Robin Moss');
    await user.type(screen.getByLabelText('Password'), 'a new passphrase');
    await user.type(screen.getByLabelText('Confirm password'), 'a new passphrase');
    // Someone accepted it in another tab.
    db.staff.members.push({ ...db.staff.members[0]!, id: 99, email: mockInvitation().email });
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(securityMessages.invitationInvalid);
    expect(screen.getByLabelText('Full name')).toHaveValue('Robin Moss');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  // The Invalid story shows the message and the link to /login; this adds that the link leads there.
  it('leads from a link that is not valid to the login page', async () => {
    await playStory(Invalid);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to the login page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
  });

  // A link whose inviter was deactivated or demoted is refused with its own words; retrying cannot help.
  it('shows a link whose sender can no longer invite as not valid, with no retry', async () => {
    await playStory(InviterGone);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
