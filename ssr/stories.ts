// What both halves of the server-render test share: which stories render, and with which annotations.
import type { ComponentType } from 'react';
import { composeStories, type Meta } from '@storybook/react-vite';
import preview from '../.storybook/preview';

/** A story file as imported: its meta and its stories. */
export type StoryModule = { default: Meta } & Record<string, unknown>;

/**
 * The preview's decorators and parameters without its loaders: design-system stories fetch nothing, and
 * MSW's loader would start a service worker a server cannot have.
 */
export const storyAnnotations = { ...preview, loaders: [] };

/**
 * Stories tagged `misuse` prove a development-time error (a required name left out): they throw on
 * purpose, so they have nothing to render on a server.
 */
export const storyWillRenderOnServer = (story: { tags: string[] }) => !story.tags.includes('misuse');

/** A story ready to render as a component: its tags, and `load` for what its `beforeEach` sets up. */
export type RenderableStory = ComponentType & { tags: string[]; load: () => Promise<void> };

/** The stories of a story file, by export name, composed with the annotations above. */
export const storiesOf = (module: StoryModule) =>
  Object.entries(composeStories(module, storyAnnotations)) as unknown as Array<[string, RenderableStory]>;
