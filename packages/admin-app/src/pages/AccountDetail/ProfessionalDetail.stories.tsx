// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, handle, hanging } from '../../mocks/handlers';
import { demoFileHandlers } from '../../profile/demoFiles';
import { bareProfessional, fullProfessional } from '../../profile/sampleProfiles';
import { screenSetup } from '../../stories/screen';
import { screenMeta, screenReady } from '../../stories/screenMeta';

const professionalAnswer = (profile: object) =>
  handle('getProfessionalProfile', () => HttpResponse.json(profile));

const meta = { title: 'Screens/ProfessionalDetail', ...screenMeta('/professionals-list/10001', [...demoFileHandlers, professionalAnswer(fullProfessional())]) } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A skeleton in the shape of the profile while it loads. */
export const Loading: Story = {
  beforeEach: screenSetup([hanging('getProfessionalProfile')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading profile' }, screenReady)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Professionals' })).toBeVisible();
  },
};

/** The profile could not be loaded. */
export const Error: Story = {
  beforeEach: screenSetup([failing('getProfessionalProfile', 500, 'Database unavailable.')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, screenReady)).toHaveTextContent(
      'Error loading profile. Please try again later.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Every section filled in; a portfolio picture enlarges and Escape closes it. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Jordan Rivera' }, screenReady)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download CV' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Salary Expectation' })).getByText('not less than $25/hr')).toBeVisible();
    await expect(canvas.getByText('Mon Wed Fri')).toBeVisible();
    const portfolio = canvas.getByRole('list', { name: 'Portfolio' });
    const thumbnail = within(portfolio).getByRole('button', { name: 'View image 2 of 4' });
    await userEvent.click(thumbnail);
    const overlay = await within(document.body).findByRole('dialog', { name: 'Portfolio' });
    await expect(await within(overlay).findByRole('img')).toHaveAttribute('src', '/demo/portfolio-2.svg');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(thumbnail).toHaveFocus();
  },
};

/** A professional who filled nothing in: every fallback, and the CV alert. */
export const Fallbacks: Story = {
  beforeEach: screenSetup([professionalAnswer(bareProfessional())]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'N/A' }, screenReady)).toBeVisible();
    await expect(canvas.getByText('No about provided.')).toBeVisible();
    await expect(canvas.getByText('No portfolio images available.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download CV' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('CV not available');
  },
};
