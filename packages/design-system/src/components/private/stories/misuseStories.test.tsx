import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { expect, it, vi } from 'vitest';

/*
 * Every design-system story tagged `misuse` proves a check that only React's development build makes
 * (an icon button without a label throws, say). The visual run plays the other stories in both themes
 * from Storybook's production build, without those checks, and leaves these out by the tag; here they
 * are played in jsdom with the development build, each with its own play function.
 */
// Storybook's own annotations only (the play's `canvas` among them): the preview's decorators and
// checks belong to the browser runs.
setProjectAnnotations([]);

const storyFiles = import.meta.glob<Parameters<typeof composeStories>[0]>('../../**/*.stories.tsx', { eager: true });
/** What this test uses of a composed story. */
type PlayableStory = { tags: string[]; run: () => Promise<void> };
const misuseStories = Object.entries(storyFiles).flatMap(([file, module]) =>
  (Object.entries(composeStories(module)) as [string, PlayableStory][])
    .filter(([, story]) => story.tags.includes('misuse'))
    .map(([name, story]) => ({ name: `${file.replace(/^.*\//, '')} › ${name}`, story })),
);

it('finds the misuse stories among the design system’s stories', () => {
  expect(misuseStories.map(({ name }) => name)).toEqual(
    expect.arrayContaining(['IconButton.stories.tsx › LabelRequired', 'PasswordField.stories.tsx › ToggleWithoutProvider']),
  );
});

it.each(misuseStories)('$name fails loudly in development, as its play expects', async ({ story }) => {
  // React reports the error its boundary caught; it is the story's point, not noise to show.
  const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await story.run();
    expect(reported).toHaveBeenCalled();
  } finally {
    reported.mockRestore();
  }
});
