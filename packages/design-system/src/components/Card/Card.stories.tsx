import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { headingLevels } from '../Heading';
import { Inline } from '../Inline';
import { Text } from '../Text';
import { Card, cardElements, cardTones } from './Card';
import { radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Surfaces/Card',
  component: Card,
  args: {
    as: 'section',
    title: 'Professionals',
    children: [
      <Text key="total" size="large" weight="bold">
        128
      </Text>,
      <Text key="new" tone="muted">
        12 New This Month
      </Text>,
    ],
  },
  argTypes: {
    ...radios({ as: cardElements, tone: cardTones, titleLevel: headingLevels }),
    children: { control: false },
  },
  parameters: { docs: { description: { component: usageDocs({
        summary: "A bordered, padded surface that groups related content under an optional title: the dashboard figures, a salon's About, a review.",
        use: ['`as="section"` with a `title` for a titled part of a page: the title names it, so it becomes a region landmark.', '`as="article"` for a self-contained item such as a review; `tone="muted"` for a recessed, secondary panel.'],
        avoid: ['For one label and its figure: use `InfoCard`. For a dashboard total with its counts: use `StatCard`.', 'Only for padding or a background: use `Box`.'],
        accessibility: ["`titleLevel` sets the title's heading level (2 unless given): choose it by the page's outline, as the look stays the same.", 'A `div` card (the default) is only a surface: it takes no name and adds no landmark. Use `section` or `article` for one a screen reader should find.'],
        do: '`<Card as="section" title="Salary Expectation">…</Card>` under the page\'s level 1 heading.',
        dont: 'A card with `titleLevel={2}` inside a section whose own heading is level 2: the outline goes flat. Use `titleLevel={3}`.',
      }) } } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The title names the section, which makes it a region landmark screen readers can jump to.
    const region = canvas.getByRole('region', { name: 'Professionals' });
    await expect(region.tagName).toBe('SECTION');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Professionals' })).toBeVisible();
    await expect(region).toHaveTextContent('12 New This Month');
  },
};

export const Playground: Story = {
  args: { tone: 'default', titleLevel: 2 },
};

/** Recessed rather than raised, for secondary panels; shown beside a default card. */
export const Muted: Story = {
  args: { tone: 'muted', title: 'Subscription', children: <Text>Premium · $49.00 · Expires 6/30/2025</Text> },
  render: (args) => (
    <Inline space="large" alignY="top">
      <Card as="section" title="About">
        <Text>No description available.</Text>
      </Card>
      <Card {...args} />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const muted = canvas.getByRole('region', { name: 'Subscription' });
    const raised = canvas.getByRole('region', { name: 'About' });
    await expect(getComputedStyle(muted).backgroundColor).not.toBe(getComputedStyle(raised).backgroundColor);
    await expect(getComputedStyle(muted).boxShadow).toBe('none');
    await expect(getComputedStyle(raised).boxShadow).not.toBe('none');
  },
};

/** A self-contained item such as a review; its title names the article. */
export const AsArticle: Story = {
  args: {
    as: 'article',
    title: 'Anonymous',
    titleLevel: 3,
    children: <Text>Great place to rent a booth, friendly team and flexible hours.</Text>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Anonymous' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Anonymous' })).toBeVisible();
  },
};

/** A plain div card is just a surface: it adds no landmark and no name. */
export const WithoutTitle: Story = {
  args: { as: 'div', title: undefined, children: <Text>No description available.</Text> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No description available.')).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** The title's heading level follows the page outline; the card's look does not change. */
export const TitleLevel: Story = {
  args: { titleLevel: 3, title: 'Available Units' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Available Units' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Available Units' })).toBeVisible();
  },
};

/** The dashboard's three summary cards side by side, stacking on phones. */
export const DashboardCards: Story = {
  render: () => (
    <Inline space="large" alignY="top" collapseBelow="tablet">
      <Card as="section" title="Professionals">
        <Text size="large" weight="bold">
          128
        </Text>
        <Text tone="muted">12 New This Month</Text>
      </Card>
      <Card as="section" title="Private Suites">
        <Text size="large" weight="bold">
          42
        </Text>
        <Text tone="muted">3 New This Month</Text>
        <Text size="small">Subscribed 30 · Free 12</Text>
      </Card>
      <Card as="section" title="Salons">
        <Text size="large" weight="bold">
          57
        </Text>
        <Text tone="muted">5 New This Month</Text>
        <Text size="small">Subscribed 41 · Free 16</Text>
      </Card>
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Professionals', 'Private Suites', 'Salons'])
      await expect(canvas.getByRole('region', { name })).toBeVisible();
  },
};
