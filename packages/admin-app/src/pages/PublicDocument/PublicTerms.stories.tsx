import type { Meta } from '@storybook/react-vite';
import { documentStories } from './documentStories';
import { publicDocuments } from './publicDocuments';

const stories = documentStories(publicDocuments.terms, '/terms-and-conditions', 'One person or business per account.');

export default { title: 'Screens/PublicTerms', ...stories.meta } satisfies Meta;

/** Eight skeleton rows under the heading while the terms load. */
export const Loading = stories.Loading;

/** The published terms, sanitised, as a visitor reads it. */
export const Full = stories.Full;

/** The terms could not be loaded: the spec's message and a way to try again. */
export const Error = stories.Error;
