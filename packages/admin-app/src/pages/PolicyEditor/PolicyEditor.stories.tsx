import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failing, hanging } from '../../mocks/handlers';
import { screenSetup } from '../../stories/screen';
import { screenMeta } from '../../stories/screenMeta';

const meta = { title: 'Screens/PolicyEditor', ...screenMeta('/policy-editor') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Privacy policy' })).toBeVisible();
    await expect(canvas.getByRole('toolbar', { name: 'Privacy policy formatting' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Policy' })).toBeEnabled();
  },
};

export const Loading: Story = {
  beforeEach: screenSetup([hanging('getAdminPrivacyPolicy')]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading the privacy policy' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  beforeEach: screenSetup([failing('getAdminPrivacyPolicy', 500, 'Database unavailable.')]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/could not be loaded/)).toBeVisible();
  },
};

export const SaveError: Story = {
  beforeEach: screenSetup([failing('saveAdminPrivacyPolicy', 500, 'Database unavailable.')]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Policy' }));
    await expect(
      await canvas.findByText('There was an error saving the privacy policy.', { selector: '[role="alert"]' }),
    ).toBeVisible();
  },
};
