import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { failing } from '../../mocks/handlers';
import { screenMeta, screenReady } from '../../stories/screenMeta';
import { failureStory, loadingStory } from '../../stories/screenStories';
import type { PublicDocumentDescription } from './publicDocuments';

/**
 * The screen stories of one public document, the same for the policy and the terms: the meta's
 * parts besides its title (which each stories file writes out, as Storybook reads it from the source)
 * and the Loading, Full and Error stories, all for a visitor who is not logged in.
 */
export function documentStories({ document, title, loadingLabel, failure }: PublicDocumentDescription, path: string, excerpt: string) {
  const endpoint = document === 'terms' ? 'getPublicTerms' : 'getPublicPrivacyPolicy';
  const loggedIn = false;
  return {
    meta: screenMeta(path, [], { loggedIn }),
    Loading: loadingStory(endpoint, loadingLabel, {
      loggedIn,
      more: async (canvas) => {
        await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
      },
    }),
    Full: {
      play: async ({ canvas }) => {
        const article = await canvas.findByRole('article', { name: title }, screenReady);
        await expect(article).toHaveTextContent(excerpt);
      },
    },
    Error: failureStory(endpoint, failure, {
      refusal: failing(endpoint, 503, 'Down for maintenance.'),
      loggedIn,
      more: async (canvas) => {
        await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
      },
    }),
  } satisfies Record<'Loading' | 'Full' | 'Error', StoryObj> & { meta: object };
}
