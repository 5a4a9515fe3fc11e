import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenMeta } from '../../stories/screenMeta';

const meta = { title: 'Screens/Settings', ...screenMeta('/settings') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's placeholder page: it has no data, so no loading, empty or error state. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Settings Page' })).toBeVisible();
    await expect(canvas.getByText('Manage your settings here.')).toBeVisible();
  },
};
