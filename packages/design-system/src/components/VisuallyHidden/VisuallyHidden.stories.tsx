import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { Close } from '../private/icons';
import { VisuallyHidden } from './VisuallyHidden';
import { usageDocs } from '../private/stories/usage';

/**
 * Nothing of the element can be seen or hit: the point at its centre belongs to something else,
 * because the visually hidden box clips it away (content inside it may be laid out at full size).
 */
const expectClipped = async (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  await expect(hit && element.contains(hit)).toBeFalsy();
};

/** The hidden box itself is at most one pixel square. */
const expectTiny = async (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  await expect(box.width).toBeLessThanOrEqual(1);
  await expect(box.height).toBeLessThanOrEqual(1);
};

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Opens in a new tab' },
  parameters: { docs: { description: { component: usageDocs({
        summary: "Content for screen readers only: the words that finish a control's name, a heading that structures the page, or an announcement nobody needs to see.",
        use: ['To add what sight gives for free: which revision a Read button is for, that a link opens in a new tab.', 'With `role="status"` for an announcement such as a count of results, kept in the page so that changes to it are read.', '`as="div"` for block content, such as a heading.'],
        avoid: ['To name an icon-only control: use `IconButton`, whose `label` is required.', 'To hide something from everyone: do not render it.'],
        accessibility: ['It stays in the accessibility tree and the reading order; only its box is clipped to a pixel.', 'Put nothing focusable inside: a sighted keyboard user would reach something they cannot see.'],
        do: '`<Button>Read<VisuallyHidden> revision 4</VisuallyHidden></Button>`: the visible word starts the name, and the hidden words say which one.',
        dont: 'Hidden words that say something other than what is shown: people using speech input say the visible words.',
      }) } } },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p>
      <a href="#policy">Privacy Policy</a> <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('Opens in a new tab');
    await expect(hidden).toBeInTheDocument();
    await expectTiny(hidden);
    await expectClipped(hidden);
    // Visible text around it is unaffected.
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: { as: 'span' },
};

/** The usual job: naming a control that shows only an icon. */
export const NamesAnIconOnlyButton: Story = {
  render: () => (
    <Button variant="ghost" icon={<Close />}>
      <VisuallyHidden>Close overlay</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close overlay' });
    await expect(button).toBeVisible();
    await expectTiny(canvas.getByText('Close overlay'));
    await expectClipped(canvas.getByText('Close overlay'));
  },
};

/** As a div it can hold block content, such as a heading that structures the page for screen readers. */
export const BlockContent: Story = {
  render: () => (
    <VisuallyHidden as="div">
      <h2>Filters</h2>
    </VisuallyHidden>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Filters', level: 2 });
    await expectClipped(heading);
  },
};

/** A live region nobody sees: results counts and other changes are announced, not shown twice. */
export const LiveAnnouncement: Story = {
  render: function LiveAnnouncement() {
    const [count, setCount] = useState<number | null>(null);
    return (
      <Box display="flex" flexDirection="column" gap="medium">
        <Box display="flex">
          <Button variant="secondary" onClick={() => setCount(3)}>
            Search
          </Button>
        </Box>
        <VisuallyHidden role="status">{count === null ? '' : `${count} results`}</VisuallyHidden>
      </Box>
    );
  },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(status).toHaveTextContent('3 results');
    await expectTiny(status);
    await expectClipped(status);
  },
};
