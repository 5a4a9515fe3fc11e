import { describe, expect, it } from 'vitest';
import { virtualWindow } from './virtualWindow';

describe('virtualWindow', () => {
  const base = { count: 10_000, rowHeight: 40, viewportHeight: 400, overscan: 5 };

  it('renders the visible rows plus the overscan below at the top', () => {
    expect(virtualWindow({ ...base, scrollTop: 0 })).toEqual({ start: 0, end: 15, before: 0, after: (10_000 - 15) * 40 });
  });

  it('keeps the spacers and rendered rows adding up to the full height', () => {
    for (const scrollTop of [0, 39, 40, 12_345, 399_600, 1_000_000]) {
      const window = virtualWindow({ ...base, scrollTop });
      expect(window.before + (window.end - window.start) * 40 + window.after).toBe(10_000 * 40);
      expect(window.start).toBeLessThan(window.end);
    }
  });

  it('centres on the scroll position with overscan each side', () => {
    expect(virtualWindow({ ...base, scrollTop: 4000 })).toMatchObject({ start: 95, end: 115 });
  });

  it('stops at the last row when scrolled past the end', () => {
    expect(virtualWindow({ ...base, scrollTop: 10_000_000 })).toMatchObject({ start: 9994, end: 10_000, after: 0 });
  });

  it('renders nothing for no rows', () => {
    expect(virtualWindow({ ...base, count: 0, scrollTop: 0 })).toEqual({ start: 0, end: 0, before: 0, after: 0 });
  });
});
