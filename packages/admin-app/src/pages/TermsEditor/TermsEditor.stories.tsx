// The addon's module augmentation types `context.msw`, which the role stories' beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
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
