import { describe, expect, it } from 'vitest';
import { revisionHistoryTexts as texts } from './RevisionHistory';

describe('revisionHistoryTexts', () => {
  it('writes a size with English digit groups, and one character as one', () => {
    expect(texts.size(4210)).toBe('4,210 characters');
    expect(texts.size(1234567)).toBe('1,234,567 characters');
    expect(texts.size(1)).toBe('1 character');
    expect(texts.size(0)).toBe('0 characters');
  });

  it('says when a revision takes effect by where it stands', () => {
    const at = '1 April 2026 at 00:00';
    expect(texts.effective.scheduled(at)).toBe('Takes effect 1 April 2026 at 00:00');
    expect(texts.effective.current(at)).toBe('In effect from 1 April 2026 at 00:00');
    expect(texts.effective.past(at)).toBe('In effect from 1 April 2026 at 00:00');
    // A cancelled revision never took effect.
    expect(texts.effective.cancelled(at)).toBe('Was to take effect 1 April 2026 at 00:00');
  });

  it('gives a badge to every status but past', () => {
    expect(texts.status).toEqual({ current: 'Current', scheduled: 'Scheduled', past: null, cancelled: 'Cancelled' });
  });
});
