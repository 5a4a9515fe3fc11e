import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { ProgressBar } from './ProgressBar';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { value: 150, max: 600, label: 'Suspending 150 of 600 accounts' },
  argTypes: {
    value: { control: { type: 'number', min: 0 } },
    max: { control: { type: 'number', min: 1 } },
  },
  parameters: { docs: { description: { component: usageDocs({
        summary: 'Shows how far a long task has got, such as suspending or deleting many accounts at once: a labelled bar that fills as the count goes up.',
        use: ['For work that takes more than a few seconds and whose size is known: 150 of 600 accounts.', 'Update `value` and `label` together as each batch finishes, so the words and the bar agree.'],
        avoid: ['When the length of the wait is not known: use `Spinner`, or `Skeleton` for content on its way.', 'To report the outcome: the bar announces nothing by itself, so say that the task finished or failed with a `toast`.'],
        accessibility: ['A `progressbar` named by `label` (required), with `aria-valuenow` and `aria-valuemax`; a value below 0 or past `max` is reported at the nearer end.', "`valueText` reads the value in words ('150 of 600 accounts') where a bare number would not make sense.", '`hideLabel` hides the label from sight only, for when the text around the bar already says it.'],
        do: '`<ProgressBar value={150} max={600} label="Suspending 150 of 600 accounts" />`: the label says what is under way and how far.',
        dont: "A bar labelled 'Please wait' whose value never moves: when the progress cannot be counted, use a `Spinner`.",
      }) } } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fill's share of the track, from what is drawn. */
function drawnShare(bar: HTMLElement) {
  const fill = bar.firstElementChild!.getBoundingClientRect();
  const track = bar.getBoundingClientRect();
  return fill.width / (track.width - 2);
}

/** Named by its label, with its value and maximum for assistive technology, and filled as far. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Suspending 150 of 600 accounts' });
    await expect(bar).toHaveAttribute('aria-valuenow', '150');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '600');
    await expect(canvas.getByText('Suspending 150 of 600 accounts')).toBeVisible();
    await expect(drawnShare(bar)).toBeCloseTo(0.25, 1);
  },
};

export const Playground: Story = {};

/** Empty, half and complete; a value past either end is drawn at that end and reported there. */
export const Values: Story = {
  render: (args) => (
    <Stack space="large">
      <ProgressBar {...args} value={0} max={48} label="Deleting 0 of 48 accounts" />
      <ProgressBar {...args} value={24} max={48} label="Deleting 24 of 48 accounts" />
      <ProgressBar {...args} value={48} max={48} label="Deleted 48 of 48 accounts" />
      <ProgressBar {...args} value={60} max={48} label="Counted past the end" />
      <ProgressBar {...args} value={-3} max={48} label="Counted below the start" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['0', '24', '48', '48', '0']);
    await expect(bars.map((bar) => Math.round(drawnShare(bar) * 100) / 100)).toEqual([0, 0.5, 1, 1, 0]);
  },
};

/** With `valueText` the value is read in words; with `hideLabel` the label names the bar unseen. */
export const ValueTextAndHiddenLabel: Story = {
  args: { valueText: '150 of 600 accounts', hideLabel: true },
  render: (args) => (
    <Stack space="small">
      <p>Suspending the selected accounts.</p>
      <ProgressBar {...args} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Suspending 150 of 600 accounts' });
    await expect(bar).toHaveAttribute('aria-valuetext', '150 of 600 accounts');
    // Still in the page for the name, but taking no room on screen.
    await expect(canvas.getByText('Suspending 150 of 600 accounts').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** A bar a task moves on: each step updates the value and the label together. */
function Advancing() {
  const total = 600;
  const [done, setDone] = useState(0);
  return (
    <Stack space="medium">
      <ProgressBar value={done} max={total} label={`Suspending ${done} of ${total} accounts`} />
      <div>
        <Button variant="secondary" onClick={() => setDone((current) => Math.min(current + 150, total))}>
          Next batch
        </Button>
      </div>
    </Stack>
  );
}

export const Updating: Story = {
  render: () => <Advancing />,
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next batch' });
    await userEvent.click(next);
    await userEvent.click(next);
    const bar = canvas.getByRole('progressbar', { name: 'Suspending 300 of 600 accounts' });
    await expect(bar).toHaveAttribute('aria-valuenow', '300');
    // The fill follows, once its transition (where motion is allowed) has run.
    await waitFor(() => expect(drawnShare(bar)).toBeCloseTo(0.5, 1));
  },
};
