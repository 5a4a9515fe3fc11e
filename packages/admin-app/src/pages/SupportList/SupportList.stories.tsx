import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { screenMeta, screenReady } from '../../stories/screenMeta';
import { emptyStory, failureStory, loadingStory } from '../../stories/screenStories';

const meta = { title: 'Screens/SupportList', ...screenMeta('/support-list') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A skeleton while the requests load. */
export const Loading: Story = loadingStory('listSupportRequests', 'Loading support requests');

/** No requests yet. */
export const Empty: Story = emptyStory('listSupportRequests', { supportRequests: [] }, 'No support requests found.');

/** The requests could not be loaded. */
export const Error: Story = failureStory('listSupportRequests', 'Failed to load support requests. Please try again later.');

/** Every request; a long description opens with Show More. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('article', {}, screenReady)).length).toBeGreaterThan(1);
    const more = canvas.queryAllByRole('button', { name: 'Show More' })[0];
    if (more) {
      await userEvent.click(more);
      await expect(more).toHaveAccessibleName('Show Less');
    }
  },
};
