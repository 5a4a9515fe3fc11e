import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, isInaccessible, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Skeleton, SkeletonGroup, skeletonHeights, skeletonShapes, skeletonWidths } from './Skeleton';
import { radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'line', count: 3 },
  argTypes: {
    ...radios({ shape: skeletonShapes, width: [undefined, ...skeletonWidths], height: skeletonHeights }),
    count: { control: { type: 'number', min: 1, max: 20 } },
  },
  // Skeletons never stand alone: the group announces what is loading.
  render: (args) => (
    <SkeletonGroup label="Loading professionals">
      <Skeleton {...args} />
    </SkeletonGroup>
  ),
  parameters: { docs: { description: { component: usageDocs({
        summary: 'Placeholders in the shape of content that is loading (lines, blocks, whole cards), so the page does not jump when it arrives.',
        use: ['While a list, a card or a profile loads and its shape is known: the professionals list shows 20 rows.', 'Always inside a `SkeletonGroup`, whose `label` says what is loading.'],
        avoid: ['For a wait with no shape to sketch: use `Spinner`; for a button that is saving, give the `Button` `busy`.', 'For a table or a dashboard figure: `DataTable` (`loading`, `loadingRows`) and `StatCard` (`loading`) draw their own.'],
        accessibility: ['Skeletons are hidden from assistive technology. The `SkeletonGroup` around them is a status named by its `label` and marked `aria-busy`.', 'The shimmer only moves for people who have not asked for reduced motion.'],
        do: '`<SkeletonGroup label="Loading professionals"><Skeleton shape="block" height="small" count={20} /></SkeletonGroup>`',
        dont: 'A `Skeleton` on its own: a screen reader hears nothing, and does not learn that the page is loading.',
      }) } } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What assistive technology gets from a loading area: one busy status named by its label, and
 * nothing from the placeholders themselves.
 */
async function expectAnnouncedLoading(canvasElement: HTMLElement, label: string) {
  const status = within(canvasElement).getByRole('status', { name: label });
  await expect(status).toHaveAttribute('aria-busy', 'true');
  await expect(within(status).getByText(label)).toBeInTheDocument();
  // The placeholders are the empty leaf shapes; the wrappers that lay them out hold no text either way.
  const placeholders = within(status)
    .getAllByRole('generic', { hidden: true })
    .filter((element) => element.textContent === '' && element.childElementCount === 0);
  await expect(placeholders.length).toBeGreaterThan(0);
  for (const placeholder of placeholders) await expect(isInaccessible(placeholder)).toBe(true);
  return { status, placeholders };
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectAnnouncedLoading(canvasElement, 'Loading professionals');
  },
};

export const Playground: Story = {
  args: { shape: 'block', height: 'medium', width: '75%', count: 1 },
};

/** Lines of each width; without a width, several lines end on a shorter one like a paragraph. */
export const Lines: Story = {
  render: (args) => (
    <SkeletonGroup label="Loading profile">
      <Stack space="large">
        {skeletonWidths.map((width) => (
          <Skeleton key={width} {...args} shape="line" count={1} width={width} />
        ))}
        <Skeleton {...args} shape="line" count={4} />
      </Stack>
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const { placeholders } = await expectAnnouncedLoading(canvasElement, 'Loading profile');
    const widths = placeholders.map((element) => element.getBoundingClientRect().width);
    const [quarter, half, threeQuarters, full] = widths;
    await expect(half).toBeCloseTo(quarter! * 2, 0);
    await expect(threeQuarters).toBeCloseTo(quarter! * 3, 0);
    await expect(full).toBeCloseTo(quarter! * 4, 0);
    // The paragraph: three full lines, then a shorter last one.
    await expect(widths.slice(4)).toEqual([full, full, full, threeQuarters]);
  },
};

export const Blocks: Story = {
  render: (args) => (
    <SkeletonGroup label="Loading pictures">
      <Inline space="medium" alignY="top">
        {skeletonHeights.map((height) => (
          <Skeleton key={height} {...args} shape="block" count={1} width="100%" height={height} />
        ))}
      </Inline>
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const { placeholders } = await expectAnnouncedLoading(canvasElement, 'Loading pictures');
    const heights = placeholders.map((element) => element.getBoundingClientRect().height);
    for (let index = 1; index < heights.length; index += 1) await expect(heights[index]).toBeGreaterThan(heights[index - 1]!);
  },
};

/** The dashboard while it loads: three skeleton cards shaped like its summary cards. */
export const Cards: Story = {
  render: (args) => (
    <SkeletonGroup label="Loading dashboard">
      <Inline space="large" alignY="top" collapseBelow="tablet">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} {...args} shape="card" count={1} />
        ))}
      </Inline>
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    await expectAnnouncedLoading(canvasElement, 'Loading dashboard');
  },
};

/** A stack of cards from one Skeleton, with `count`. */
export const CardCount: Story = {
  args: { shape: 'card', count: 2 },
  play: async ({ canvasElement }) => {
    await expectAnnouncedLoading(canvasElement, 'Loading professionals');
  },
};

/** The professionals list while it loads: 20 rows (SPEC section 9). */
export const ListRows: Story = {
  args: { shape: 'block', height: 'small', count: 20 },
  play: async ({ canvasElement }) => {
    const { placeholders } = await expectAnnouncedLoading(canvasElement, 'Loading professionals');
    await expect(placeholders).toHaveLength(20);
  },
};

/** The shimmer plays only for people who have not asked for reduced motion; otherwise it is still. */
export const Motion: Story = {
  args: { count: 1, width: '100%' },
  play: async ({ canvasElement }) => {
    const { placeholders } = await expectAnnouncedLoading(canvasElement, 'Loading professionals');
    const animation = getComputedStyle(placeholders[0]!).animationName;
    const motionAllowed = window.matchMedia('(prefers-reduced-motion: no-preference)').matches;
    if (motionAllowed) await expect(animation).not.toBe('none');
    else await expect(animation).toBe('none');
  },
};
