/** The star values a rating can have, highest first, the order the breakdown lists them in. */
export const ratingStars = [5, 4, 3, 2, 1] as const;
export type RatingStar = (typeof ratingStars)[number];

/** How many ratings gave each number of stars. Missing entries count as zero. */
export type RatingCounts = Partial<Record<RatingStar, number>>;

export type RatingShare = {
  /** The number of stars this row is for. */
  stars: RatingStar;
  /** How many ratings gave that many stars. */
  count: number;
  /** The share of all ratings, 0-100, unrounded: the bar's width. */
  percent: number;
  /** The share rounded to a whole percent, for reading: '40%'. */
  percentText: string;
};

export type RatingSummaryData = {
  /** How many ratings there are. */
  total: number;
  /** The mean number of stars rounded to two decimals (half away from zero); 0 when there are none. */
  average: number;
  /** The average with exactly two decimals: '4.25', '0.00'. */
  averageText: string;
  /** One row per star value, 5 down to 1. */
  shares: RatingShare[];
};

const isStar = (value: unknown): value is RatingStar => ratingStars.includes(value as RatingStar);

/** A count a caller may have computed, made a non-negative whole number (anything else is 0). */
const wholeCount = (value: number | undefined) => (value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** Tallies a list of star values into counts. Values other than the whole numbers 1 to 5 are left out. */
export function countRatings(values: readonly number[]): Required<RatingCounts> {
  const counts: Required<RatingCounts> = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
  for (const value of values) if (isStar(value)) counts[value] += 1;
  return counts;
}

/**
 * The figures a rating summary shows, from either the star value of every rating (the feedback
 * list's `starsCount`s) or the number of ratings per star.
 */
export function summariseRatings(input: readonly number[] | RatingCounts): RatingSummaryData {
  const counts = Array.isArray(input) ? countRatings(input) : (input as RatingCounts);
  const tally = ratingStars.map((stars) => ({ stars, count: wholeCount(counts[stars]) }));
  const total = tally.reduce((sum, row) => sum + row.count, 0);
  const starSum = tally.reduce((sum, row) => sum + row.stars * row.count, 0);

  // Hundredths from integers: starSum * 100 / total is exact or correctly rounded, so a true .5 (such
  // as 2.005 = 401/200) rounds up instead of falling to binary noise as Math.round(x * 100) / 100 can.
  const hundredths = total === 0 ? 0 : Math.round((starSum * 100) / total);
  const average = hundredths / 100;

  return {
    total,
    average,
    averageText: average.toFixed(2),
    shares: tally.map(({ stars, count }) => {
      const percent = total === 0 ? 0 : (count / total) * 100;
      return { stars, count, percent, percentText: `${Math.round(percent)}%` };
    }),
  };
}
