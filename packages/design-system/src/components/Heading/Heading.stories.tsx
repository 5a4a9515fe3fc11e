import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Heading, headingLevels, headingSizes } from './Heading';
import { menus, radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 2, children: 'Professionals List' },
  argTypes: { ...radios({ level: headingLevels }), ...menus({ size: headingSizes }) },
  parameters: { docs: { description: { component: usageDocs({
        summary: "A section's heading. `level` sets the outline screen readers move through; `size` sets only the look.",
        use: ['For the title of a page (level 1, once) and of each section under it, in order.', '`size` when the design wants a heading larger or smaller than its level gives.'],
        avoid: ['To make text bold or big: use `Text` with a `weight` or `size`.', 'To skip levels for the look: choose the level by the outline and the look by `size`.'],
        accessibility: ['Screen readers list and jump between headings: the levels must follow the page\'s structure, with no gaps.', 'Levels outside 1 to 6 throw, so a wrong level shows at once.'],
        do: '`<Heading level={2} size="large">Subscriptions</Heading>` under the page\'s level 1.',
        dont: '`<Heading level={4}>` straight under a level 1 because it looks right: use `level={2} size="small"`.',
      }) } } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

const fontSize = (element: HTMLElement) => Number.parseFloat(getComputedStyle(element).fontSize);

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Professionals List' });
    await expect(heading.tagName).toBe('H2');
  },
};

export const Playground: Story = {
  args: { level: 1, size: 'xxxlarge', children: 'Private Suites' },
};

/** h1 to h6, each smaller than the one above unless a size says otherwise. */
export const Levels: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="small">
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>{`Level ${level}`}</Heading>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const headings = headingLevels.map((level) => canvas.getByRole('heading', { level, name: `Level ${level}` }));
    for (let index = 1; index < headings.length; index += 1)
      await expect(fontSize(headings[index]!)).toBeLessThan(fontSize(headings[index - 1]!));
  },
};

/** The size is decoupled from the level: this h2 looks like an h1 but stays second in the outline. */
export const SizeDecoupledFromLevel: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="medium">
      <Heading {...args} level={1}>
        Salons
      </Heading>
      <Heading {...args} level={2} size="xxxlarge">
        Salon Bella
      </Heading>
      <Heading {...args} level={3} size="small">
        Services We Offer
      </Heading>
    </Box>
  ),
  play: async ({ canvas }) => {
    const h1 = canvas.getByRole('heading', { level: 1, name: 'Salons' });
    const h2 = canvas.getByRole('heading', { level: 2, name: 'Salon Bella' });
    const h3 = canvas.getByRole('heading', { level: 3, name: 'Services We Offer' });
    await expect(fontSize(h2)).toBe(fontSize(h1));
    await expect(fontSize(h3)).toBeLessThan(fontSize(canvas.getByText('Salon Bella')));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="small">
      {headingSizes.map((size) => (
        <Heading key={size} {...args} level={2} size={size}>{`Size ${size}`}</Heading>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const sizes = headingSizes.map((size) => fontSize(canvas.getByRole('heading', { level: 2, name: `Size ${size}` })));
    for (let index = 1; index < sizes.length; index += 1) await expect(sizes[index]).toBeLessThan(sizes[index - 1]!);
  },
};
