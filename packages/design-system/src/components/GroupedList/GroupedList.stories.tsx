import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card';
import { GroupedList } from './GroupedList';
import { groupByParent } from './groupByParent';
import { usageDocs } from '../private/stories/usage';

const positions = [
  {
    id: 182,
    name: 'Hairstylists',
    children: [
      { id: 190, name: 'Colorist' },
      { id: 191, name: 'Stylist' },
      { id: 192, name: 'Updo Specialist' },
    ],
  },
  { id: 183, name: 'Barbers', children: [] },
  { id: 186, name: 'Nail Technicians', children: [{ id: 230, name: 'Manicurist' }] },
];

const meta = {
  title: 'Content/GroupedList',
  component: GroupedList,
  args: { groups: positions, noChildrenLabel: 'General', emptyText: 'No positions listed.' },
  parameters: { docs: { description: { component: usageDocs({
        summary: "Parents with their children, such as a professional's positions grouped by category (Hairstylists: Colorist, Stylist), each group a list named by its parent.",
        use: ['For a short, read-only set of categories and sub-categories on a detail page.', '`groupByParent` to build the groups from a flat list with `parentId`; a child whose parent is not in the list becomes a group of its own.', "`noChildrenLabel` for a parent without children ('General') and `emptyText` for no groups at all; both are required."],
        avoid: ['For records with several fields: use `DataTable`.', 'For choosing categories: this list is read-only; use `Checkbox` fields or `SelectField`.'],
        accessibility: ["Each group is a list named by its parent, so a screen reader says 'Hairstylists, list, 3 items'; the groups are themselves one list.", 'With no groups it shows `emptyText` as an `EmptyState`, so the reader is never left with nothing.'],
        do: '`<GroupedList groups={groupByParent(positions)} noChildrenLabel="General" emptyText="No positions listed." />`',
        dont: "The names joined into one line ('Hairstylists: Colorist, Stylist; Barbers'): a screen reader hears one long string, with no groups and no counts.",
      }) } } },
} satisfies Meta<typeof GroupedList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A professional's expertise: each parent with its sub-categories, and 'General' for a parent with none. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const hairstylists = canvas.getByRole('list', { name: 'Hairstylists' });
    await expect(within(hairstylists).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Colorist',
      'Stylist',
      'Updo Specialist',
    ]);
    const barbers = canvas.getByRole('list', { name: 'Barbers' });
    await expect(within(barbers).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['General']);
    await expect(within(canvas.getByRole('list', { name: 'Nail Technicians' })).getByText('Manicurist')).toBeVisible();
    // The groups are themselves one list, holding the three named lists.
    const outer = canvas.getAllByRole('list').find((list) => !list.hasAttribute('aria-labelledby'))!;
    await expect(within(outer).getAllByRole('list')).toHaveLength(3);
  },
};

export const Playground: Story = {};

/** Every parent without children: each shows the caller's label. */
export const OnlyParents: Story = {
  args: {
    groups: [
      { id: 181, name: 'Admin', children: [] },
      { id: 184, name: 'Tattoo Artists', children: [] },
    ],
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Admin' })).getByText('General')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Tattoo Artists' })).getByText('General')).toBeVisible();
  },
};

/** Nothing chosen: the caller's empty text. */
export const Empty: Story = {
  args: { groups: [], emptyText: 'No positions listed.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No positions listed.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Built from a flat category list with `groupByParent`, inside a detail page's card. */
export const FromFlatCategories: Story = {
  args: {
    groups: groupByParent([
      { id: 269, name: 'Admin', parentId: null },
      { id: 270, name: 'Receptionist', parentId: 269 },
      { id: 271, name: 'Floor Manager', parentId: 269 },
      { id: 188, name: 'Eyelash Technicians', parentId: null },
      { id: 260, name: 'Classic Lash Technician', parentId: 188 },
      { id: 189, name: 'Locticians', parentId: null },
    ]),
  },
  render: (args) => (
    <Card as="section" title="Positions Available">
      <GroupedList {...args} />
    </Card>
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Positions Available' });
    const admin = within(section).getByRole('list', { name: 'Admin' });
    await expect(within(admin).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Receptionist', 'Floor Manager']);
    await expect(within(section).getByRole('list', { name: 'Locticians' })).toHaveTextContent('General');
  },
};

/** Many children wrap onto new lines. */
export const ManyChildren: Story = {
  args: {
    groups: [
      {
        id: 182,
        name: 'Hairstylists',
        children: ['Colorist', 'Stylist', 'Updo Specialist', 'Bridal', 'Texture', 'Extensions', 'Chemical', "Men's", 'Natural Hair'].map(
          (name, index) => ({ id: 190 + index, name }),
        ),
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Hairstylists' })).getAllByRole('listitem')).toHaveLength(9);
  },
};
