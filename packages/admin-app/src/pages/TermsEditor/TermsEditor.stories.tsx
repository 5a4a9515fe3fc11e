// The addon's module augmentation types `context.msw`, which the role stories' beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setDocument } from '../../mocks/revisions';
import { asRole } from '../../mocks/security';
import { screenMeta, screenReady } from '../../stories/screenMeta';
import { failureStory, loadingStory } from '../../stories/screenStories';

const meta = { title: 'Screens/TermsEditor', ...screenMeta('/terms') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('document', { name: 'Terms and conditions' }, screenReady)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save Terms' })).toBeNull();
  },
};

export const Editing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }, screenReady));
    await expect(await canvas.findByRole('textbox', { name: 'Terms and conditions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Terms' })).toBeVisible();
  },
};

/**
 * A change is scheduled for next week, written on today's terms; publishing a correction now
 * stops to say so, with the date and three choices. Withdrawing it publishes the correction alone.
 */
export const ScheduledChange: Story = {
  beforeEach: () => {
    const row = setDocument('terms', '<h1>Terms and Conditions</h1><p>From next week booth rent is due monthly.</p>', 'Monthly booth rent');
    row.effectiveAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }, screenReady));
    const editor = await canvas.findByRole('textbox', { name: 'Terms and conditions' });
    await userEvent.click(editor);
    await userEvent.keyboard(' Corrected.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Terms' }));
    const save = await within(document.body).findByRole('dialog', { name: 'Save the terms' });
    await userEvent.click(within(save).getByRole('button', { name: 'Save Terms' }));
    const choice = await within(document.body).findByRole('dialog', { name: /^A change is scheduled for / });
    await expect(choice).toHaveTextContent(/Revision 3 of the terms, scheduled for .+, was written on the older text/);
    // The dialog fades in: wait until it is seen.
    await waitFor(() => expect(within(choice).getByRole('button', { name: 'Rebase the scheduled change' })).toBeVisible());
    await expect(within(choice).getByRole('button', { name: 'Keep both' })).toBeVisible();
    await userEvent.click(within(choice).getByRole('button', { name: 'Withdraw the scheduled change' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: /^Scheduled for/ })).toBeNull());
    // The terms are read again after the save.
    await waitFor(() => expect(canvas.getByRole('document', { name: 'Terms and conditions' })).toHaveTextContent('Corrected.'));
  },
};

export const Loading: Story = loadingStory('getAdminTerms', 'Loading the terms');

export const LoadError: Story = failureStory('getAdminTerms', /default template is shown/);

/** A viewer (issue 17) reads the terms with a note saying who may edit them, and no Edit. */
export const AsViewer: Story = {
  beforeEach: ({ msw }) => {
    msw.use(asRole('viewer'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Only owners can edit the privacy policy and terms.', {}, screenReady)).toBeVisible();
    await expect(canvas.getByRole('document', { name: 'Terms and conditions' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};
