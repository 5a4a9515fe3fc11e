import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { StarRating, starRatingSizes } from './StarRating';
import { radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

/** The drawn fill of each star, left to right, read from what the browser paints. */
function paintedFills(image: HTMLElement) {
  return Array.from(image.querySelectorAll('svg'), (svg) => {
    const [shape, half] = Array.from(svg.querySelectorAll('polygon'), (polygon) => getComputedStyle(polygon));
    if (half) return 'half';
    return shape!.fill === 'none' ? 'empty' : 'full';
  });
}

const meta = {
  title: 'Content/StarRating',
  component: StarRating,
  args: { value: 4 },
  argTypes: { ...radios({ size: starRatingSizes }), value: { control: { type: 'range', min: 0, max: 5, step: 0.25 } } },
  parameters: { docs: { description: { component: usageDocs({
        summary: "A read-only row of five stars for one rating, such as a review's, drawn to the nearest half star.",
        use: ['For a rating from 0 to 5 beside a review or a name.', "With `label` when the name should say more than the stars drawn, such as the exact average ('3.92 out of 5 stars')."],
        avoid: ['For the summary of many ratings and their spread: use `RatingSummary`.', 'To ask for a rating: it is not an input; use a `RadioGroup` with an option for each star.'],
        accessibility: ["One image to assistive technology, named '4 out of 5 stars' by default (the value drawn), so the stars are not read one by one.", 'The drawing is rounded to halves: when the exact value matters, pass it in `label` or show it beside the stars.'],
        do: '`<StarRating value={entry.starsCount} size="small" />`',
        dont: '`<StarRating value={8} />` for a score out of 10: the value is 0 to 5, and anything else throws in development.',
      }) } } },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One image named by its rating, drawn as four solid stars and one outline. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: '4 out of 5 stars' });
    await expect(paintedFills(image)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    // The stars themselves are not read one by one.
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
  },
};

export const Playground: Story = {
  args: { value: 3.5, size: 'medium' },
};

/** Halves are drawn: the left half of the fourth star is filled. */
export const HalfStar: Story = {
  args: { value: 3.5 },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: '3.5 out of 5 stars' });
    await expect(paintedFills(image)).toEqual(['full', 'full', 'full', 'half', 'empty']);
  },
};

/** An average is drawn at the nearest half; the name says what is drawn. */
export const RoundedAverage: Story = {
  args: { value: 4.25 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4.5 out of 5 stars' })).toBeVisible();
  },
};

/** No stars: five outlines, still named. */
export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: '0 out of 5 stars' });
    await expect(paintedFills(image)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  },
};

export const Full: Story = {
  args: { value: 5 },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: '5 out of 5 stars' });
    await expect(paintedFills(image)).toEqual(['full', 'full', 'full', 'full', 'full']);
  },
};

/** A caller's own name, such as the exact average beside a summary. */
export const CustomLabel: Story = {
  args: { value: 4.25, label: 'Average 4.25 out of 5 stars' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Average 4.25 out of 5 stars' })).toBeVisible();
  },
};

/** Each feedback entry's stars, 1 to 5, as in the review list. */
export const EveryRating: Story = {
  render: (args) => (
    <Stack space="small" align="left">
      {[1, 2, 3, 4, 5].map((value) => (
        <StarRating key={value} {...args} value={value} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const value of [1, 2, 3, 4, 5]) {
      await expect(canvas.getByRole('img', { name: `${value} out of 5 stars` })).toBeVisible();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="small" align="left">
      {starRatingSizes.map((size) => (
        <StarRating key={size} {...args} size={size} label={`${size}: 4 out of 5 stars`} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('img', { name: 'small: 4 out of 5 stars' }).getBoundingClientRect();
    const large = canvas.getByRole('img', { name: 'large: 4 out of 5 stars' }).getBoundingClientRect();
    await expect(large.width).toBeGreaterThan(small.width);
    await expect(large.height).toBeGreaterThan(small.height);
  },
};
