// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { failing, hanging } from '../../mocks/handlers';
import { ScreenFrame } from '../../stories/ScreenFrame';
import { screenSetup } from '../../stories/screen';

// The first query waits for the lazily loaded page chunk, which can take over a second on a cold start.
const screenReady = { timeout: 10_000 };

const meta = {
  title: 'Screens/PublicPrivacyPolicy',
  render: () => <ScreenFrame path="/privacy-policy" />,
  parameters: { layout: 'fullscreen' },
  beforeEach: screenSetup([], { loggedIn: false }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight skeleton rows under the heading while the policy loads. */
export const Loading: Story = {
  beforeEach: screenSetup([hanging('get', '/api/public/privacy-policy')], { loggedIn: false }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading Privacy Policy' }, screenReady)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chairside Privacy Policy' })).toBeVisible();
  },
};

/** The published policy, sanitised, as a visitor reads it. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', { name: 'Chairside Privacy Policy' }, screenReady);
    await expect(article).toHaveTextContent('We never sell your personal information.');
  },
};

/** The policy could not be loaded: the spec's message and a way to try again. */
export const Error: Story = {
  beforeEach: screenSetup([failing('get', '/api/public/privacy-policy', 503, 'Down for maintenance.')], { loggedIn: false }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, screenReady)).toHaveTextContent('Failed to load Privacy Policy.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
