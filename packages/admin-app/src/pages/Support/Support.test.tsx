import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { toast } from '@chairside/design-system';
import { db } from '../../mocks/db';
import { answering, failing, slow, unreachable } from '../../mocks/handlers';
import { submitForm, typeAndTab } from '../../test/forms';
import { renderRoute } from '../../test/renderRoute';
import { recordCalls, server, setupMockServer } from '../../test/server';
import { playStory, userEvent } from '../../test/stories';
import * as stories from './Support.stories';

setupMockServer();
// Toasts live in a module-level store; closing them before the provider unmounts lets it forget them.
afterEach(() => toast.dismiss());

const { Error, Submitted } = composeStories(stories);

/** The page's own status line (the toast list has status roles of its own). */
const pageStatus = () => within(screen.getByRole('main')).getByRole('status');
/** The toast list, which mounts with the first toast (issue 19). */
const toastList = () => screen.findByRole('region', { name: /Notifications/ });

async function fillIn({ email = 'client@example.com', headline = 'Cannot upload photos', description = 'The upload button does nothing.' } = {}) {
  const user = userEvent.setup();
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  if (headline) await user.type(screen.getByLabelText('Problem Headline'), headline);
  if (description) await user.type(screen.getByLabelText('Problem Description'), description);
  return user;
}

/** Fills in the form, as a visitor without a session, and presses Submit. */
const submit = (fields?: Parameters<typeof fillIn>[0]) => submitForm('/support', 'Submit', () => fillIn(fields), { loggedIn: false });

describe('Support', () => {
  it('sends the request without a token, says so and clears the form', async () => {
    const calls = recordCalls('createSupportRequest');
    await submit({ email: ' client@example.com ', headline: 'Cannot upload photos' });

    await waitFor(() => expect(pageStatus()).toHaveTextContent('Support request submitted successfully.'));
    expect(await within(await toastList()).findByText('Support request submitted successfully.')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        body: { email: 'client@example.com', headline: 'Cannot upload photos', description: 'The upload button does nothing.' },
        authorization: null,
      },
    ]);
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Problem Headline')).toHaveValue('');
    expect(screen.getByLabelText('Problem Description')).toHaveValue('');
  });

  // The Submitted story shows the confirmation; this adds that the mock server keeps the request.
  it('stores the request on the mock server', async () => {
    const before = db.supportRequests.length;
    await playStory(Submitted);
    expect(db.supportRequests).toHaveLength(before + 1);
    expect(db.supportRequests[0]).toMatchObject({ headline: 'Cannot upload photos' });
  });

  it('shows Submitting... while the request is under way', async () => {
    server.use(slow('createSupportRequest', 200));
    await submit();
    expect(screen.getByText('Submitting...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true');
    await within(screen.getByRole('main')).findByText('Support request submitted successfully.');
    expect(screen.queryByText('Submitting...')).not.toBeInTheDocument();
  });

  // The Error story shows the server's message and the kept headline; this adds the other fields and
  // that no success is claimed.
  it('keeps everything typed and claims no success when the server refuses', async () => {
    await playStory(Error);
    expect(screen.getByLabelText('Email')).toHaveValue('client@example.com');
    expect(screen.getByLabelText('Problem Description')).toHaveValue('The upload button does nothing on my phone.');
    expect(screen.queryAllByText('Support request submitted successfully.')).toHaveLength(0);
  });

  it.each([
    { answer: 'sends no message', handler: () => answering('createSupportRequest', 500) },
    { answer: 'cannot be reached', handler: () => unreachable('createSupportRequest') },
  ])('falls back to the spec message when the server $answer', async ({ handler }) => {
    server.use(handler());
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit support request.');
  });

  it('does not treat a 401 as a lost session: the visitor stays on the form', async () => {
    window.localStorage.setItem('unrelated', 'kept');
    server.use(failing('createSupportRequest', 401, 'Not allowed.'));
    const { router } = await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed.');
    expect(router.state.location.pathname).toBe('/support');
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
  });

  it('checks every field before calling the server and moves focus to the first problem', async () => {
    const calls = recordCalls('createSupportRequest');
    renderRoute('/support', { loggedIn: false });
    const user = userEvent.setup();
    await screen.findByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    expect(screen.getByLabelText('Problem Headline')).toHaveAccessibleDescription('Problem Headline is required.');
    expect(screen.getByLabelText('Problem Description')).toHaveAccessibleDescription('Problem Description is required.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('checks the email format and keeps the other fields', async () => {
    const calls = recordCalls('createSupportRequest');
    await submit({ email: 'client-at-example' });
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/valid email address/);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Problem Headline')).toHaveValue('Cannot upload photos');
    expect(screen.getByLabelText('Problem Description')).toHaveValue('The upload button does nothing.');
    expect(calls).toHaveLength(0);
  });

  it('treats blank text as missing and clears a message once the field is worked on', async () => {
    const { user } = await submit({ headline: '   ' });
    const headline = screen.getByLabelText('Problem Headline');
    expect(headline).toHaveAccessibleDescription('Problem Headline is required.');
    expect(headline).toHaveFocus();
    await user.type(headline, 'Login loop');
    expect(headline).not.toHaveAccessibleDescription('Problem Headline is required.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(pageStatus()).toHaveTextContent('Support request submitted successfully.'));
  });

  it('can be filled in and sent with the keyboard alone', async () => {
    renderRoute('/support', { loggedIn: false });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Email'));
    await typeAndTab(user, ['client@example.com', 'Billing question', 'Charged twice.']);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(screen.getByRole('main')).findByText('Support request submitted successfully.')).toBeInTheDocument();
  });
});
