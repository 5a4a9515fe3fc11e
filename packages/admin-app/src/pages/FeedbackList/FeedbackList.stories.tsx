// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { failing, handle, hanging } from '../../mocks/handlers';
import { screenSetup } from '../../stories/screen';
import { screenMeta, screenReady } from '../../stories/screenMeta';

const meta = { title: 'Screens/FeedbackList', ...screenMeta('/feedback-list') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A skeleton under the title while the reviews load. */
export const Loading: Story = {
  beforeEach: screenSetup([hanging('listFeedbacks')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading feedback' }, screenReady)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Product Reviews' })).toBeVisible();
  },
};

/** No reviews yet. */
export const Empty: Story = {
  beforeEach: screenSetup([handle('listFeedbacks', () => HttpResponse.json({ feedbacks: [] }))]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No reviews yet.', {}, screenReady)).toBeVisible();
  },
};

/** The reviews could not be loaded. */
export const Error: Story = {
  beforeEach: screenSetup([failing('listFeedbacks', 500, 'Database unavailable.')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, screenReady)).toHaveTextContent(
      'Failed to load feedback. Please try again later.',
    );
  },
};

/** The summary and the whole list; a long review opens with Show More. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const overall = await canvas.findByRole('region', { name: 'Overall Rating' }, screenReady);
    await expect(within(overall).getByText(/^Based on \d+ Rating\(s\)$/)).toBeVisible();
    const more = canvas.getAllByRole('button', { name: 'Show More' })[0]!;
    await userEvent.click(more);
    await expect(more).toHaveAccessibleName('Show Less');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
  },
};
