import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cx } from '../../utils/cx';
import { EmptyState } from '../EmptyState';
import { Stack } from '../Stack';
import { StarRating } from '../StarRating';
import { Text } from '../Text';
import { average as averageClass, bars, fill, overall, root, row, rowLabel, rowPercent, share, track } from './RatingSummary.css';
import { summariseRatings, type RatingCounts, type RatingStar } from './summariseRatings';

export type RatingSummaryProps = {
  /** Every rating's star value (1-5), or how many ratings gave each star value. */
  ratings: readonly number[] | RatingCounts;
  /** Shown instead of the summary when there are no ratings. */
  emptyText?: string;
  /** The line under the stars; the SPEC's 'Based on N Rating(s)' unless given. */
  basedOnText?: (total: number) => string;
  /** The name of the star row, given the average with two decimals. */
  averageLabel?: (average: string) => string;
  /** The visible label of a bar's row: '5 stars'. */
  starsText?: (stars: RatingStar) => string;
  /** Extra class names, merged last. */
  className?: string;
};

const defaultBasedOn = (total: number) => `Based on ${total} Rating(s)`;
const defaultAverageLabel = (average: string) => `${average} out of 5 stars`;
const defaultStarsText = (stars: RatingStar) => (stars === 1 ? '1 star' : `${stars} stars`);

/**
 * The overall rating: the average to two decimals, the star row, how many ratings it is based on,
 * and a bar per star value (5 down to 1) showing its share of all ratings.
 */
export function RatingSummary({
  ratings,
  emptyText = 'No ratings yet.',
  basedOnText = defaultBasedOn,
  averageLabel = defaultAverageLabel,
  starsText = defaultStarsText,
  className,
}: RatingSummaryProps) {
  const summary = summariseRatings(ratings);

  if (summary.total === 0) return <EmptyState title={emptyText} align="start" className={className} />;

  return (
    <div className={cx(root, className)}>
      <div className={overall}>
        {/* The star row's name carries the exact average, so the big figure is not read twice. */}
        <span aria-hidden="true" className={averageClass}>
          {summary.averageText}
        </span>
        <StarRating value={summary.average} label={averageLabel(summary.averageText)} />
        <Text size="small" tone="muted">
          {basedOnText(summary.total)}
        </Text>
      </div>
      <Stack as="ul" space="small" className={bars}>
        {summary.shares.map(({ stars, percent, percentText }) => {
          const label = starsText(stars);
          return (
            <div key={stars} className={row}>
              {/* Each bar is one image named with its row and share; the visible words beside it are for sight only. */}
              <span aria-hidden="true" className={rowLabel}>
                {label}
              </span>
              <span role="img" aria-label={`${label}: ${percentText}`} className={track}>
                <span className={fill} style={assignInlineVars({ [share]: `${percent}%` })} />
              </span>
              <span aria-hidden="true" className={rowPercent}>
                {percentText}
              </span>
            </div>
          );
        })}
      </Stack>
    </div>
  );
}
RatingSummary.displayName = 'RatingSummary';
