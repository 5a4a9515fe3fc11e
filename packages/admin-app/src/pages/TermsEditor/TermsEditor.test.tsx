import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { setDocument } from '../../mocks/revisions';
import { failing, handle, recording } from '../../mocks/handlers';
import { renderRoute } from '../../test/renderRoute';
import { server, setupMockServer } from '../../test/server';
import { playStory, userEvent } from '../../test/stories';
import * as stories from './TermsEditor.stories';

setupMockServer();

const { LoadError } = composeStories(stories);

/** Opens /terms and switches to editing, as the admin does; returns the user that did. */
async function openEditing() {
  renderRoute('/terms');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  return user;
}

describe('TermsEditor', () => {
  it("reads a bare { content } answer (SPEC 7 gives the terms answer as 'content') as well as { terms }", async () => {
    server.use(handle('getAdminTerms', () => HttpResponse.json({ content: '<p>Bare answer terms.</p>' })));
    renderRoute('/terms');
    expect(await screen.findByRole('document', { name: 'Terms and conditions' })).toHaveTextContent('Bare answer terms.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is read-only until Edit, then Save Terms saves and returns to read-only', async () => {
    const base = setDocument('terms', '<p>Booth rent is due weekly.</p>');
    const { handler, calls } = recording('saveAdminTerms');
    server.use(handler);
    renderRoute('/terms');
    const user = userEvent.setup();
    // Read-only, the editor is a focusable document rather than a text box.
    const readOnly = await screen.findByRole('document', { name: 'Terms and conditions' });
    expect(readOnly).toHaveTextContent('Booth rent is due weekly.');
    expect(readOnly).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('textbox', { name: 'Terms and conditions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Terms' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('textbox', { name: 'Terms and conditions' })).toHaveAttribute('contenteditable', 'true');
    await user.click(screen.getByRole('button', { name: 'Save Terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the terms' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Terms' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Terms' })).not.toBeInTheDocument());
    expect(calls.map((call) => call.body)).toEqual([{ content: expect.stringContaining('Booth rent is due weekly.'), baseRevision: base.id }]);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('keeps editing and shows the spec message when saving fails', async () => {
    server.use(failing('saveAdminTerms', 500, 'Database unavailable.'));
    const user = await openEditing();
    await user.click(screen.getByRole('button', { name: 'Save Terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the terms' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Terms' }));
    expect(await within(dialog).findByText('There was an error saving the Terms and Conditions.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Save Terms' })).toBeInTheDocument();
  });

  // The LoadError story shows the notice; this adds that the default template is what is shown.
  it('falls back to the default template when the terms cannot be loaded', async () => {
    await playStory(LoadError);
    expect(screen.getByRole('document', { name: 'Terms and conditions' })).toHaveTextContent('Bookings, rent and payments');
  });

  it('Cancel returns to the saved terms without a call', async () => {
    const { handler, calls } = recording('saveAdminTerms');
    server.use(handler);
    const user = await openEditing();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
