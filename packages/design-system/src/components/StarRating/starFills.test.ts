import { describe, expect, it } from 'vitest';
import { roundToHalfStar, starFillsFor, starRatingLabel } from './starFills';

describe('roundToHalfStar', () => {
  it('keeps whole and half stars', () => {
    for (const value of [0, 0.5, 1, 2.5, 4, 5]) expect(roundToHalfStar(value)).toBe(value);
  });

  it('rounds to the nearest half, a quarter going up', () => {
    expect(roundToHalfStar(4.2)).toBe(4);
    expect(roundToHalfStar(4.25)).toBe(4.5);
    expect(roundToHalfStar(4.74)).toBe(4.5);
    expect(roundToHalfStar(4.75)).toBe(5);
    expect(roundToHalfStar(0.24)).toBe(0);
  });

  it('clamps to 0-5 and treats a non-number as 0', () => {
    expect(roundToHalfStar(7)).toBe(5);
    expect(roundToHalfStar(-1)).toBe(0);
    expect(roundToHalfStar(Number.NaN)).toBe(0);
    expect(roundToHalfStar(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('starFillsFor', () => {
  it('fills stars from the left', () => {
    expect(starFillsFor(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFillsFor(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFillsFor(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('draws a half star for a rounded half', () => {
    expect(starFillsFor(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFillsFor(0.4)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
    expect(starFillsFor(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });
});

describe('starRatingLabel', () => {
  it('names the rating as it is drawn', () => {
    expect(starRatingLabel(4)).toBe('4 out of 5 stars');
    expect(starRatingLabel(1)).toBe('1 out of 5 stars');
    expect(starRatingLabel(4.3)).toBe('4.5 out of 5 stars');
    expect(starRatingLabel(0)).toBe('0 out of 5 stars');
  });
});
