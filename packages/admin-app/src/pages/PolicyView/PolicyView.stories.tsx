import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenMeta, screenReady } from '../../stories/screenMeta';
import { failureStory } from '../../stories/screenStories';

const meta = { title: 'Screens/PolicyView', ...screenMeta('/policy-view') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'View Policy' }, screenReady)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Policy' })).toBeVisible();
  },
};

export const LoadError: Story = failureStory('getAdminPrivacyPolicy', 'Failed to load Privacy Policy.');
