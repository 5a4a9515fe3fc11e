// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, handle, hanging } from '../../mocks/handlers';
import { demoFileHandlers } from '../../profile/demoFiles';
import { bareSalon, fullSalon } from '../../profile/sampleProfiles';
import { screenSetup } from '../../stories/screen';
import { screenMeta, screenReady } from '../../stories/screenMeta';

const salonAnswer = (profile: object) => handle('getSalonProfile', () => HttpResponse.json(profile));

const meta = { title: 'Screens/SalonDetail', ...screenMeta('/salons/20001', [...demoFileHandlers, salonAnswer(fullSalon())]) } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A skeleton in the shape of the profile while it loads. */
export const Loading: Story = {
  beforeEach: screenSetup([hanging('getSalonProfile')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading salon' }, screenReady)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Salons' })).toBeVisible();
  },
};

/** The profile could not be loaded. */
export const Error: Story = {
  beforeEach: screenSetup([failing('getSalonProfile', 500, 'Database unavailable.')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, screenReady)).toHaveTextContent('Failed to load salon data.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Every section filled in; a picture opens full size and closes again. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Velvet Chair Studio' }, screenReady)).toBeVisible();
    const packages = canvas.getByRole('region', { name: 'Packages Available' });
    await expect(within(packages).getByText('not more than $300/wk')).toBeVisible();
    await expect(canvas.getByText('Tue Thu Sat')).toBeVisible();
    const pictures = canvas.getByRole('list', { name: 'Saloon Pictures' });
    const thumbnail = within(pictures).getByRole('button', { name: 'View image 1 of 3' });
    await userEvent.click(thumbnail);
    const overlay = await within(document.body).findByRole('dialog', { name: 'Saloon Pictures' });
    await userEvent.click(within(overlay).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(thumbnail).toHaveFocus();
  },
};

/** A salon whose owner filled nothing in: every fallback text. */
export const Fallbacks: Story = {
  beforeEach: screenSetup([salonAnswer(bareSalon())]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'N/A' }, screenReady)).toBeVisible();
    await expect(canvas.getByText('No about information provided.')).toBeVisible();
    await expect(canvas.getAllByText('Not specified')).toHaveLength(8);
    await expect(canvas.getByText('No pictures available.')).toBeVisible();
  },
};
