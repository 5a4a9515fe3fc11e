// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Canvas } from 'storybook/internal/types';
import { buildAdminProfile } from '@chairside/api-contract/fixtures';
import { answering, failing, hanging } from '../../mocks/handlers';
import { screenSetup } from '../../stories/screen';
import { screenMeta, screenReady } from '../../stories/screenMeta';
import { failureStory, loadingStory } from '../../stories/screenStories';

const meta = { title: 'Screens/ProfileSettings', ...screenMeta('/profile-settings') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the form as the admin does, once the profile has loaded. */
const editProfile = async (canvas: Canvas) =>
  userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }, screenReady));

/** A skeleton while the profile loads. */
export const Loading: Story = loadingStory('getAdminProfile', 'Loading profile');

/** A profile with only the required name and email: no address, the placeholder photo. */
export const Empty: Story = {
  beforeEach: screenSetup([
    answering('getAdminProfile', 200, buildAdminProfile({ fullName: 'Avery Morgan', address: null, imageUrl: null })),
  ]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Avery Morgan', {}, screenReady)).toBeVisible();
    await expect(canvas.queryByText('Address')).toBeNull();
  },
};

/** The profile could not be loaded. */
export const Error: Story = failureStory('getAdminProfile', 'Failed to load your profile. Please try again later.');

/** View mode with name, email, address and photo. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Edit Profile' }, screenReady)).toBeVisible();
    await expect(canvas.getByText('Address')).toBeVisible();
  },
};

/** Edit Profile opens the form with the current values; focus lands on Full Name. */
export const Editing: Story = {
  play: async ({ canvas }) => {
    await editProfile(canvas);
    await expect(canvas.getByLabelText(/^Full Name/)).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Save Profile' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Saving: the button reads 'Saving...'. */
export const Saving: Story = {
  beforeEach: screenSetup([hanging('updateAdminProfile')]),
  play: async ({ canvas }) => {
    await editProfile(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(await canvas.findByText('Saving...')).toBeVisible();
  },
};

/** The save failed: the spec's alert beside the form, an error toast, and the typed values kept. */
export const SaveFailed: Story = {
  beforeEach: screenSetup([failing('updateAdminProfile', 409, 'That email belongs to another account.')]),
  play: async ({ canvas }) => {
    await editProfile(canvas);
    const name = canvas.getByLabelText(/^Full Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Jordan Reyes');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    const form = canvas.getByRole('form', { name: 'Edit Profile' });
    await expect(await within(form).findByRole('alert')).toHaveTextContent('There was an error updating your profile.');
    await expect(name).toHaveValue('Jordan Reyes');
  },
};
