import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenMeta } from '../../stories/screenMeta';

const meta = { title: 'Screens/Chat', ...screenMeta('/chat') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Support Team/ }));
    const message = canvas.getByLabelText('Message');
    await userEvent.type(message, 'On it.{Enter}');
    await expect(within(canvas.getByRole('log')).getByText('On it.')).toBeVisible();
  },
};
