import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failing } from '../../mocks/handlers';
import { screenSetup } from '../../stories/screen';
import { screenMeta } from '../../stories/screenMeta';

const meta = { title: 'Screens/PolicyView', ...screenMeta('/policy-view') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'View Policy' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Policy' })).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: screenSetup([failing('getAdminPrivacyPolicy', 500, 'Database unavailable.')]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to load Privacy Policy.')).toBeVisible();
  },
};
