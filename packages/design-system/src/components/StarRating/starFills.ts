/** How many stars a rating is out of. */
export const maxStars = 5;

export const starFills = ['full', 'half', 'empty'] as const;
export type StarFill = (typeof starFills)[number];

/**
 * The value a rating is drawn at: the nearest half star from 0 to 5 (4.25 is drawn as 4.5, 4.2 as
 * 4). Halves are enough to tell an average of 4.4 from one of 4.0 at a glance; the exact figure is
 * printed beside the stars where it matters (RatingSummary). Values outside 0-5 are clamped and
 * anything that is not a finite number counts as 0.
 */
export function roundToHalfStar(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const clamped = Math.min(maxStars, Math.max(0, value));
  return Math.round(clamped * 2) / 2;
}

/** The fill of each of the five stars, left to right, for a rating. */
export function starFillsFor(value: number): StarFill[] {
  const rounded = roundToHalfStar(value);
  return Array.from({ length: maxStars }, (_, index) => {
    if (rounded >= index + 1) return 'full';
    if (rounded >= index + 0.5) return 'half';
    return 'empty';
  });
}

/** The default accessible name: '4 out of 5 stars', '4.5 out of 5 stars'. */
export function starRatingLabel(value: number): string {
  return `${roundToHalfStar(value)} out of ${maxStars} stars`;
}
