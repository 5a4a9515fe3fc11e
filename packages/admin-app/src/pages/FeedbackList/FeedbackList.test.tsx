import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { buildFeedback } from '@chairside/api-contract/fixtures';
import { db } from '../../mocks/db';
import { renderRoute } from '../../test/renderRoute';
import { setupMockServer } from '../../test/server';
import { itSignsOutOn401 } from '../../test/session';
import { playStory, tryAgain, userEvent } from '../../test/stories';
import * as stories from './FeedbackList.stories';

setupMockServer();

const { Empty, Error, Loading } = composeStories(stories);

const longText =
  'The booking flow is quick and the reminders are great, but I wish I could filter salons by the products they use and see more than three photos before I decide to book an appointment there.';

function useKnownReviews() {
  db.feedbacks = [
    buildFeedback({ id: 1, starsCount: 5, text: 'Lovely app.', createdAt: '2026-10-05T12:00:00.000Z', user: { fullName: 'Dana Lee' } }),
    buildFeedback({ id: 2, starsCount: 4, text: longText, createdAt: '2026-10-04T12:00:00.000Z', user: null }),
    buildFeedback({ id: 3, starsCount: 4, text: 'Good.', createdAt: '2026-10-03T12:00:00.000Z', user: { fullName: null } }),
    buildFeedback({ id: 4, starsCount: 1, text: 'Crashed twice.', createdAt: '2026-10-02T12:00:00.000Z', user: { fullName: 'Sam Hill' } }),
  ];
}

describe('FeedbackList', () => {
  it("shows 'Product Reviews' with the average to two decimals, the count and a bar per star value", async () => {
    useKnownReviews();
    renderRoute('/feedback-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Reviews' })).toBeInTheDocument();
    const overall = await screen.findByRole('region', { name: 'Overall Rating' });
    // (5 + 4 + 4 + 1) / 4 = 3.50
    expect(within(overall).getByRole('img', { name: '3.50 out of 5 stars' })).toBeInTheDocument();
    expect(within(overall).getByText('Based on 4 Rating(s)')).toBeInTheDocument();
    expect(within(overall).getByRole('img', { name: '5 stars: 25%' })).toBeInTheDocument();
    expect(within(overall).getByRole('img', { name: '4 stars: 50%' })).toBeInTheDocument();
    expect(within(overall).getByRole('img', { name: '3 stars: 0%' })).toBeInTheDocument();
    expect(within(overall).getByRole('img', { name: '2 stars: 0%' })).toBeInTheDocument();
    expect(within(overall).getByRole('img', { name: '1 star: 25%' })).toBeInTheDocument();
  });

  it("lists each review with its author ('Anonymous' when unknown), stars, local date and text", async () => {
    useKnownReviews();
    renderRoute('/feedback-list');
    const reviews = await screen.findAllByRole('article');
    expect(reviews.map((review) => within(review).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Dana Lee',
      'Anonymous',
      'Anonymous',
      'Sam Hill',
    ]);
    const first = reviews[0]!;
    expect(within(first).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(first).getByText(new Date('2026-10-05T12:00:00.000Z').toLocaleDateString())).toHaveAttribute(
      'datetime',
      '2026-10-05T12:00:00.000Z',
    );
    expect(within(first).getByText('Lovely app.')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });

  it('cuts a long review at 150 characters with Show More and Show Less', async () => {
    useKnownReviews();
    renderRoute('/feedback-list');
    const reviews = await screen.findAllByRole('article');
    const long = reviews[1]!;
    const more = within(long).getByRole('button', { name: 'Show More' });
    const shown = () => within(long).getByText(/^The booking flow/).textContent ?? '';
    // SPEC section 5: cut at 150 characters, plus an ellipsis.
    expect(shown().endsWith('…')).toBe(true);
    expect(shown().length).toBeLessThanOrEqual(150 + 1);
    expect(shown().length).toBeGreaterThan(100);
    expect(shown()).not.toContain('book an appointment there.');

    const user = userEvent.setup();
    await user.click(more);
    expect(shown()).toBe(longText);
    expect(within(long).getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(long).getByRole('button', { name: 'Show Less' }));
    expect(shown()).not.toContain('book an appointment there.');
  });

  // The Loading story shows the skeleton under the title; this adds that it says it is busy.
  it('shows a busy skeleton while loading', async () => {
    await playStory(Loading);
    expect(screen.getByRole('status', { name: 'Loading feedback' })).toHaveAttribute('aria-busy', 'true');
  });

  // The Empty story shows 'No reviews yet.'; this adds that no review stands beside it.
  it('says when there are no reviews', async () => {
    await playStory(Empty);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  // The Error story shows the spec message; this adds that Try again brings the reviews.
  it('shows the spec message when the reviews cannot be loaded, and tries again on request', async () => {
    await playStory(Error);
    await tryAgain();
    expect((await screen.findAllByRole('article')).length).toBe(db.feedbacks.length);
  });

  itSignsOutOn401('listFeedbacks', '/feedback-list');
});
