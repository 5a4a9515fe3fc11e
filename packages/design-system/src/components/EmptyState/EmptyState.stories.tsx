import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { headingLevels } from '../Heading';
import { EmptyState, emptyStateAlignments } from './EmptyState';
import { radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

const onClearSearch = fn();

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No support requests found.' },
  argTypes: {
    ...radios({ align: emptyStateAlignments, titleLevel: [undefined, ...headingLevels] }),
    action: { control: false },
  },
  parameters: { docs: { description: { component: usageDocs({
        summary: 'What a list, table or section shows when it has nothing in it: a sentence saying what is missing, and if it helps, why and a way out.',
        use: ["In place of an empty list or search result: 'No support requests found.'", 'With a `description` and an `action` that leads out (Clear search); `align="start"` inside a card.', '`titleLevel` when the empty state is the main content of a section; without it the title is bold text.'],
        avoid: ['When loading failed: use `ErrorMessage`, which is announced and can offer Try again.', 'While loading: use `Skeleton`.', 'For an address that matches no page: use `NotFound`.'],
        accessibility: ['It is plain content, not a live region: where it replaces results as the reader types, announce the change elsewhere (a status with the count).', "Without `titleLevel` the title adds nothing to the page's outline; give a level only where a heading belongs."],
        do: '`<EmptyState title="No professionals match your search." description="Check the spelling or search for a city instead." action={<Button variant="secondary" onClick={clear}>Clear search</Button>} />`',
        dont: "An empty table with no words, or 'No data': say what is missing.",
      }) } } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The SPEC's empty support list. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No support requests found.')).toBeVisible();
    // Without a level the title is text, so it adds nothing to the page's outline.
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const Playground: Story = {
  args: { description: 'New requests from the support form appear here.', align: 'center' },
};

/** With a description and an action that leads out of the empty state. */
export const WithAction: Story = {
  args: {
    title: 'No professionals match your search.',
    description: 'Check the spelling or search for a city instead.',
    action: (
      <Button variant="secondary" onClick={onClearSearch}>
        Clear search
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Check the spelling or search for a city instead.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onClearSearch).toHaveBeenCalledTimes(1);
  },
};

/** As a heading, where the empty state is the main content of a section. */
export const AsHeading: Story = {
  args: { title: 'No feedback yet', titleLevel: 2, description: 'Reviews from customers will be listed here.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No feedback yet' })).toBeVisible();
  },
};

/** Aligned to the start inside a card, as for a missing About text. */
export const InACard: Story = {
  args: { title: 'No description available.', align: 'start' },
  render: (args) => (
    <Card as="section" title="About">
      <EmptyState {...args} />
    </Card>
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'About' });
    await expect(section).toHaveTextContent('No description available.');
  },
};
