import { describe, expect, it } from 'vitest';
import { pageItems } from './pageItems';

describe('pageItems', () => {
  it('lists every page when they all fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('is empty when there are no pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('puts an ellipsis after the first pages when the current page is near the start', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
  });

  it('puts an ellipsis before the last pages when the current page is near the end', () => {
    expect(pageItems(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(pageItems(17, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  it('shows the current page with its siblings between two ellipses in the middle', () => {
    expect(pageItems(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
    expect(pageItems(10, 20, 2)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 20]);
  });

  it('never hides a single page behind an ellipsis', () => {
    // Page 5 of 20: the gap before it is pages 2-3, so an ellipsis; with 8 pages the gap is one page.
    expect(pageItems(5, 20)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 20]);
    for (let current = 1; current <= 8; current += 1) {
      const items = pageItems(current, 8);
      const shown = items.filter((item) => typeof item === 'number');
      // Every ellipsis stands for at least two pages.
      expect(shown.length + 2 * (items.length - shown.length)).toBeLessThanOrEqual(8);
    }
  });

  it('keeps the same number of slots wherever the current page is', () => {
    const lengths = new Set(Array.from({ length: 50 }, (_, index) => pageItems(index + 1, 50).length));
    expect([...lengths]).toEqual([7]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageItems(0, 20)).toEqual(pageItems(1, 20));
    expect(pageItems(99, 20)).toEqual(pageItems(20, 20));
  });

  it('shows no siblings when asked for none', () => {
    expect(pageItems(10, 20, 0)).toEqual([1, 'start-ellipsis', 10, 'end-ellipsis', 20]);
  });
});
