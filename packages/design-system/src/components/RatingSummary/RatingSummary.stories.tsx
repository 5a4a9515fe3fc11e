import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RatingSummary } from './RatingSummary';
import { usageDocs } from '../private/stories/usage';

/** Twelve feedback entries' `starsCount`s, as the feedback list gives them. */
const twelveRatings = [5, 4, 5, 3, 5, 4, 2, 5, 4, 1, 5, 4];

/** How much of its track a bar fills, 0-1. */
const filled = (bar: HTMLElement) => bar.firstElementChild!.getBoundingClientRect().width / bar.getBoundingClientRect().width;

const meta = {
  title: 'Content/RatingSummary',
  component: RatingSummary,
  args: { ratings: twelveRatings },
  parameters: { layout: 'padded', docs: { description: { component: usageDocs({
        summary: 'The overall rating above the reviews on the feedback screen: the average to two decimals, the stars, how many ratings it is based on, and a bar for each star value.',
        use: ['Above a list of reviews, to sum them up.', "Pass every rating's star value (`[5, 4, 5, 3]`) or how many ratings gave each star (`{ 5: 4, 4: 2, 3: 1, 2: 0, 1: 3 }`); it works out the average and the shares."],
        avoid: ["For one rating, such as a single review's: use `StarRating`.", 'For a count on the dashboard: use `StatCard`.'],
        accessibility: ["The stars are one image named with the exact average ('3.92 out of 5 stars'); the large figure is hidden from screen readers so it is not read twice.", "Each bar is an image named with its row and share ('5 stars: 42%'), in a list from 5 stars down to 1.", 'With no ratings it shows `emptyText` and no figures at all.'],
        do: '`<RatingSummary ratings={feedback.map((entry) => entry.starsCount)} />`',
        dont: "An `averageLabel` that gives only the figure ('3.92'): it names the star row, so say out of what ('3.92 out of 5 stars').",
      }) } } },
} satisfies Meta<typeof RatingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The feedback screen's summary: 47 stars over 12 ratings is 3.92 on average. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3.92')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '3.92 out of 5 stars' })).toBeVisible();
    await expect(canvas.getByText('Based on 12 Rating(s)')).toBeVisible();
    const names = canvas.getAllByRole('img', { name: /^\d stars?: / }).map((bar) => bar.getAttribute('aria-label'));
    await expect(names).toEqual(['5 stars: 42%', '4 stars: 33%', '3 stars: 8%', '2 stars: 8%', '1 star: 8%']);
    // The bars are one list, in order from 5 stars down.
    await expect(canvas.getByRole('list')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

export const Playground: Story = {
  args: { ratings: { 5: 4, 4: 2, 3: 1, 2: 0, 1: 3 }, emptyText: 'No ratings yet.' },
};

/** From counts per star: 10 ratings, 40% of them five stars; each bar's length is its share. */
export const FromCounts: Story = {
  args: { ratings: { 5: 4, 4: 2, 3: 1, 2: 0, 1: 3 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3.40')).toBeVisible();
    await expect(canvas.getByText('Based on 10 Rating(s)')).toBeVisible();
    const five = canvas.getByRole('img', { name: '5 stars: 40%' });
    const four = canvas.getByRole('img', { name: '4 stars: 20%' });
    const two = canvas.getByRole('img', { name: '2 stars: 0%' });
    await expect(canvas.getByRole('img', { name: '1 star: 30%' })).toBeVisible();
    await expect(filled(five)).toBeCloseTo(0.4, 1);
    await expect(filled(four)).toBeCloseTo(0.2, 1);
    await expect(filled(two)).toBe(0);
  },
};

/** A single rating: the count still reads 'Rating(s)', as in the SPEC. */
export const SingleRating: Story = {
  args: { ratings: [5] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5.00')).toBeVisible();
    await expect(canvas.getByText('Based on 1 Rating(s)')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '5.00 out of 5 stars' })).toBeVisible();
    await expect(filled(canvas.getByRole('img', { name: '5 stars: 100%' }))).toBeCloseTo(1, 2);
  },
};

/** A third of a rating rounds: 13 stars over 3 ratings is 4.33. */
export const RoundedAverage: Story = {
  args: { ratings: [5, 4, 4] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4.33')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '4.33 out of 5 stars' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '4 stars: 67%' })).toBeVisible();
  },
};

/** No ratings: the caller's empty text and no figures at all. */
export const Empty: Story = {
  args: { ratings: [], emptyText: 'No ratings yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No ratings yet.')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByText(/Based on/)).toBeNull();
  },
};

/** Other words for the fixed texts, as another marketplace frontend might set them. */
export const CustomTexts: Story = {
  args: {
    ratings: { 5: 2, 4: 2 },
    basedOnText: (total) => `${total} reviews`,
    averageLabel: (average) => `Rated ${average} of 5`,
    starsText: (stars) => `${stars}★`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4 reviews')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.50 of 5' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '5★: 50%' })).toBeVisible();
  },
};
