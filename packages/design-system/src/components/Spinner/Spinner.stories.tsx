import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Spinner, spinnerSizes } from './Spinner';
import { radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading professionals' },
  argTypes: radios({ size: spinnerSizes }),
  parameters: { docs: { description: { component: usageDocs({
        summary: 'A small turning circle for a wait of unknown length, such as a search on its way.',
        use: ['When something is loading and its shape is not known, or is too small to sketch.', "With `label` ('Loading professionals') when nothing else on screen says what is happening; without one beside text that does."],
        avoid: ['For content whose shape is known: use `Skeleton` in a `SkeletonGroup`.', 'In a button that is saving: give the `Button` `busy` and `busyText`, which draw their own spinner.', 'When how much is done can be counted: use `ProgressBar`.'],
        accessibility: ['With a `label` it is a polite `status` that reads the label; without one it is hidden from screen readers.'],
        do: '`<Spinner label="Loading professionals" />`',
        dont: 'A spinner with no `label` and no words beside it: a screen reader user hears nothing and does not know to wait.',
      }) } } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // Labelled, it is a polite status whose text is what is loading.
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading professionals');
    await expect(status).toBeVisible();
  },
};

export const Playground: Story = {
  args: { size: 'medium' },
};

/** Without a label it is decoration: the control or text beside it says what is happening. */
export const WithoutLabel: Story = {
  args: { label: undefined },
  render: (args) => (
    <Box display="flex" alignItems="center" gap="small">
      <Spinner {...args} />
      <span>Loading salons...</span>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    // Nothing from the spinner itself reaches the accessibility tree; the text beside it does.
    await expect(canvas.getByText('Loading salons...')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" alignItems="center" gap="large">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading, ${size}`} />
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const statuses = canvas.getAllByRole('status');
    await expect(statuses.map((status) => status.textContent)).toEqual(spinnerSizes.map((size) => `Loading, ${size}`));
    const widths = statuses.map((status) => status.getBoundingClientRect().width);
    await expect(widths[1]).toBeGreaterThan(widths[0]!);
    await expect(widths[2]).toBeGreaterThan(widths[1]!);
  },
};
