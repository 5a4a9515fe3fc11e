export { StarRating, starRatingSizes, type StarRatingProps, type StarRatingSize } from './StarRating';
export { maxStars, roundToHalfStar, starFills, starFillsFor, starRatingLabel, type StarFill } from './starFills';
