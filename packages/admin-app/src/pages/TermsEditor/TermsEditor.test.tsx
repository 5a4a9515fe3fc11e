import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { db } from '../../mocks/db';
import { setDocument } from '../../mocks/revisions';
import { formatDateTime } from '../../data/moderationTexts';
import { draftKeyPrefix } from '../../session/storage';
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

/**
 * Schedules a change a week ahead, then brings back a correction kept in the browser (typing into
 * the editor needs a real browser: the ScheduledChange story) and saves it through the save dialog;
 * answers the choice dialog.
 */
async function saveCorrection() {
  const scheduled = setDocument('terms', '<p>Booth rent is due monthly.</p>', 'Monthly rent');
  scheduled.effectiveAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const draft = { content: '<p>Booth rent is due weekly. Corrected.</p>', savedAt: new Date().toISOString(), baseRevision: scheduled.id };
  window.localStorage.setItem(`${draftKeyPrefix}terms.${db.admin.id}`, JSON.stringify(draft));
  const { handler, calls } = recording('saveAdminTerms');
  server.use(handler);
  renderRoute('/terms');
  const user = userEvent.setup();
  await user.click(within(await screen.findByRole('region', { name: 'Unsaved changes' })).getByRole('button', { name: 'Restore' }));
  expect(await screen.findByRole('textbox', { name: 'Terms and conditions' })).toHaveTextContent('Corrected.');
  await user.click(screen.getByRole('button', { name: 'Save Terms' }));
  const save = await screen.findByRole('dialog', { name: 'Save the terms' });
  await user.click(within(save).getByRole('button', { name: 'Save Terms' }));
  const choice = await screen.findByRole('dialog', { name: `A change is scheduled for ${formatDateTime(scheduled.effectiveAt)}` });
  return { user, choice, calls, scheduled };
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

  describe('while a change written on the older terms is scheduled', () => {
    it('says so with the date and offers three choices; going back keeps the text and saves nothing', async () => {
      const { user, choice, calls, scheduled } = await saveCorrection();
      expect(choice).toHaveTextContent(
        `Revision 3 of the terms, scheduled for ${formatDateTime(scheduled.effectiveAt)}, was written on the older text. If it takes effect as it is, it replaces what you are saving.`,
      );
      expect(calls.map((call) => call.body)).toEqual([{ content: expect.stringContaining('Corrected.'), baseRevision: scheduled.id }]);
      const before = db.revisions.terms.length;
      await user.click(within(choice).getByRole('button', { name: 'Back to editing' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('textbox', { name: 'Terms and conditions' })).toHaveTextContent('Corrected.');
      expect(db.revisions.terms).toHaveLength(before);
    });

    it('rebases from the keyboard: the correction is published and the scheduled change carries a note', async () => {
      const { user, choice, calls } = await saveCorrection();
      // The dialog opens on its text; the first button after it is the rebase.
      await user.tab();
      expect(within(choice).getByRole('button', { name: 'Rebase the scheduled change' })).toHaveFocus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.at(-1)?.body).toMatchObject({ content: expect.stringContaining('Corrected.'), scheduledRevisions: 'rebase' });
      expect(await screen.findByRole('document', { name: 'Terms and conditions' })).toHaveTextContent('Corrected.');
      expect(await screen.findByRole('region', { name: /^Scheduled for/ })).toHaveTextContent(/Rebased by .+: its text does not include revision 4\./);
    });

    it('keeps both when asked: the scheduled change stays, without a note', async () => {
      const first = await saveCorrection();
      await first.user.click(within(first.choice).getByRole('button', { name: 'Keep both' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(first.calls.at(-1)?.body).toMatchObject({ scheduledRevisions: 'keep' });
      expect(await screen.findByRole('region', { name: /^Scheduled for/ })).not.toHaveTextContent('Rebased');
      expect(first.scheduled.cancelledAt).toBeNull();
    });

    it('withdraws the scheduled change when asked', async () => {
      const { user, choice, calls, scheduled } = await saveCorrection();
      await user.click(within(choice).getByRole('button', { name: 'Withdraw the scheduled change' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: /^Scheduled for/ })).not.toBeInTheDocument());
      expect(calls.at(-1)?.body).toMatchObject({ scheduledRevisions: 'withdraw' });
      expect(scheduled.cancelledAt).not.toBeNull();
    });
  });

  it('asks the same when a restore would come before a scheduled change, and restores with the choice', async () => {
    const scheduled = setDocument('terms', '<p>Booth rent is due monthly.</p>', 'Monthly rent');
    scheduled.effectiveAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const { handler, calls } = recording('restoreTermsRevision');
    server.use(handler);
    renderRoute('/terms');
    const user = userEvent.setup();
    const history = await screen.findByRole('region', { name: 'History' });
    const first = (await within(history).findAllByRole('listitem')).find((row) => row.textContent?.includes('Revision 1'))!;
    await user.click(within(first).getByRole('button', { name: /Restore/ }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Restore revision 1?' })).getByRole('button', { name: 'Restore' }));
    const choice = await screen.findByRole('dialog', { name: `A change is scheduled for ${formatDateTime(scheduled.effectiveAt)}` });
    await user.click(within(choice).getByRole('button', { name: 'Withdraw the scheduled change' }));
    expect(await screen.findByText('Revision 1 restored as revision 4.')).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([{ baseRevision: scheduled.id }, { baseRevision: scheduled.id, scheduledRevisions: 'withdraw' }]);
    expect(scheduled.cancelledAt).not.toBeNull();
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
