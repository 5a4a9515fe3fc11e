// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { EndpointName } from '@chairside/api-contract';
import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse, type DefaultBodyType, type HttpHandler } from 'msw';
import { expect } from 'storybook/test';
import type { Canvas } from 'storybook/internal/types';
import { failing, handle, hanging } from '../mocks/handlers';
import { screenSetup } from './screen';
import { screenReady } from './screenMeta';

/*
 * The stories every screen that reads data has, the same on each: the read still under way, refused,
 * or answered with nothing. A screen's stories file exports them under its own names and comments.
 */

/** What a state story checks besides the state itself, and whether the admin's session is stored. */
type More = { more?: (canvas: Canvas) => Promise<void>; loggedIn?: boolean };

/** A failure story's options: also the handler that refuses the read, by default a 500 'Database unavailable.'. */
type Refusal = More & { refusal?: HttpHandler };

/** The screen while `endpoint` does not answer: the skeleton named `label` shows. */
export const loadingStory = (endpoint: EndpointName, label: string, { more, loggedIn }: More = {}): StoryObj => ({
  beforeEach: screenSetup([hanging(endpoint)], { loggedIn }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: label }, screenReady)).toBeVisible();
    await more?.(canvas);
  },
});

/** The screen when the server refuses `endpoint`: the alert says `message`. */
export const failureStory = (
  endpoint: EndpointName,
  message: string | RegExp,
  { more, loggedIn, refusal = failing(endpoint, 500, 'Database unavailable.') }: Refusal = {},
): StoryObj => ({
  beforeEach: screenSetup([refusal], { loggedIn }),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, screenReady);
    await expect(alert).toBeVisible();
    await expect(alert).toHaveTextContent(message);
    await more?.(canvas);
  },
});

/** The screen when `endpoint` answers `answer`, an empty list: `text` says there is nothing. */
export const emptyStory = (endpoint: EndpointName, answer: DefaultBodyType, text: string): StoryObj => ({
  beforeEach: screenSetup([handle(endpoint, () => HttpResponse.json(answer))]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text, {}, screenReady)).toBeVisible();
  },
});
