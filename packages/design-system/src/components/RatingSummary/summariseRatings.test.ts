import { describe, expect, it } from 'vitest';
import { countRatings, summariseRatings } from './summariseRatings';

describe('summariseRatings', () => {
  it('averages star values to two decimals and counts them', () => {
    const summary = summariseRatings([5, 4, 4, 3]);
    expect(summary.total).toBe(4);
    expect(summary.average).toBe(4);
    expect(summary.averageText).toBe('4.00');
  });

  it('rounds the average half up at the third decimal', () => {
    // 13 / 3 = 4.333... and 14 / 3 = 4.666...
    expect(summariseRatings([5, 4, 4]).averageText).toBe('4.33');
    expect(summariseRatings([5, 5, 4]).averageText).toBe('4.67');
    // 401 / 200 = 2.005 exactly: the half rounds up, where 2.005 * 100 in floating point would not.
    expect(summariseRatings({ 3: 1, 2: 199 }).averageText).toBe('2.01');
    expect(summariseRatings({ 5: 1, 4: 7 }).averageText).toBe('4.13'); // 4.125
  });

  it('gives zeros and no division by zero when there are no ratings', () => {
    for (const empty of [[], {}, { 5: 0, 1: 0 }]) {
      const summary = summariseRatings(empty);
      expect(summary.total).toBe(0);
      expect(summary.average).toBe(0);
      expect(summary.averageText).toBe('0.00');
      expect(summary.shares.map((share) => share.percent)).toEqual([0, 0, 0, 0, 0]);
      expect(summary.shares.every((share) => share.percentText === '0%')).toBe(true);
    }
  });

  it('lists the share of each star value, 5 down to 1', () => {
    const summary = summariseRatings([5, 5, 5, 5, 4, 4, 3, 1, 1, 1]);
    expect(summary.shares).toEqual([
      { stars: 5, count: 4, percent: 40, percentText: '40%' },
      { stars: 4, count: 2, percent: 20, percentText: '20%' },
      { stars: 3, count: 1, percent: 10, percentText: '10%' },
      { stars: 2, count: 0, percent: 0, percentText: '0%' },
      { stars: 1, count: 3, percent: 30, percentText: '30%' },
    ]);
  });

  it('keeps the exact share for the bar and rounds only the text', () => {
    const [five] = summariseRatings([5, 4, 4]).shares;
    expect(five!.percent).toBeCloseTo(33.333, 3);
    expect(five!.percentText).toBe('33%');
  });

  it('takes counts per star as well as a list of values', () => {
    expect(summariseRatings({ 5: 3, 1: 1 })).toEqual(summariseRatings([5, 5, 5, 1]));
  });

  it('leaves out values that are not 1 to 5 stars, and bad counts', () => {
    const summary = summariseRatings([5, 0, 6, 3.5, Number.NaN, -1, 1]);
    expect(summary.total).toBe(2);
    expect(summary.averageText).toBe('3.00');
    expect(summariseRatings({ 5: -2, 4: Number.NaN, 3: 2.7 }).total).toBe(2);
  });
});

describe('countRatings', () => {
  it('tallies every star value, including those nobody gave', () => {
    expect(countRatings([1, 1, 5])).toEqual({ 5: 1, 4: 0, 3: 0, 2: 0, 1: 2 });
  });
});
