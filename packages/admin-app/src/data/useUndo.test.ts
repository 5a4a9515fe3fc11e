import { describe, expect, it } from 'vitest';
import { shortestUndoWindowSeconds, undoSeconds } from '@chairside/api-contract';
import { undoOfferMs } from './useUndo';

describe("the toast's Undo offer", () => {
  const start = 1_000_000;

  it('lasts undoSeconds after a quick action', () => {
    expect(undoOfferMs(start, start + 300)).toBe(undoSeconds * 1000);
  });

  it("ends before the server's shortest window does for the oldest entry of a long bulk action, and is gone after it", () => {
    expect(undoOfferMs(start, start + 12_000)).toBe(shortestUndoWindowSeconds * 1000 - 12_000);
    expect(undoOfferMs(start, start + shortestUndoWindowSeconds * 1000)).toBe(0);
    expect(undoOfferMs(start, start + 60_000)).toBe(0);
  });
});
