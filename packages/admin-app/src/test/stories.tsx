/*
 * Plays a screen's stories in the jsdom tests (composeStories), so a test that needs a story's state
 * plays the story and then checks only what the story does not. In the browser Storybook starts the
 * MSW worker in a loader; here the loader hands the stories the tests' node server instead.
 */
import { render, screen } from '@testing-library/react';
import { setProjectAnnotations, type ReactRenderer } from '@storybook/react-vite';
import type { Args, ComposedStoryFn } from 'storybook/internal/types';
import { configure, userEvent, within } from 'storybook/test';
import { server } from './server';

// The play functions query through storybook/test's own Testing Library, which has its own time-out;
// lazily loaded pages answered by MSW need the same allowance as the tests (scripts/vitest.unit-setup.ts).
configure({ asyncUtilTimeout: 5000 });

setProjectAnnotations({
  loaders: [
    (context) => {
      // The stories only call `msw.use`, which the node server has as the browser worker does.
      context.msw = server as unknown as typeof context.msw;
    },
  ],
});

// A test file that plays stories types with this userEvent too. The stories' copy of user-event (bundled
// in storybook/test) and @testing-library/user-event each patch the document's inputs, and once both
// have, what the other copy types is lost.
export { userEvent };

/** A story as composeStories gives it, ready to play here. */
export type PlayableStory = ComposedStoryFn<ReactRenderer, Partial<Args>>;

/**
 * Loads the story (its loaders and `beforeEach`: fresh mock data, the session, its handlers), renders
 * it with Testing Library, so the tests' cleanup unmounts it, and runs its play function.
 */
export async function playStory(Story: PlayableStory): Promise<void> {
  await Story.load();
  const { container } = render(<Story />);
  await Story.play?.({ canvasElement: container, canvas: within(container) });
}

/** Lets the mock server answer as usual again and presses the page's 'Try again', after a failure story. */
export async function tryAgain(): Promise<void> {
  server.resetHandlers();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
}
