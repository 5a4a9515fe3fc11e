import { useId } from 'react';
import type { Feedback } from '@chairside/api-contract';
import { Card, Heading, RatingSummary, Stack, StarRating } from '@chairside/design-system';
import { EntryCard, EntryDate, EntryListScreen } from '../../app/EntryList';
import { useFeedbacks } from '../../data/useReads';

export const feedbackMessages = {
  loading: 'Loading feedback',
  failure: 'Failed to load feedback. Please try again later.',
  empty: 'No reviews yet.',
  anonymous: 'Anonymous',
} as const;

/** The author's name; a review whose account is gone, or that has no name, is 'Anonymous' (SPEC section 3). */
export const authorOf = (feedback: Pick<Feedback, 'user'>) => feedback.user?.fullName?.trim() || feedbackMessages.anonymous;

// A foreign backend may send a star count outside 1-5 or as text; the stars are drawn from a clamped number.
const starsOf = (feedback: Pick<Feedback, 'starsCount'>) => Math.min(5, Math.max(0, Number(feedback.starsCount) || 0));

function Review({ feedback }: { feedback: Feedback }) {
  return (
    <EntryCard title={authorOf(feedback)} titleLevel={3} text={feedback.text}>
      <StarRating value={starsOf(feedback)} size="small" />
      <EntryDate timestamp={feedback.createdAt} />
    </EntryCard>
  );
}

/** /feedback-list: 'Product Reviews', the rating summary and every review (SPEC.md sections 2 and 8). */
export default function FeedbackList() {
  const reviewsHeadingId = useId();
  const read = useFeedbacks();
  return (
    <EntryListScreen title="Product Reviews" read={read} messages={feedbackMessages}>
      {(feedbacks) => (
        <>
          <Card as="section" title="Overall Rating">
            <RatingSummary ratings={feedbacks.map(starsOf)} />
          </Card>
          <Stack as="section" space="large" aria-labelledby={reviewsHeadingId}>
            <Heading level={2} id={reviewsHeadingId}>
              Reviews
            </Heading>
            <Stack as="ul" space="medium">
              {feedbacks.map((feedback) => (
                <Review key={feedback.id} feedback={feedback} />
              ))}
            </Stack>
          </Stack>
        </>
      )}
    </EntryListScreen>
  );
}
