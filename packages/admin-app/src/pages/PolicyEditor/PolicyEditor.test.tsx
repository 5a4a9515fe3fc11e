import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { db } from '../../mocks/db';
import { setDocument } from '../../mocks/revisions';
import { draftKeyPrefix } from '../../session/storage';
import { failing, recording } from '../../mocks/handlers';
import { renderRoute } from '../../test/renderRoute';
import { server, setupMockServer } from '../../test/server';
import { playStory, userEvent } from '../../test/stories';
import * as stories from './PolicyEditor.stories';

setupMockServer();

const { LoadError, SaveError } = composeStories(stories);

describe('PolicyEditor', () => {
  it('loads the policy into the editor, saves it and shows it on /policy-view', async () => {
    const base = setDocument('privacyPolicy', '<h2>Data we keep</h2><p>Only what bookings need.</p>');
    const { handler, calls } = recording('saveAdminPrivacyPolicy');
    server.use(handler);
    const { router } = renderRoute('/policy-editor');
    const editor = await screen.findByRole('textbox', { name: 'Privacy policy' });
    expect(editor).toHaveTextContent('Only what bookings need.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save Policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the privacy policy' });
    await user.type(within(dialog).getByRole('textbox', { name: /Summary/ }), 'Said what we keep');
    await user.click(within(dialog).getByRole('button', { name: 'Save Policy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/policy-view'));
    expect(calls.map((call) => call.body)).toEqual([
      { content: expect.stringContaining('Only what bookings need.'), summary: 'Said what we keep', baseRevision: base.id },
    ]);
    expect(await screen.findByRole('heading', { name: 'View Policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Data we keep' })).toBeInTheDocument();
  });

  // The SaveError story shows the spec's message; this adds that the editor stays open.
  it('stays in the editor when saving fails', async () => {
    await playStory(SaveError);
    const dialog = screen.getByRole('dialog', { name: 'Save the privacy policy' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('textbox', { name: 'Privacy policy' })).toBeInTheDocument();
  });

  // The LoadError story shows the notice; this adds that the editor is there to start from empty.
  it('still offers the editor when the policy cannot be loaded', async () => {
    await playStory(LoadError);
    expect(screen.getByRole('textbox', { name: 'Privacy policy' }).textContent).toBe('');
  });

  it('goes to /login with storage cleared on a 401, keeping only drafts', async () => {
    const draftKey = `${draftKeyPrefix}privacyPolicy.${db.admin.id}`;
    window.localStorage.setItem(draftKey, JSON.stringify({ content: '<p>Kept.</p>', savedAt: new Date().toISOString(), baseRevision: 3 }));
    server.use(failing('getAdminPrivacyPolicy', 401, 'Authentication required. Please log in.'));
    const { router } = renderRoute('/policy-editor');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(Object.keys(window.localStorage)).toEqual([draftKey]);
  });

  // Typing into the editor needs a real browser (the LeavePrompt story); here, that an untouched editor never asks.
  it('leaves without asking when nothing was changed', async () => {
    const { router } = renderRoute('/policy-editor');
    const editor = await screen.findByRole('textbox', { name: 'Privacy policy' });
    await userEvent.setup().click(screen.getAllByRole('link', { name: 'Home' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    await waitFor(() => expect(editor).not.toBeInTheDocument(), { timeout: 5000 });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('PolicyView', () => {
  it('shows the saved policy as sanitised HTML when opened directly', async () => {
    setDocument('privacyPolicy', '<p>Kept safe.</p><img src="x" onerror="alert(1)">');
    const { container } = renderRoute('/policy-view');
    expect(await screen.findByText('Kept safe.')).toBeInTheDocument();
    expect(container.querySelector('[onerror]')).toBeNull();
  });
});
