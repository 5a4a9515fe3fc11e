// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { failing, handle, hanging } from '../../mocks/handlers';
import { screenSetup } from '../../stories/screen';
import { screenMeta, screenReady } from '../../stories/screenMeta';

const meta = { title: 'Screens/SupportList', ...screenMeta('/support-list') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A skeleton while the requests load. */
export const Loading: Story = {
  beforeEach: screenSetup([hanging('listSupportRequests')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading support requests' }, screenReady)).toBeVisible();
  },
};

/** No requests yet. */
export const Empty: Story = {
  beforeEach: screenSetup([handle('listSupportRequests', () => HttpResponse.json({ supportRequests: [] }))]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No support requests found.', {}, screenReady)).toBeVisible();
  },
};

/** The requests could not be loaded. */
export const Error: Story = {
  beforeEach: screenSetup([failing('listSupportRequests', 500, 'Database unavailable.')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, screenReady)).toHaveTextContent(
      'Failed to load support requests. Please try again later.',
    );
  },
};

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
