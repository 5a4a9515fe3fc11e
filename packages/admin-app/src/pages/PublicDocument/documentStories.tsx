// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { failing, hanging } from '../../mocks/handlers';
import { ScreenFrame } from '../../stories/ScreenFrame';
import { screenSetup } from '../../stories/screen';
import type { PublicDocumentDescription } from './publicDocuments';

// The first query waits for the lazily loaded page chunk, which can take over a second on a cold start.
const screenReady = { timeout: 10_000 };

/**
 * The screen stories of one public document, the same for the policy and the terms: the meta's
 * parts besides its title (which each stories file writes out, as Storybook reads it from the source)
 * and the Loading, Full and Error stories.
 */
export function documentStories({ document, title, loadingLabel, failure }: PublicDocumentDescription, path: string, excerpt: string) {
  const endpoint = document === 'terms' ? 'getPublicTerms' : 'getPublicPrivacyPolicy';
  const loggedOut = { loggedIn: false };
  return {
    meta: {
      render: () => <ScreenFrame path={path} />,
      parameters: { layout: 'fullscreen' },
      beforeEach: screenSetup([], loggedOut),
    },
    Loading: {
      beforeEach: screenSetup([hanging(endpoint)], loggedOut),
      play: async ({ canvas }) => {
        await expect(await canvas.findByRole('status', { name: loadingLabel }, screenReady)).toBeVisible();
        await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
      },
    },
    Full: {
      play: async ({ canvas }) => {
        const article = await canvas.findByRole('article', { name: title }, screenReady);
        await expect(article).toHaveTextContent(excerpt);
      },
    },
    Error: {
      beforeEach: screenSetup([failing(endpoint, 503, 'Down for maintenance.')], loggedOut),
      play: async ({ canvas }) => {
        await expect(await canvas.findByRole('alert', {}, screenReady)).toHaveTextContent(failure);
        await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
      },
    },
  } satisfies Record<'Loading' | 'Full' | 'Error', StoryObj> & { meta: object };
}
