// The addon's module augmentation types `context.msw`, which the role stories' beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { failing } from '../../mocks/handlers';
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

export const SaveError: Story = {
  beforeEach: screenSetup([failing('saveAdminPrivacyPolicy', 500, 'Database unavailable.')]),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Policy' }, screenReady));
    await expect(
      await canvas.findByText('There was an error saving the privacy policy.', { selector: '[role="alert"]' }),
    ).toBeVisible();
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
