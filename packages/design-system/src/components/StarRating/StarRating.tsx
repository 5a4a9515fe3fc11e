import { cx } from '../../utils/cx';
import { halfFill, outline, row, star } from './StarRating.css';
import { leftHalfPoints, starPoints } from './starShape';
import { maxStars, starFillsFor, starRatingLabel, type StarFill } from './starFills';

export const starRatingSizes = ['small', 'medium', 'large'] as const;
export type StarRatingSize = (typeof starRatingSizes)[number];

export type StarRatingProps = {
  /** The rating from 0 to 5; drawn to the nearest half star. */
  value: number;
  /** The name screen readers announce; '4 out of 5 stars' (the drawn value) unless given. */
  label?: string;
  /** How large the stars are. */
  size?: StarRatingSize;
  /** Extra class names, merged last. */
  className?: string;
};

function Star({ fill }: { fill: StarFill }) {
  return (
    <svg viewBox="0 0 24 24" className={star} data-fill={fill} aria-hidden="true" focusable="false">
      <polygon points={starPoints} className={outline({ fill })} />
      {fill === 'half' ? <polygon points={leftHalfPoints} className={halfFill} /> : null}
    </svg>
  );
}

/**
 * A read-only row of five stars. It is one image to assistive technology, named by the rating
 * ('4 out of 5 stars'), so the stars are not read one by one.
 */
export function StarRating({ value, label, size = 'medium', className }: StarRatingProps) {
  if (import.meta.env.DEV && (!Number.isFinite(value) || value < 0 || value > maxStars)) {
    throw new Error(`StarRating: value must be a number from 0 to ${maxStars}, got ${String(value)}.`);
  }
  return (
    <span role="img" aria-label={label ?? starRatingLabel(value)} className={cx(row({ size }), className)}>
      {starFillsFor(value).map((fill, index) => (
        <Star key={index} fill={fill} />
      ))}
    </span>
  );
}
StarRating.displayName = 'StarRating';
