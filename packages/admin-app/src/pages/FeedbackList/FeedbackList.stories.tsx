import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenMeta, screenReady } from '../../stories/screenMeta';
import { emptyStory, failureStory, loadingStory } from '../../stories/screenStories';

const meta = { title: 'Screens/FeedbackList', ...screenMeta('/feedback-list') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A skeleton under the title while the reviews load. */
export const Loading: Story = loadingStory('listFeedbacks', 'Loading feedback', {
  more: async (canvas) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Product Reviews' })).toBeVisible();
  },
});

/** No reviews yet. */
export const Empty: Story = emptyStory('listFeedbacks', { feedbacks: [] }, 'No reviews yet.');

/** The reviews could not be loaded. */
export const Error: Story = failureStory('listFeedbacks', 'Failed to load feedback. Please try again later.');

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
