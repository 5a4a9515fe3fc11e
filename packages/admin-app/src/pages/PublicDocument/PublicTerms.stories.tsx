import type { Meta, StoryObj } from '@storybook/react-vite';
import { documentStories } from './documentStories';
import { publicDocuments } from './publicDocuments';

const stories = documentStories(publicDocuments.terms, '/terms-and-conditions', 'One person or business per account.');

const meta = { title: 'Screens/PublicTerms', ...stories.meta } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight skeleton rows under the heading while the terms load. */
export const Loading: Story = stories.Loading;

/** The published terms, sanitised, as a visitor reads it. */
export const Full: Story = stories.Full;

/** The terms could not be loaded: the spec's message and a way to try again. */
export const Error: Story = stories.Error;
