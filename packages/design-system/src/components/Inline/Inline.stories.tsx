import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { breakpoints } from '../../styles/sprinkles.css';
import { spaceNames } from '../../themes/tokens';
import { Box } from '../Box';
import { Inline, inlineAlignments, inlineCollapseBreakpoints, inlineElements, inlineVerticalAlignments } from './Inline';
import { menus, radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

const Item = ({ children, tall = false }: { children: string; tall?: boolean }) => (
  <Box background="surfaceMuted" paddingX="small" paddingY={tall ? 'xlarge' : 'xsmall'} borderRadius="small">
    {children}
  </Box>
);

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    space: 'small',
    children: [<Item key="hair">Hairstylists</Item>, <Item key="barbers">Barbers</Item>, <Item key="nails">Nail Technicians</Item>],
  },
  argTypes: {
    ...radios({ align: inlineAlignments, alignY: inlineVerticalAlignments, collapseBelow: [undefined, ...inlineCollapseBreakpoints] }),
    ...menus({ space: spaceNames, as: inlineElements }),
    children: { control: false },
  },
  parameters: { docs: { description: { component: usageDocs({
        summary: 'Lays its children side by side in a row that wraps, with even gaps from the spacing scale.',
        use: ['For buttons in a row, tags, or cards side by side: one `space` between all of them, on wrapped lines too.', '`collapseBelow="tablet"` to stack on phones; `align` and `alignY` to place the children.', '`as="ul"` when the children are a list: each is wrapped in a list item.'],
        avoid: ['For top to bottom: use `Stack`.', 'For rows and columns of records: use `DataTable`.'],
        accessibility: ['It adds no roles of its own; as a list, screen readers announce it with its count. Give it `role="group"` and an `aria-label` only when the items belong together under a name.', 'The children are shown in source order, so the tab order follows what the eye sees.'],
        do: '`<Inline space="small" align="right"><Button variant="secondary">Cancel</Button><Button>Save</Button></Inline>`',
        dont: 'Spaces or `&nbsp;` between children for a gap: they change with the font and do not wrap evenly.',
      }) } } },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: HTMLElement) => element.getBoundingClientRect();
const wider = (breakpoint: number) => window.matchMedia(`(min-width: ${breakpoint}px)`).matches;

export const Default: Story = {
  play: async ({ canvas }) => {
    const [hair, barbers, nails] = ['Hairstylists', 'Barbers', 'Nail Technicians'].map((text) => box(canvas.getByText(text)));
    // Side by side in source order, on one line, with a gap between neighbours.
    await expect(barbers!.left).toBeGreaterThan(hair!.right);
    await expect(nails!.left).toBeGreaterThan(barbers!.right);
    await expect(barbers!.top).toBe(hair!.top);
  },
};

export const Playground: Story = {
  args: { space: 'medium', align: 'left', alignY: 'center', as: 'div' },
};

const hairstylists = ['Colorist', 'Stylist', 'Updo Specialist', 'Bridal', 'Texture', 'Extensions', 'Chemical', "Men's", 'Natural Hair'];

/** Too many items for one line wrap onto the next instead of overflowing (shown on a small phone). */
export const Wrapping: Story = {
  args: {
    role: 'group',
    'aria-label': 'Hairstylist specialities',
    children: hairstylists.map((name) => <Item key={name}>{name}</Item>),
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Hairstylist specialities' });
    await expect(box(canvas.getByText('Natural Hair')).top).toBeGreaterThan(box(canvas.getByText('Colorist')).bottom);
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  },
};

export const Alignments: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="medium">
      {inlineAlignments.map((align) => (
        <Box key={align} background="surface" padding="small" borderRadius="small">
          <Inline {...args} align={align}>
            <Item>{`${align} one`}</Item>
            <Item>{`${align} two`}</Item>
          </Inline>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const first = (align: string) => box(canvas.getByText(`${align} one`));
    const last = (align: string) => box(canvas.getByText(`${align} two`));
    await expect(first('center').left).toBeGreaterThan(first('left').left);
    await expect(first('right').left).toBeGreaterThan(first('center').left);
    // space-between puts the first item at the start and the last at the end.
    await expect(first('space-between').left).toBe(first('left').left);
    await expect(last('space-between').right).toBeCloseTo(last('right').right, 0);
  },
};

export const VerticalAlignments: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="medium">
      {inlineVerticalAlignments.map((alignY) => (
        <Inline key={alignY} {...args} alignY={alignY}>
          <Item tall>{`${alignY} tall`}</Item>
          <Item>{`${alignY} short`}</Item>
        </Inline>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const tall = (alignY: string) => box(canvas.getByText(`${alignY} tall`));
    const short = (alignY: string) => box(canvas.getByText(`${alignY} short`));
    await expect(short('top').top).toBeCloseTo(tall('top').top, 0);
    await expect(short('bottom').bottom).toBeCloseTo(tall('bottom').bottom, 0);
    await expect(short('center').top + short('center').height / 2).toBeCloseTo(tall('center').top + tall('center').height / 2, 0);
  },
};

/** As a list each child becomes a list item. */
export const AsList: Story = {
  args: { as: 'ul', 'aria-label': 'Professions' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Professions' }).tagName).toBe('UL');
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Hairstylists', 'Barbers', 'Nail Technicians']);
  },
};

const collapsing = (collapseBelow: 'tablet' | 'desktop'): Story => ({
  args: {
    collapseBelow,
    'aria-label': `Actions collapsing below ${collapseBelow}`,
    role: 'group',
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('group', { name: `Actions collapsing below ${collapseBelow}` });
    const expected = wider(breakpoints[collapseBelow]) ? 'row' : 'column';
    await expect(getComputedStyle(row).flexDirection).toBe(expected);
    const [first, second] = ['Hairstylists', 'Barbers'].map((text) => box(canvas.getByText(text)));
    if (expected === 'column') await expect(second!.top).toBeGreaterThan(first!.bottom);
    else await expect(second!.left).toBeGreaterThan(first!.right);
  },
});

/** Stacks on phones, a row from tablets up. Tests run it at desktop width: a row. */
export const CollapseBelowTablet: Story = collapsing('tablet');

/** The same on a small phone: stacked. */
export const CollapseBelowTabletOnMobile: Story = {
  ...collapsing('tablet'),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Stacks on phones and tablets, a row on desktops. On a tablet: stacked. */
export const CollapseBelowDesktopOnTablet: Story = {
  ...collapsing('desktop'),
  globals: { viewport: { value: 'tablet', isRotated: false } },
};
