import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { headingLevels } from '../Heading';
import { Inline } from '../Inline';
import { SkeletonGroup } from '../Skeleton';
import { StatCard, type StatCardProps } from './StatCard';
import { radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

const suites: StatCardProps = {
  title: 'Private Suites',
  total: 86,
  lines: [
    { label: 'New This Month', value: 7 },
    { label: 'Subscribed', value: 52 },
    { label: 'Free', value: 34 },
  ],
};

const meta = {
  title: 'Content/StatCard',
  component: StatCard,
  args: { title: 'Professionals', total: 1284, lines: [{ label: 'New This Month', value: 37 }] },
  argTypes: { ...radios({ titleLevel: headingLevels }), total: { control: 'number' } },
  parameters: { docs: { description: { component: usageDocs({
        summary: 'A dashboard figure: a title, a large total and a few smaller counts, such as the Professionals card with how many are new this month.',
        use: ['For a headline count on the dashboard: Professionals, Private Suites, Salons.', "`lines` for the counts under the total ('37 New This Month'); `loading` while they are fetched, which keeps the title and the card's height."],
        avoid: ['For one labelled value of a record, such as a booth rent: use `InfoCard`.', 'For rows of records to compare: use `DataTable`.'],
        accessibility: ["An article named by its `title`, which is a heading; set `titleLevel` to fit the page's outline.", "While `loading`, a busy status says 'Loading Professionals' (or `loadingLabel`) and the placeholders are hidden.", 'Before even the titles are known, put `StatCard.Skeleton`s in one `SkeletonGroup`.'],
        do: '`<StatCard title="Professionals" total={1284} lines={[{ label: \'New This Month\', value: 37 }]} />`',
        dont: "A total already written as text ('1,284') when you have the number: pass the number, and the card groups its digits for the reader.",
      }) } } },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard's Professionals card: an article named by its title, the total with separators. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Professionals' });
    await expect(within(card).getByRole('heading', { level: 2, name: 'Professionals' })).toBeVisible();
    await expect(within(card).getByText((1284).toLocaleString())).toBeVisible();
    await expect(within(card).getByRole('listitem')).toHaveTextContent('37 New This Month');
    await expect(card).not.toHaveAttribute('aria-busy');
  },
};

export const Playground: Story = {
  args: { loading: false, fallback: 'N/A', titleLevel: 2 },
};

/** Private Suites and Salons carry four figures: total, new this month, subscribed and free. */
export const WithSubscriptions: Story = {
  args: suites,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Private Suites' });
    const lines = within(card).getAllByRole('listitem').map((item) => item.textContent);
    await expect(lines).toEqual(['7 New This Month', '52 Subscribed', '34 Free']);
  },
};

/** Loading: the title stays, a busy status names what is loading and the placeholders are hidden. */
export const Loading: Story = {
  args: { ...suites, loading: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Private Suites' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(within(card).getByRole('status', { name: 'Loading Private Suites' })).toBeInTheDocument();
    await expect(within(card).queryByText('86')).toBeNull();
    await expect(within(card).queryByRole('listitem')).toBeNull();
  },
};

/** The figures arrive: the card turns from placeholders to numbers without changing size. */
export const LoadingThenLoaded: Story = {
  args: suites,
  render: function LoadingThenLoaded(args) {
    const [loading, setLoading] = useState(true);
    useEffect(() => {
      const timer = setTimeout(() => setLoading(false), 400);
      return () => clearTimeout(timer);
    }, []);
    return (
      <Inline space="large" alignY="top">
        <StatCard {...args} loading={loading} />
      </Inline>
    );
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Private Suites' });
    await expect(within(card).getByRole('status', { name: 'Loading Private Suites' })).toBeInTheDocument();
    const loadingSize = card.getBoundingClientRect();
    await expect(await within(card).findByText('86')).toBeVisible();
    await expect(within(card).queryByRole('status')).toBeNull();
    await expect(card).not.toHaveAttribute('aria-busy');
    const loadedSize = card.getBoundingClientRect();
    await expect(loadedSize.height).toBeCloseTo(loadingSize.height, 0);
  },
};

/** A figure that did not come shows the fallback. */
export const MissingFigures: Story = {
  args: { title: 'Salons', total: null, lines: [{ label: 'New This Month', value: undefined }, { label: 'Subscribed', value: 12 }] },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Salons' });
    await expect(within(card).getAllByText('N/A')).toHaveLength(2);
    await expect(within(card).getAllByRole('listitem')[1]).toHaveTextContent('12 Subscribed');
  },
};

/**
 * The dashboard before anything is known: three card shapes in one status (SPEC: 3 skeleton cards),
 * each as tall as a real card with the same number of lines.
 */
export const SkeletonCards: Story = {
  render: () => (
    <Inline space="large" alignY="top">
      <SkeletonGroup label="Loading dashboard">
        <Inline space="large" alignY="top">
          <StatCard.Skeleton lines={1} />
          <StatCard.Skeleton lines={3} />
          <StatCard.Skeleton lines={3} />
        </Inline>
      </SkeletonGroup>
      <StatCard {...suites} />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading dashboard' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    // Nothing inside but the label is exposed: the shapes are hidden.
    await expect(within(status).queryAllByRole('article')).toHaveLength(0);
    await expect(status).toHaveAccessibleName('Loading dashboard');
    // The row of skeletons is as tall as its tallest card, a three-line one: exactly a loaded card's height.
    const real = canvas.getByRole('article', { name: 'Private Suites' });
    await expect(status.getBoundingClientRect().height).toBeCloseTo(real.getBoundingClientRect().height, 0);
  },
};

/** The loaded dashboard row: Professionals, Private Suites and Salons. */
export const Dashboard: Story = {
  render: () => (
    <Inline space="large" alignY="top" collapseBelow="tablet">
      <StatCard title="Professionals" total={1284} lines={[{ label: 'New This Month', value: 37 }]} />
      <StatCard {...suites} />
      <StatCard
        title="Salons"
        total={412}
        lines={[
          { label: 'New This Month', value: 9 },
          { label: 'Subscribed', value: 301 },
          { label: 'Free', value: 111 },
        ]}
      />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards).toEqual([
      canvas.getByRole('article', { name: 'Professionals' }),
      canvas.getByRole('article', { name: 'Private Suites' }),
      canvas.getByRole('article', { name: 'Salons' }),
    ]);
    await expect(cards[2]).toHaveTextContent('111 Free');
  },
};
