import type { Meta, StoryObj } from '@storybook/react-vite';
import { documentStories } from './documentStories';
import { publicDocuments } from './publicDocuments';

const stories = documentStories(publicDocuments.privacyPolicy, '/privacy-policy', 'We never sell your personal information.');

const meta = { title: 'Screens/PublicPrivacyPolicy', ...stories.meta } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight skeleton rows under the heading while the policy loads. */
export const Loading: Story = stories.Loading;

/** The published policy, sanitised, as a visitor reads it. */
export const Full: Story = stories.Full;

/** The policy could not be loaded: the spec's message and a way to try again. */
export const Error: Story = stories.Error;
