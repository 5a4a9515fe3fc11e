export { RatingSummary, type RatingSummaryProps } from './RatingSummary';
export {
  countRatings,
  ratingStars,
  summariseRatings,
  type RatingCounts,
  type RatingShare,
  type RatingStar,
  type RatingSummaryData,
} from './summariseRatings';
