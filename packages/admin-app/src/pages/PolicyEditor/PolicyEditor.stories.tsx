// The addon's module augmentation types `context.msw`, which the role stories' beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Canvas } from 'storybook/internal/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../mocks/db';
import { failing } from '../../mocks/handlers';
import { setDocument } from '../../mocks/revisions';
import { draftKeyPrefix } from '../../session/storage';
import { asRole } from '../../mocks/security';
import { screenSetup } from '../../stories/screen';
import { screenMeta, screenReady } from '../../stories/screenMeta';
import { failureStory, loadingStory } from '../../stories/screenStories';

const meta = { title: 'Screens/PolicyEditor', ...screenMeta('/policy-editor') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Privacy policy' }, screenReady)).toBeVisible();
    await expect(canvas.getByRole('toolbar', { name: 'Privacy policy formatting' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Policy' })).toBeEnabled();
  },
};

export const Loading: Story = loadingStory('getAdminPrivacyPolicy', 'Loading the privacy policy');

export const LoadError: Story = failureStory('getAdminPrivacyPolicy', /could not be loaded/);

/** Waits for `element` to be seen: dialogs and toasts fade in, and under load the first look can come first. */
const shown = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

/** Opens the save dialog from the page's 'Save Policy' and answers it: a summary, and now unless `at` is given. */
async function saveThroughDialog(canvas: Canvas, summary = '') {
  await userEvent.click(await canvas.findByRole('button', { name: 'Save Policy' }, screenReady));
  const dialog = await within(document.body).findByRole('dialog', { name: 'Save the privacy policy' });
  if (summary) await userEvent.type(within(dialog).getByRole('textbox', { name: /Summary/ }), summary);
  return dialog;
}

export const SaveError: Story = {
  beforeEach: screenSetup([failing('saveAdminPrivacyPolicy', 500, 'Database unavailable.')]),
  play: async ({ canvas }) => {
    const dialog = await saveThroughDialog(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Policy' }));
    await expect(await within(dialog).findByText('There was an error saving the privacy policy.')).toBeVisible();
  },
};

/** Issue 18: the save dialog asks for a one-line summary; the save goes to /policy-view and the history has it. */
export const SaveWithSummary: Story = {
  play: async ({ canvas }) => {
    const dialog = await saveThroughDialog(canvas, 'Said how long we keep messages');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Policy' }));
    await expect(await canvas.findByRole('heading', { name: 'View Policy' }, screenReady)).toBeVisible();
    await expect(db.revisions.privacyPolicy.at(-1)?.summary).toBe('Said how long we keep messages');
  },
};

/** The History panel: newest first, each revision readable in a dialog. */
export const History: Story = {
  play: async ({ canvas }) => {
    const history = await canvas.findByRole('region', { name: 'History' }, screenReady);
    await expect(await within(history).findByText('Said how we use your information')).toBeVisible();
    await userEvent.click(within(history).getByRole('button', { name: 'Read revision 2' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Revision 2' });
    await shown(await within(dialog).findByText(/keep the marketplace/));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** Compare any two revisions: the difference of their words, marked and counted. */
export const Compare: Story = {
  play: async ({ canvas }) => {
    const history = await canvas.findByRole('region', { name: 'History' }, screenReady);
    await userEvent.click(await within(history).findByRole('checkbox', { name: 'Select revision 1 to compare' }));
    await userEvent.click(within(history).getByRole('checkbox', { name: 'Select revision 3 to compare' }));
    await userEvent.click(within(history).getByRole('button', { name: 'Compare revisions 1 and 3' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Revisions 1 and 3' });
    await shown(await within(dialog).findByText(/words? added/));
  },
};

/** Restore an earlier revision, after a confirmation: it comes back as a new revision saying where from. */
export const Restore: Story = {
  play: async ({ canvas }) => {
    const history = await canvas.findByRole('region', { name: 'History' }, screenReady);
    const first = (await within(history).findByText('First published')).closest('li')!;
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: /Restore/ }));
    const confirm = await within(document.body).findByRole('alertdialog', { name: 'Restore revision 1?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await shown(await within(document.body).findByText('Revision 1 restored as revision 4.'));
    await expect(await within(history).findByText('Restored from revision 1')).toBeVisible();
  },
};

/** A change scheduled for later: the editor says when, and Cancel withdraws it after asking. */
export const Scheduled: Story = {
  beforeEach: () => {
    const row = setDocument('privacyPolicy', '<h1>Chairside Privacy Policy</h1><p>From next month we keep messages for 90 days.</p>', 'Shorter message retention');
    row.effectiveAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('region', { name: /^Scheduled for/ }, screenReady);
    await expect(notice).toHaveTextContent('Shorter message retention');
    await userEvent.click(within(notice).getByRole('button', { name: /^Cancel the change scheduled for/ }));
    const confirm = await within(document.body).findByRole('alertdialog', { name: 'Withdraw the scheduled change?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Withdraw change' }));
    await shown(await within(document.body).findByText('The scheduled change was withdrawn.'));
    await waitFor(() => expect(canvas.queryByRole('region', { name: /^Scheduled for/ })).toBeNull());
  },
};

/** An edit kept in the browser when the session ended: offered back, and restored into the editor. */
export const DraftPrompt: Story = {
  beforeEach: () => {
    const draft = { content: '<p>Half-written change about loyalty points.</p>', savedAt: new Date(Date.now() - 600_000).toISOString(), baseRevision: 3 };
    window.localStorage.setItem(`${draftKeyPrefix}privacyPolicy.${db.admin.id}`, JSON.stringify(draft));
  },
  play: async ({ canvas }) => {
    const offer = await canvas.findByRole('region', { name: 'Unsaved changes' }, screenReady);
    await expect(offer).toHaveTextContent(/^Restore your unsaved changes from .+\?/);
    await userEvent.click(within(offer).getByRole('button', { name: 'Restore' }));
    await expect(await canvas.findByRole('textbox', { name: 'Privacy policy' })).toHaveTextContent('Half-written change about loyalty points.');
    await expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
  },
};

/** Leaving with unsaved changes asks first; 'Keep editing' stays with them. */
export const LeavePrompt: Story = {
  play: async ({ canvas }) => {
    const editor = await canvas.findByRole('textbox', { name: 'Privacy policy' }, screenReady);
    await userEvent.click(editor);
    await userEvent.keyboard(' More words.');
    await userEvent.click(canvas.getAllByRole('link', { name: 'Home' })[0]!);
    const question = await within(document.body).findByRole('alertdialog', { name: 'Leave without saving?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await expect(await canvas.findByRole('textbox', { name: 'Privacy policy' })).toHaveTextContent('More words.');
  },
};

/** Someone saved after this edit began: the save is stopped, the two compared, then saved anyway. */
export const Conflict: Story = {
  play: async ({ canvas }) => {
    const editor = await canvas.findByRole('textbox', { name: 'Privacy policy' }, screenReady);
    await userEvent.click(editor);
    await userEvent.keyboard(' My addition.');
    setDocument('privacyPolicy', '<p>Someone else’s version.</p>', 'Their change');
    const dialog = await saveThroughDialog(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Policy' }));
    const notice = (await canvas.findByText('Someone saved a newer revision')).closest<HTMLElement>('[role="alert"]')!;
    await expect(notice).toHaveTextContent(/Revision 4 was saved by .+ after you started editing/);
    // The notice's buttons sit beside its live words, not inside them.
    await userEvent.click(await canvas.findByRole('button', { name: 'Compare' }));
    const comparison = await within(document.body).findByRole('dialog', { name: 'Revision 4 and your changes' });
    await userEvent.click(await within(comparison).findByRole('button', { name: 'Save anyway' }));
    await expect(await canvas.findByRole('heading', { name: 'View Policy' }, screenReady)).toBeVisible();
  },
};

/** A moderator (issue 17) reads the policy, without toolbar or Save, and a note says who may edit it. */
export const AsModerator: Story = {
  beforeEach: ({ msw }) => {
    msw.use(asRole('moderator'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('document', { name: 'Privacy policy' }, screenReady)).toBeVisible();
    await expect(canvas.getByText('Only owners can edit the privacy policy and terms.')).toBeVisible();
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save Policy' })).toBeNull();
  },
};
