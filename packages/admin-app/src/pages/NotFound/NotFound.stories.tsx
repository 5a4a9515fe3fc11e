// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenMeta, screenReady } from '../../stories/screenMeta';

const meta = { title: 'Screens/NotFound', ...screenMeta('/no-such-page') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A protected path that matches no route, inside the admin layout. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '404 - Page Not Found' }, screenReady)).toBeVisible();
    await expect(canvas.getByText('The page you are looking for does not exist.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  },
};
