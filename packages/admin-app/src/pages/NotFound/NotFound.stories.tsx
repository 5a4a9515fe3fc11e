// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenFrame } from '../../stories/ScreenFrame';
import { screenSetup } from '../../stories/screen';

// The first query waits for the lazily loaded page chunk, which can take over a second on a cold start.
const screenReady = { timeout: 10_000 };

const meta = {
  title: 'Screens/NotFound',
  render: () => <ScreenFrame path="/no-such-page" />,
  parameters: { layout: 'fullscreen' },
  beforeEach: screenSetup(),
} satisfies Meta;

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
