import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { breakpoints } from '../../styles/sprinkles.css';
import { space as spaceScale, spaceNames } from '../../themes/tokens';
import { Box } from '../Box';
import { Stack, stackAlignments, stackElements } from './Stack';
import { menus, radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

const Item = ({ children }: { children: string }) => (
  <Box background="surfaceMuted" padding="small" borderRadius="small">
    {children}
  </Box>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    space: 'medium',
    children: [<Item key="name">Salon Bella</Item>, <Item key="city">Austin, TX</Item>, <Item key="date">Joined 2024-03-12</Item>],
  },
  argTypes: {
    ...radios({ align: stackAlignments }),
    ...menus({ space: spaceNames, as: stackElements }),
    children: { control: false },
  },
  parameters: { docs: { description: { component: usageDocs({
        summary: 'Lays its children out top to bottom with a gap from the spacing scale.',
        use: ['For the vertical rhythm of a page, a form or a card: one `space` between every child.', '`as="ul"` or `"ol"` when the children are a list: each becomes a list item.'],
        avoid: ['For side by side: use `Inline`.', 'For one-off spacing around a single element: use `Box` padding or margin.'],
        accessibility: ['It adds no roles of its own; as a list it is a real list, which screen readers announce with its count.'],
        do: '`<Stack space="large"><Heading level={1}>Settings</Heading><ProfileForm /></Stack>`',
        dont: "Margins on each child for spacing: the gaps drift apart and a removed child leaves its margin behind.",
      }) } } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: HTMLElement) => element.getBoundingClientRect();

export const Default: Story = {
  play: async ({ canvas }) => {
    const [name, city, date] = ['Salon Bella', 'Austin, TX', 'Joined 2024-03-12'].map((text) => box(canvas.getByText(text)));
    // Top to bottom, in source order, with a gap between each pair and the same left edge.
    await expect(city!.top).toBeGreaterThan(name!.bottom);
    await expect(date!.top).toBeGreaterThan(city!.bottom);
    await expect(city!.left).toBe(name!.left);
  },
};

export const Playground: Story = {
  args: { space: 'large', align: 'stretch', as: 'div' },
};

/** The gap grows with the space token. */
export const Spaces: Story = {
  render: (args) => (
    <Box display="flex" gap="xxlarge">
      {(['xsmall', 'xlarge'] as const).map((space) => (
        <Stack key={space} {...args} space={space}>
          <Item>{`${space} first`}</Item>
          <Item>{`${space} second`}</Item>
        </Stack>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const gap = (space: string) => box(canvas.getByText(`${space} second`)).top - box(canvas.getByText(`${space} first`)).bottom;
    await expect(gap('xlarge')).toBeGreaterThan(gap('xsmall'));
  },
};

export const Alignments: Story = {
  render: (args) => (
    <Stack space="large">
      {stackAlignments.map((align) => (
        <Box key={align} background="surface" padding="small" borderRadius="small">
          <Stack {...args} align={align}>
            <Item>{`Aligned ${align}`}</Item>
          </Stack>
        </Box>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const left = box(canvas.getByText('Aligned left'));
    const right = box(canvas.getByText('Aligned right'));
    const center = box(canvas.getByText('Aligned center'));
    const stretch = box(canvas.getByText('Aligned stretch'));
    await expect(right.left).toBeGreaterThan(center.left);
    await expect(center.left).toBeGreaterThan(left.left);
    await expect(stretch.width).toBeGreaterThan(left.width);
  },
};

/** As a list each child becomes a list item, so screen readers announce "list, 3 items". */
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Working days',
    children: (
      <>
        <Item>Mon</Item>
        <Item>Tue</Item>
        {/* Fragments are opened, so these are items of the list as well. */}
        <>
          <Item>Wed</Item>
          {null}
        </>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Working days' });
    await expect(list.tagName).toBe('UL');
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Mon', 'Tue', 'Wed']);
  },
};

/** The space may change by breakpoint: tighter on phones. */
export const ResponsiveSpace: Story = {
  args: { space: { mobile: 'xsmall', tablet: 'xlarge' } },
  play: async ({ canvas }) => {
    const token = window.matchMedia(`(min-width: ${breakpoints.tablet}px)`).matches ? 'xlarge' : 'xsmall';
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    const gap = box(canvas.getByText('Austin, TX')).top - box(canvas.getByText('Salon Bella')).bottom;
    await expect(gap).toBeCloseTo(Number.parseFloat(spaceScale[token]) * rem, 0);
  },
};

export const ResponsiveSpaceOnMobile: Story = {
  ...ResponsiveSpace,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
