import type { Meta } from '@storybook/react-vite';
import { documentStories } from './documentStories';
import { publicDocuments } from './publicDocuments';

const stories = documentStories(publicDocuments.privacyPolicy, '/privacy-policy', 'We never sell your personal information.');

export default { title: 'Screens/PublicPrivacyPolicy', ...stories.meta } satisfies Meta;

/** Eight skeleton rows under the heading while the policy loads. */
export const Loading = stories.Loading;

/** The published policy, sanitised, as a visitor reads it. */
export const Full = stories.Full;

/** The policy could not be loaded: the spec's message and a way to try again. */
export const Error = stories.Error;
