import { useId } from 'react';
import type { Feedback } from '@chairside/api-contract';
import {
  Card,
  EmptyState,
  ErrorMessage,
  Heading,
  Inline,
  RatingSummary,
  Skeleton,
  SkeletonGroup,
  Stack,
  StarRating,
  Text,
  TruncatedText,
} from '@chairside/design-system';
import { useFeedbacks } from '../../data/useReads';

export const feedbackMessages = {
  failure: 'Failed to load feedback. Please try again later.',
  empty: 'No reviews yet.',
  anonymous: 'Anonymous',
} as const;

/** The author's name; a review whose account is gone, or that has no name, is 'Anonymous' (SPEC section 3). */
export const authorOf = (feedback: Pick<Feedback, 'user'>) => feedback.user?.fullName?.trim() || feedbackMessages.anonymous;

// A foreign backend may send a star count outside 1-5 or as text; the stars are drawn from a clamped number.
const starsOf = (feedback: Pick<Feedback, 'starsCount'>) => Math.min(5, Math.max(0, Number(feedback.starsCount) || 0));

const localDate = (timestamp: string) => {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? 'N/A' : date.toLocaleDateString();
};

function Review({ feedback }: { feedback: Feedback }) {
  return (
    <Card as="article" title={authorOf(feedback)} titleLevel={3}>
      <Stack space="small">
        <Inline space="medium" alignY="center">
          <StarRating value={starsOf(feedback)} size="small" />
          <Text as="time" dateTime={feedback.createdAt} size="small" tone="muted">
            {localDate(feedback.createdAt)}
          </Text>
        </Inline>
        <TruncatedText>{feedback.text ?? ''}</TruncatedText>
      </Stack>
    </Card>
  );
}

/** /feedback-list: 'Product Reviews', the rating summary and every review (SPEC.md sections 2 and 8). */
export default function FeedbackList() {
  const reviewsHeadingId = useId();
  const { data, error, isLoading, mutate } = useFeedbacks();
  const feedbacks = data ?? [];

  let body;
  if (data) {
    body =
      feedbacks.length === 0 ? (
        <EmptyState title={feedbackMessages.empty} />
      ) : (
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
      );
  } else if (error) {
    body = <ErrorMessage onRetry={() => void mutate()}>{feedbackMessages.failure}</ErrorMessage>;
  } else if (isLoading) {
    body = (
      <SkeletonGroup label="Loading feedback">
        <Skeleton shape="card" count={4} />
      </SkeletonGroup>
    );
  }

  return (
    <Stack space="xlarge">
      <Heading level={1}>Product Reviews</Heading>
      {body}
    </Stack>
  );
}
