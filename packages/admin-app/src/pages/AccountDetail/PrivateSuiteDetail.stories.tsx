// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, handle, hanging } from '../../mocks/handlers';
import { demoFileHandlers } from '../../profile/demoFiles';
import { barePrivateSuite, fullPrivateSuite } from '../../profile/sampleProfiles';
import { screenSetup } from '../../stories/screen';
import { screenMeta, screenReady } from '../../stories/screenMeta';

/** Waits until the picture overlay (a portal in document.body) has gone. */
const closed = () => waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());

const suiteAnswer = (body: object) => handle('getPrivateSuiteProfile', () => HttpResponse.json(body));

const meta = { title: 'Screens/PrivateSuiteDetail', ...screenMeta('/private-suite/30001', [...demoFileHandlers, suiteAnswer({ profile: fullPrivateSuite() })]) } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A skeleton in the shape of the profile while it loads. */
export const Loading: Story = {
  beforeEach: screenSetup([hanging('getPrivateSuiteProfile')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading private suite' }, screenReady)).toBeVisible();
  },
};

/** The answer holds no profile. */
export const Empty: Story = {
  beforeEach: screenSetup([suiteAnswer({ profile: null })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No data found.', {}, screenReady)).toBeVisible();
  },
};

/** The profile could not be fetched. */
export const Error: Story = {
  beforeEach: screenSetup([failing('getPrivateSuiteProfile', 500, 'Database unavailable.')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, screenReady)).toHaveTextContent('No data found.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Every section filled in; the picture opens full size, and the x or a click beside it closes it. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lumen Suites' }, screenReady)).toBeVisible();
    await expect(canvas.getByText('Denver, CO')).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Unit 2' })).toHaveTextContent('$2,400.50/mo');
    await expect(canvas.getByText('Mon Sat Sun')).toBeVisible();
    const pictures = canvas.getByRole('region', { name: 'Private Suite Pictures' });
    const thumbnail = within(pictures).getByRole('button', { name: 'View full-size image' });
    await userEvent.click(thumbnail);
    const overlay = await within(document.body).findByRole('dialog', { name: 'Private Suite Pictures' });
    await userEvent.click(within(overlay).getByRole('button', { name: 'Close' }));
    await closed();
    await expect(thumbnail).toHaveFocus();

    await userEvent.click(thumbnail);
    const again = await within(document.body).findByRole('dialog', { name: 'Private Suite Pictures' });
    // The window's top-left corner lies outside the picture's panel, on the backdrop.
    const corner = document.elementFromPoint(1, 1) as HTMLElement;
    await expect(again).not.toContainElement(corner);
    await userEvent.pointer({ keys: '[MouseLeft]', target: corner, coords: { clientX: 1, clientY: 1 } });
    await closed();
  },
};

/** A suite whose owner filled nothing in: every fallback text. */
export const Fallbacks: Story = {
  beforeEach: screenSetup([suiteAnswer({ profile: barePrivateSuite() })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unknown City, Unknown State', {}, screenReady)).toBeVisible();
    await expect(canvas.getByText('No description available.')).toBeVisible();
    await expect(canvas.getByText('No units listed.')).toBeVisible();
    await expect(canvas.getByText('No portfolio image available.')).toBeVisible();
  },
};
