import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failing, hanging } from '../../mocks/handlers';
import { screenSetup } from '../../stories/screen';
import { screenMeta } from '../../stories/screenMeta';

const meta = { title: 'Screens/TermsEditor', ...screenMeta('/terms') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('document', { name: 'Terms and conditions' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save Terms' })).toBeNull();
  },
};

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    await expect(await canvas.findByRole('textbox', { name: 'Terms and conditions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Terms' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: screenSetup([hanging('getAdminTerms')]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading the terms' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  beforeEach: screenSetup([failing('getAdminTerms', 500, 'Database unavailable.')]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/default template is shown/)).toBeVisible();
  },
};
